/**
 * Starts the island scheduler (the browser entry named in the script's data-entry) once the page
 * has loaded, or at the visitor's first move if that comes sooner. Until then nothing on the
 * page needs it, and its request would compete with the page's own bytes for the first paint.
 * A fixed text: the entry's address is an escaped attribute.
 */
// It runs while <head> is parsed, so the load event is always ahead. A pointer, touch or pen
// fires pointerover before anything else; a keyboard, focusin or keydown.
export const ENTRY_LOADER = `(function(s){var d=0,g=function(){d||(d=1,import(s.dataset.entry))};addEventListener('load',g);
'pointerover focusin keydown'.split(' ').forEach(function(t){addEventListener(t,g,!0)})})(document.currentScript)`;
