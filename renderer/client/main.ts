import '@unocss/reset/tailwind.css';
import '../styles/global.css';
import 'virtual:uno.css';
import { scheduleIslands } from './schedule';

// The page is complete HTML already. React is fetched only for the interactive parts a page
// has, when they are needed (see HydrateWhen), and never before the page has loaded.
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
const start = () => scheduleIslands(islands, (el, before) => import('./hydrate').then((m) => m.hydrateIsland(el, before)));
if (islands.length > 0) {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
