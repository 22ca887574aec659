import '@unocss/reset/tailwind.css';
import '../styles/global.css';
import 'virtual:uno.css';
import { scheduleIslands, type EarlyTargets } from './schedule';

// The page is complete HTML already. React is fetched only for the interactive parts a page
// has, when they are needed (see HydrateWhen), with the full stylesheet (hydrate.tsx).
const hydrate = (el: HTMLElement, before?: () => void) => import('./hydrate').then((m) => m.hydrateIsland(el, before));

/** After the load event and the first idle moment: by then the page has painted. */
function settled(run: () => void) {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle);
}

// What the visitor pointed at, focused and clicked before this script ran, kept by the page's
// loader (renderer/server/entry-loader.ts), which may run it while the page is still parsed:
// the islands are looked for once it is complete.
const start = () =>
  scheduleIslands(
    [...document.querySelectorAll<HTMLElement>('[data-island]')],
    hydrate,
    settled,
    document.querySelector<HTMLScriptElement & { e?: EarlyTargets }>('script[data-entry]')?.e,
  );
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start);
else start();
