import { useEffect } from 'react';
import type { DocumentEvent } from './machines/document.ts';

/** Ctrl/Cmd+S saves the open file (rather than the editor's own page to the computer); Ctrl/Cmd+Z undoes, with Shift redoes. */
export function useDocumentKeys(send: (event: DocumentEvent) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 's') {
        e.preventDefault();
        send({ type: 'doc.save' });
      } else if (key === 'z') {
        e.preventDefault();
        send({ type: e.shiftKey ? 'doc.redo' : 'doc.undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);
}

/** Focuses a control once its form has rendered (after a selection changes the form). */
export function focusSoon(id: string, tries = 20) {
  const el = document.getElementById(id);
  if (el) el.focus();
  else if (tries > 0) setTimeout(() => focusSoon(id, tries - 1), 25);
}
