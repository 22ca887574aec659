import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api, type Change } from './api.ts';
import { pageHref } from './PageList.tsx';

const lineClass = (line: string) =>
  line.startsWith('+') && !line.startsWith('+++') ? 'add' : line.startsWith('-') && !line.startsWith('---') ? 'del' : line.startsWith('@@') ? 'hunk' : '';

/** A hunk's header ("@@ -133,7 +133,7 @@") as the line it starts at in the changed file. */
const hunkLine = (line: string) => {
  const at = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
  return at ? `At line ${at[1]}:` : line;
};

/** Every file that differs from the last commit, with its diff: what a publish would contain. */
export function Changes() {
  const [changes, setChanges] = useState<Change[]>();
  useEffect(() => {
    void api<{ changes: Change[] }>('/api/changes').then(({ body }) => setChanges(body.changes ?? []));
  }, []);
  return (
    <main className="screen">
      <h1>Changes since the last commit</h1>
      {!changes ? (
        <p>Loading…</p>
      ) : changes.length === 0 ? (
        <p>No file differs from the last commit.</p>
      ) : (
        changes.map((c) => (
          <section key={c.file} className="change" aria-label={c.file}>
            <h2>
              {c.file.includes('/pages/') && c.status !== 'deleted' ? <Link to={pageHref(c.file)}>{c.file}</Link> : c.file}{' '}
              <span className="badge">{c.status}</span>
            </h2>
            <ul className="change-words">
              {c.words.map((w, i) => (
                <li key={i}>{w}</li>
              ))}
            </ul>
            <details>
              <summary>Show the raw changes to the file</summary>
              <pre className="diff">
                {c.diff
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
          </section>
        ))
      )}
    </main>
  );
}
