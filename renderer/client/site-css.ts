/**
 * The prerendered page inlines only the CSS its first paint needs (scripts/build/page-css.ts)
 * and names the full site stylesheet on that <style> or <link> (data-site-css). The full sheet brings hover and focus
 * rules and the classes of states islands render in the browser; it repeats the inline rules in
 * the same order, so adding it changes nothing already on screen.
 */
let loaded: Promise<void> | undefined;

export function loadSiteCss(): Promise<void> {
  if (loaded) return loaded;
  const hrefs = document.querySelector<HTMLElement>('[data-site-css]')?.dataset.siteCss?.split(' ') ?? [];
  const sheets = hrefs.map(
    (href) =>
      new Promise<void>((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        // A failed stylesheet must not keep islands asleep: they work without their late styles.
        link.onload = link.onerror = () => resolve();
        document.head.append(link);
      }),
  );
  return (loaded = Promise.all(sheets).then(() => undefined));
}
