import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { Change, ConfigError } from './api.ts';
import { publishMachine, type Published } from './machines/publish.ts';
import { MergePanel } from './MergePanel.tsx';
import { pageHref } from './PageList.tsx';

const lineClass = (line: string) =>
  line.startsWith('+') && !line.startsWith('+++') ? 'add' : line.startsWith('-') && !line.startsWith('---') ? 'del' : line.startsWith('@@') ? 'hunk' : '';

/** A hunk's header ("@@ -133,7 +133,7 @@") as the line it starts at in the changed file. */
const hunkLine = (line: string) => {
  const at = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
  return at ? `At line ${at[1]}:` : line;
};

function RawDiff({ diff }: { diff: string }) {
  return (
    <details>
      <summary>Show the raw changes to the file</summary>
      <pre className="diff">
        {diff
          .split('\n')
          .filter((l) => !/^(diff --git|index |new file mode|deleted file mode|--- (a\/|\/dev\/null)|\+\+\+ (b\/|\/dev\/null))/.test(l))
          .map((l, i) => (
            <span key={i} className={lineClass(l)}>
              {hunkLine(l)}
              {'\n'}
            </span>
          ))}
      </pre>
    </details>
  );
}

/** Where a problem is, as a link to its field when it is in a page. */
function problemHref(e: ConfigError): string | undefined {
  if (!e.file.includes('/pages/')) return undefined;
  const block = /^blocks\[(\d+)\]/.exec(e.path)?.[1];
  return `${pageHref(e.file)}${block ? `&block=${block}` : ''}`;
}

function outcome(r: Published): string {
  if (r.mode === 'review') return `Sent for review on the branch ${r.branch}.`;
  if (r.mode === 'push') return `Published to ${r.branch}${r.merged ? ', together with what others had published' : ''}.`;
  return `Committed on ${r.branch}. A developer pushes it to the site.`;
}

function ChangeRow({ change, chosen, onToggle }: { change: Change; chosen: boolean; onToggle: () => void }) {
  return (
    <section className="change" aria-label={change.file}>
      <h2>
        <label className="change-pick">
          <input type="checkbox" checked={chosen} onChange={onToggle} aria-label={`Publish ${change.file}`} />
          {change.file.includes('/pages/') && change.status !== 'deleted' ? <Link to={pageHref(change.file)}>{change.file}</Link> : change.file}
        </label>{' '}
        <span className="badge">{change.status}</span>
      </h2>
      <ul className="change-words">
        {change.words.map((w, i) => (
          <li key={i}>{w}</li>
        ))}
      </ul>
      <RawDiff diff={change.diff} />
    </section>
  );
}

/** Every file changed since the last commit, in words, and publishing the chosen ones through git. */
export function Changes() {
  const [state, send] = useMachine(publishMachine);
  const { changes, chosen, message, author, blockers, result, failure, errors, mode, clashes } = state.context;
  const busy = state.matches('publishing');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    send({ type: 'publish.submit' });
  };
  return (
    <main className="screen">
      <h1>Changes since the last publish</h1>
      <p>
        <Link to="/history">History of published changes</Link>
      </p>
      {result && (
        <div className="notice saved" role="status">
          <p>{outcome(result)}</p>
          {result.link && (
            <p>
              <a href={result.link} target="_blank" rel="noreferrer">
                Open the request to review it
              </a>
            </p>
          )}
        </div>
      )}
      {failure && (
        <div className="notice error" role="alert">
          <p>{failure}</p>
          {errors.length > 0 && (
            <ul>
              {errors.map((e, i) => {
                const href = problemHref(e);
                const where = `${e.file}${e.line ? `, line ${e.line}` : ''}`;
                return (
                  <li key={i}>
                    {href ? <Link to={href}>{where}</Link> : where}: {e.message}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      {clashes.length > 0 && (
        <div className="clashes">
          {clashes.map((c, n) => (
            <MergePanel
              key={c.file}
              name={`clash-${n}`}
              title={`${c.file} was changed by someone else too`}
              theirsLabel="Published"
              result={c.result}
              choices={c.choices}
              onChoose={(index, side) => send({ type: 'publish.choose', file: c.file, index, side })}
            />
          ))}
          <button type="button" className="primary" onClick={() => send({ type: 'publish.resolve' })} disabled={busy}>
            Publish with these choices
          </button>
        </div>
      )}
      {state.matches('loading') ? (
        <p>Loading…</p>
      ) : changes.length === 0 ? (
        <p>Nothing to publish: no file differs from the last commit.</p>
      ) : (
        <>
          {changes.map((c) => (
            <ChangeRow key={c.file} change={c} chosen={chosen.includes(c.file)} onToggle={() => send({ type: 'publish.toggle', file: c.file })} />
          ))}
          <form className="publish-form" onSubmit={submit} aria-label="Publish">
            <h2>Publish {chosen.length === 1 ? '1 file' : `${chosen.length} files`}</h2>
            {blockers.map((b) => (
              <p key={b} className="notice error">
                {b}
              </p>
            ))}
            <label>
              What changed (the message kept in the history)
              <textarea rows={4} value={message} onChange={(e) => send({ type: 'publish.message', message: e.target.value })} required />
            </label>
            <div className="author">
              <label>
                Your name
                <input value={author.name} onChange={(e) => send({ type: 'publish.author', author: { ...author, name: e.target.value } })} required />
              </label>
              <label>
                Your email
                <input type="email" value={author.email} onChange={(e) => send({ type: 'publish.author', author: { ...author, email: e.target.value } })} />
              </label>
            </div>
            <p className="muted">
              {mode === 'push'
                ? 'The whole site is checked first; then your change is committed and pushed, with what others published merged in.'
                : mode === 'review'
                  ? 'The whole site is checked first; then your change goes to a new branch for review.'
                  : 'The whole site is checked first; then your change is committed here.'}
            </p>
            <button type="submit" className="primary" disabled={busy || !state.can({ type: 'publish.submit' })}>
              {busy ? 'Publishing…' : 'Publish'}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
