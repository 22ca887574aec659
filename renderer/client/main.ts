import '@unocss/reset/tailwind.css';
import '../styles/global.css';
import 'virtual:uno.css';

// The page is complete HTML already; React is fetched only if the page has interactive parts.
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
if (islands.length > 0) {
  void import('./hydrate').then((m) => m.hydrateIslands(islands));
}
