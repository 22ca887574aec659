/** What the widget script's run function returns; destroy() stops the widget if it has one. */
export interface WidgetHandle {
  destroy?: () => void;
}

/** The global the script exposes, started with new (a class such as WidgetLoader, or a function). */
export type WidgetRunner = new (config: { container: HTMLElement; component: string; props: Record<string, unknown> }) => WidgetHandle | undefined;

export interface WidgetScript {
  scriptUrl: string;
  elementName: string;
  runFunction: string;
}

const loading = new Map<string, Promise<void>>();

function injectScript(src: string): Promise<void> {
  const pending =
    loading.get(src) ??
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
  loading.set(src, pending);
  return pending;
}

const globalNamed = (name: string): unknown => (window as unknown as Record<string, unknown>)[name];

/**
 * Loads the widget script unless its custom element is registered already (or the page has the
 * run function from elsewhere), then returns the run function. Rejects when the script cannot
 * load or does not provide the run function.
 */
export async function loadWidgetScript({ scriptUrl, elementName, runFunction }: WidgetScript): Promise<WidgetRunner> {
  if (!customElements.get(elementName) && typeof globalNamed(runFunction) !== 'function') await injectScript(scriptUrl);
  const run = globalNamed(runFunction);
  if (typeof run !== 'function') throw new Error(`the script did not provide window.${runFunction}`);
  return run as WidgetRunner;
}

/** Runs `fn` when the browser is idle (soon after load), so it never competes with rendering. */
export function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}
