import type { HydrateWhen } from '../islands/Island';

type Hydrate = (el: HTMLElement, beforeHydrate?: () => void) => Promise<void>;

function whenVisible(elements: HTMLElement[], hydrate: (el: HTMLElement) => void) {
  // display: contents boxes are never "visible"; watch each island's first real element.
  const islandOf = new Map<Element, HTMLElement>(elements.map((el) => [el.firstElementChild ?? el, el]));
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = islandOf.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        observer.unobserve(entry.target);
        hydrate(island);
      }
    },
    { rootMargin: '200px 0px' },
  );
  for (const target of islandOf.keys()) observer.observe(target);
}

// A pointer of any kind (mouse, touch, pen) fires pointerover before pointerdown; a keyboard, focusin.
const TRIGGERS = ['pointerover', 'focusin'] as const;

/** The targets of the visitor's first moves, kept by the page's loader until this script ran. */
export interface EarlyTargets {
  pointerover?: EventTarget;
  focusin?: EventTarget;
  load?: EventTarget;
  click?: Element;
}

/**
 * Hydrates on the first interaction. A button clicked while the code is still on its way is
 * clicked again once React owns the island, so the first tap on the menu button is not lost.
 * Not a button that opens its dialog or popover natively (commandfor, popovertarget): its tap
 * was answered already, and the island takes over what is open when it hydrates.
 */
const answeredNatively = (button: Element | null) => button?.matches('[commandfor], [popovertarget]') ?? false;

function onInteraction(el: HTMLElement, hydrate: (el: HTMLElement, beforeHydrate: () => void) => void, early: EarlyTargets) {
  let pending: HTMLButtonElement | null = null;
  const remember = (e: Event) => {
    const button = (e.target as Element | null)?.closest('button');
    if (button) pending = answeredNatively(button) ? null : button;
  };
  const start = () => {
    TRIGGERS.forEach((t) => el.removeEventListener(t, start));
    el.addEventListener('click', remember);
    hydrate(el, () => {
      el.removeEventListener('click', remember);
      if (pending) queueMicrotask(() => pending?.click());
    });
  };
  TRIGGERS.forEach((t) => el.addEventListener(t, start, { passive: true }));
  // The visitor came to this island before this script had loaded: wake now, and replay a tap.
  // (A target may be the window itself, which focus can land on.)
  if (Object.values(early).some((t) => t instanceof Node && el.contains(t))) {
    if (early.click && el.contains(early.click)) {
      const button = early.click.closest('button');
      pending = answeredNatively(button) ? null : button;
    }
    start();
  }
}

/** True when this browser holds the island's data-wake-if-stored key (a lead still owed, for a form). */
function holdsStored(el: HTMLElement): boolean {
  const key = el.dataset.wakeIfStored;
  try {
    return Boolean(key) && localStorage.getItem(key!) !== null;
  } catch {
    return false;
  }
}

/**
 * Hydrates each island when its data-hydrate says (see HydrateWhen), or as soon as it may when
 * it has stored work. Interaction listeners are set at once (a visitor who acts early gets the
 * island early); islands that wake by themselves wait for `settled` (the page has loaded and
 * painted), so nothing they fetch can delay the first paint.
 */
export function scheduleIslands(
  elements: HTMLElement[],
  hydrateIsland: Hydrate,
  settled: (run: () => void) => void = (run) => run(),
  early: EarlyTargets = {},
) {
  const by = (when: HydrateWhen) => elements.filter((el) => (el.dataset.hydrate ?? 'load') === when);
  const companions = by('companion');
  const hydrate = (el: HTMLElement, beforeHydrate?: () => void) =>
    void hydrateIsland(el, beforeHydrate).then(() => companions.forEach((c) => void hydrateIsland(c)));
  by('interaction').forEach((el) => onInteraction(el, hydrate, early));
  settled(() => {
    by('load').forEach((el) => hydrate(el));
    const later: HTMLElement[] = [];
    for (const el of by('visible'))
      if (holdsStored(el)) hydrate(el);
      else later.push(el);
    whenVisible(later, hydrate);
  });
}
