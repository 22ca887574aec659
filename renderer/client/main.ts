import '@unocss/reset/tailwind.css';
import '../styles/global.css';
import 'virtual:uno.css';
import { scheduleIslands } from './schedule';
import { loadSiteCss } from './site-css';

// The page is complete HTML already. React is fetched only for the interactive parts a page
// has, when they are needed (see HydrateWhen), and never before the page has loaded; an island
// hydrates once the full stylesheet is in, so the states it renders are styled.
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
const start = () => {
  const css = loadSiteCss();
  scheduleIslands(islands, (el, before) => Promise.all([css, import('./hydrate')]).then(([, m]) => m.hydrateIsland(el, before)));
};
// After the load event and the first idle moment: by then the page has painted, so nothing
// fetched here can delay its largest paint.
const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200));
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
