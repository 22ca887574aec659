/**
 * The prerendered page carries only its own CSS, hover and focus included
 * (build/page-css.ts), and names the full site stylesheet on its <style>
 * (data-site-css). The full sheet brings the classes of states islands render in the browser,
 * so it loads when the first island wakes, before it hydrates (hydrate.tsx). It goes at the end of
 * <body>, after every sheet of the page: it repeats the page's utility rules in the same order,
 * and has none for the page's own class names, so nothing already on screen changes.
 */
let loaded: Promise<unknown> | undefined;

export function loadSiteCss(): Promise<unknown> {
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
        document.body.append(link);
      }),
  );
  return (loaded = Promise.all(sheets));
}
