/**
 * Starts the island scheduler (the browser entry named in the script's data-entry) half a second
 * after the page has loaded, or at the visitor's first move if that comes sooner. Until then
 * nothing on the page needs it, and its request would compete with the page's own bytes for the
 * first paint: a request that starts before the largest paint counts against it, and a page
 * whose largest text follows its stylesheet in <body> paints it around the load event.
 * A fixed text: the entry's address is an escaped attribute.
 */
// It runs while <head> is parsed, so the load event is always ahead. A pointer, touch or pen
// fires pointerover before anything else; a keyboard moving into the page, focusin. The last
// target of each is kept on the script (s.e.pointerover, s.e.focusin, s.e.click): the
// scheduler wakes the island the visitor came to before it loaded, and replays a tap. import()
// of a module already imported only returns it again, so it runs on every event.
export const ENTRY_LOADER = `(s=>{const o=s.e={},i=()=>import(s.dataset.entry);for(const t of['pointerover','focusin','click'])addEventListener(t,e=>{o[t]=e.target;i()});addEventListener('load',()=>setTimeout(i,500))})(document.currentScript)`;
