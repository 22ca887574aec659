import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { api, type ConfigError, type LinkUse, type PageEntry } from './api.ts';

/** What an editor chose for one link: a route to point it at, or REMOVE. */
const REMOVE = '(remove)';

interface Listed {
  route?: string;
  links: LinkUse[];
  routes: string[];
}

/**
 * Deleting a page without breaking the site: each link to it (menus, footer, other pages,
 * redirects) listed where it is, with a choice to point it at another page or remove it, and the
 * old address redirected to a page (on by default, so that bookmarks and search results still
 * lead somewhere). One request does all of it, or nothing.
 */
export function DeletePage({ page, onDone, onCancel }: { page: PageEntry; onDone: (message: string) => void; onCancel: () => void }) {
  const [listed, setListed] = useState<Listed>();
  const [redirect, setRedirect] = useState(true);
  const [target, setTarget] = useState('/');
  const [choices, setChoices] = useState<string[]>([]);
  const [problem, setProblem] = useState<{ message: string; errors: ConfigError[] }>();
  const [busy, setBusy] = useState(false);

  const load = () => {
    void api<Listed>('/api/pages/links', { file: page.file }).then(({ status, body }) => {
      if (status !== 200) return setProblem({ message: body.message ?? 'The links to this page could not be listed.', errors: [] });
      setListed(body);
      const first = body.routes.includes('/') ? '/' : (body.routes[0] ?? '');
      setTarget(first);
      setChoices(body.links.map(() => first));
    });
  };
  useEffect(load, [page.file]);

  const answer = () => {
    if (!listed) return;
    setBusy(true);
    const links = listed.links.map((l, i) => ({ file: l.file, path: l.path, ...(choices[i] === REMOVE ? { remove: true } : { to: choices[i] }) }));
    void api<{ files: string[] }>('/api/pages/delete', { file: page.file, links, ...(redirect && listed.route && { redirectTo: target }) }).then(
      ({ status, body }) => {
        setBusy(false);
        if (status === 200) {
          const changed = body.files.length
            ? ` ${body.files.length === 1 ? '1 other file' : `${body.files.length} other files`} changed: ${body.files.join(', ')}.`
            : '';
          return onDone(`Deleted ${listed.route ?? page.file}.${redirect && listed.route ? ` Its address now sends visitors to ${target}.` : ''}${changed}`);
        }
        setProblem({ message: body.message ?? `The page was not deleted (${status}).`, errors: body.errors ?? [] });
        // Someone changed the links meanwhile: show them as they are now.
        if (status === 409) load();
      },
    );
  };

  const route = listed?.route ?? page.route ?? page.file;
  const n = listed?.links.length ?? 0;
  const routeOptions = (listed?.routes ?? []).map((r) => (
    <option key={r} value={r}>
      {r}
    </option>
  ));
  return (
    <ModalOverlay isOpen isDismissable={!busy} onOpenChange={(open) => !open && onCancel()} className="modal-overlay">
      <Modal className="modal modal-wide">
        <Dialog role="alertdialog" className="dialog delete-page" aria-busy={busy}>
          <Heading slot="title">Delete {route}?</Heading>
          <p>
            This removes <code>{page.file}</code>. It stays in the history until the deletion is published, and can be restored from there.
          </p>
          {!listed && !problem && <p>Looking for links to this page…</p>}
          {listed && n > 0 && (
            <fieldset className="link-choices">
              <legend>
                {n === 1 ? '1 link goes' : `${n} links go`} to {route}. Choose where each goes now:
              </legend>
              <ul className="link-list">
                {listed.links.map((l, i) => (
                  <li key={`${l.file}${JSON.stringify(l.path)}`}>
                    <label>
                      <span className="link-where">{l.where}</span>
                      <span className="muted">
                        {l.file}
                        {l.line ? `, line ${l.line}` : ''}
                      </span>
                      <select value={choices[i]} onChange={(e) => setChoices(choices.map((c, j) => (j === i ? e.target.value : c)))}>
                        <option value={REMOVE}>Remove this link</option>
                        {routeOptions}
                      </select>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {listed?.route && (
            <div className="redirect-choice">
              <label className="check">
                <input type="checkbox" checked={redirect} onChange={(e) => setRedirect(e.target.checked)} />
                Redirect the old address {route} to
              </label>
              <select aria-label={`Page the old address ${route} redirects to`} value={target} disabled={!redirect} onChange={(e) => setTarget(e.target.value)}>
                {routeOptions}
              </select>
              <p className="muted">Visitors with a bookmark or a search result for {route} land on that page instead of “not found”.</p>
            </div>
          )}
          {problem && (
            <div className="notice error" role="alert">
              <p>{problem.message}</p>
              {problem.errors.length > 0 && (
                <ul>
                  {problem.errors.map((e, i) => (
                    <li key={i}>
                      {e.file}: {e.message} {e.hint}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="dialog-actions">
            <Button onPress={onCancel} isDisabled={busy}>
              Cancel
            </Button>
            <Button className="danger" onPress={answer} isDisabled={!listed || busy}>
              {busy ? 'Deleting…' : 'Delete the page'}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
