import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { linksPoint, type documentMachine, type DocumentEvent } from './machines/document.ts';

interface Props {
  state: SnapshotFrom<typeof documentMachine>;
  send: (event: DocumentEvent) => void;
  /** Called once the dialog has closed, to put the focus back on the page. */
  onClosed: () => void;
}

/**
 * The question asked when a save changes the page's route: update the links to it along with the
 * route (or keep them, and the page unsaved), and whether the old address keeps working as a
 * redirect to the new one (on unless unticked). Then what the update wrote.
 */
export function RouteRename({ state, send, onClosed }: Props) {
  const offer = state.matches({ ready: { doc: 'renameOffer' } });
  const busy = state.matches({ ready: { doc: 'renaming' } });
  const done = state.matches({ ready: { doc: 'renamed' } });
  const open = offer || busy || done;
  const dialog = useRef<HTMLDialogElement>(null);
  const update = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const { links, renamed } = state.context;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) {
      el.close();
      onClosed();
    }
  }, [open, onClosed]);

  useEffect(() => {
    if (offer) update.current?.focus();
    if (done) close.current?.focus();
  }, [offer, done]);

  // Escape, or the browser closing the dialog itself, is the same answer as the quieter button.
  const dismiss = () => {
    if (offer) send({ type: 'route.keepLinks' });
    if (done) send({ type: 'route.dismissResult' });
  };

  const n = links?.edits.length ?? 0;
  // Bookmarks, search results and other sites still use the old address.
  const keepOld = links && (
    <label className="keep-old">
      <input type="checkbox" checked={links.redirect} disabled={busy} onChange={(e) => send({ type: 'route.setRedirect', redirect: e.target.checked })} />
      Keep the old address working (redirect {links.from} to {links.to})
    </label>
  );
  return (
    <dialog
      ref={dialog}
      className="route-links"
      aria-labelledby="route-links-title"
      aria-busy={busy}
      onCancel={(e) => {
        e.preventDefault();
        dismiss();
      }}
      onClose={dismiss}
    >
      {done && renamed ? (
        <>
          <h2 id="route-links-title">{renamed.links > 0 ? 'Links updated' : 'Address changed'}</h2>
          <p>
            Saved.{' '}
            {renamed.links > 0 && (
              <>
                {linksPoint(renamed.links, 'now ')} to <code>{renamed.to}</code>.{' '}
              </>
            )}
            {renamed.redirected && (
              <>
                The old address now sends visitors to <code>{renamed.to}</code>.{' '}
              </>
            )}
            {renamed.files.length === 1 ? 'This file' : 'These files'} changed:
          </p>
          <ul className="link-list" aria-label="Files changed">
            {renamed.files.map((f) => (
              <li key={f}>
                <code>{f}</code>
              </li>
            ))}
          </ul>
          <p className="muted">
            <Link to="/changes">Changes</Link> shows each of them line by line.
          </p>
          <div className="dialog-actions">
            <button ref={close} type="button" className="primary" onClick={() => send({ type: 'route.dismissResult' })}>
              Close
            </button>
          </div>
        </>
      ) : links && n === 0 ? (
        <>
          <h2 id="route-links-title">Change this page’s address?</h2>
          <p>
            Nothing on the site links to <code>{links.from}</code>. The page will be at <code>{links.to}</code>.
          </p>
          {keepOld}
          <div className="dialog-actions">
            <button ref={update} type="button" className="primary" disabled={busy} onClick={() => send({ type: 'route.updateLinks' })}>
              {busy ? 'Changing…' : 'Change the address'}
            </button>
            <button type="button" disabled={busy} onClick={() => send({ type: 'route.keepLinks' })}>
              Cancel
            </button>
          </div>
        </>
      ) : links ? (
        <>
          <h2 id="route-links-title">Update the links to this page?</h2>
          <p>
            {linksPoint(n)} to <code>{links.from}</code>. Update {n === 1 ? 'it' : 'them'} to the new address <code>{links.to}</code>?
          </p>
          <ul className="link-list" aria-label={`Links to ${links.from}`}>
            {links.edits.map((e, i) => (
              <li key={i}>
                <code>{e.file}</code> <span className="muted">{e.fromDefault ? 'a default value, written out when updated' : `line ${e.line}`}</span>
                {e.from !== links.from && <span className="muted"> · {e.from}</span>}
              </li>
            ))}
          </ul>
          <p className="muted">
            A link may not lead to an address without a page, so the new address is saved only together with its links. If you keep them, nothing is saved.
          </p>
          {keepOld}
          <div className="dialog-actions">
            <button ref={update} type="button" className="primary" disabled={busy} onClick={() => send({ type: 'route.updateLinks' })}>
              {busy ? 'Updating…' : `Update ${n === 1 ? '1 link' : `${n} links`}`}
            </button>
            <button type="button" disabled={busy} onClick={() => send({ type: 'route.keepLinks' })}>
              Keep links as they are
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
