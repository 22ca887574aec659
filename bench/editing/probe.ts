/**
 * What the editor page records of each keystroke, timed inside the browser (performance.now() of
 * the editor's page), so the round trips between this script and the browser add nothing.
 */
export interface KeyRecord {
  /** The keydown's own timestamp (when the browser received the key). */
  down: number;
  /** The field's value after the keystroke. */
  value?: string;
  /** The frame after the input event: its handlers ran, and the new value was painted. */
  painted?: number;
  /** The preview's block holds the new value (its body was replaced)… */
  previewDom?: number;
  /** …and the frame after that. */
  previewPainted?: number;
}

/** An Event Timing entry: from the event's timestamp to the next paint after its handlers (8 ms steps). */
interface EventEntry {
  name: string;
  start: number;
  duration: number;
}

/** A request for the preview, from its start to the last byte of its answer. */
interface RequestEntry {
  start: number;
  end: number;
}

export interface Probe {
  keys: KeyRecord[];
  events: EventEntry[];
  previews: RequestEntry[];
}

/**
 * Runs in the editor page (by page.evaluate): records every keystroke in the field `selector`,
 * and when the preview's block `block` first shows the field's new value.
 */
export function installProbe({ selector, block }: { selector: string; block: number }) {
  const probe: Probe = { keys: [], events: [], previews: [] };
  (window as unknown as { benchProbe: Probe }).benchProbe = probe;
  // Only interactions of 16 ms or more are reported (the API's lowest threshold).
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceResourceTiming[]) {
      if (new URL(e.name).pathname === '/api/preview') probe.previews.push({ start: e.startTime, end: e.responseEnd });
    }
  }).observe({ type: 'resource' });

  const afterNextPaint = (done: (at: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });

  const watchPreview = (key: KeyRecord) => {
    const doc = document.querySelector<HTMLIFrameElement>('iframe[title="Page preview"]')?.contentDocument;
    if (!doc) return;
    const shows = () => doc.querySelector(`section[data-block-index="${block}"]`)?.textContent?.includes(key.value!) ?? false;
    const observer = new MutationObserver(() => {
      if (!shows()) return;
      observer.disconnect();
      key.previewDom = performance.now();
      afterNextPaint((at) => (key.previewPainted = at));
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true });
  };

  const isField = (t: EventTarget | null) => t instanceof Element && t.matches(selector);
  document.addEventListener(
    'keydown',
    (e) => {
      if (isField(e.target)) probe.keys.push({ down: e.timeStamp });
    },
    true,
  );
  document.addEventListener(
    'input',
    (e) => {
      const key = probe.keys[probe.keys.length - 1];
      if (!isField(e.target) || !key || key.value !== undefined) return;
      key.value = (e.target as HTMLInputElement).value;
      afterNextPaint((at) => (key.painted = at));
      watchPreview(key);
    },
    true,
  );
}

/** Runs in the editor page: whether the preview's block `block` shows `text`. */
export function previewBlockShows({ block, text }: { block: number; text: string }): boolean {
  const doc = document.querySelector<HTMLIFrameElement>('iframe[title="Page preview"]')?.contentDocument;
  return doc?.querySelector(`section[data-block-index="${block}"]`)?.textContent?.includes(text) ?? false;
}
