/**
 * Starts the island scheduler (the browser entry named in the script's data-entry) once the page
 * has loaded, or at the visitor's first move if that comes sooner. Until then nothing on the
 * page needs it, and its request would compete with the page's own bytes for the first paint.
 * A fixed text: the entry's address is an escaped attribute.
 */
// It runs while <head> is parsed, so the load event is always ahead. A pointer, touch or pen
// fires pointerover before anything else; a keyboard moving into the page, focusin. The last element
// clicked is kept on the script (s.c): a tap that came before the scheduler is replayed by it.
// import() of a module already imported only returns it again, so g can run on every event.
export const ENTRY_LOADER = `(s=>{const g=()=>import(s.dataset.entry);addEventListener('load',g);
for(const t of['pointerover','focusin','click'])addEventListener(t,e=>{t=='click'&&(s.c=e.target);g()},!0)})(document.currentScript)`;
