import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from './api.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

interface Entry {
  commit: string;
  author: string;
  date: string;
  subject: string;
  files: { file: string; status: string }[];
  words: string[];
}

/** The published history of the content (of one page with ?file=), and restoring a version as a new change. */
export function History() {
  const [params] = useSearchParams();
  const file = params.get('file') ?? undefined;
  const [entries, setEntries] = useState<Entry[]>();
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string }>();
  const [asking, setAsking] = useState<Entry>();
  const navigate = useNavigate();

  useEffect(() => {
    void api<{ entries: Entry[] }>(`/api/history${file ? `?file=${encodeURIComponent(file)}` : ''}`).then(({ status, body }) => {
      if (status === 200) setEntries(body.entries);
      else setMessage({ kind: 'error', text: body.message ?? 'The history could not be read.' });
    });
  }, [file]);

  const restore = useCallback(
    (entry: Entry) => {
      setAsking(undefined);
      void api<{ files: string[] }>('/api/restore', { commit: entry.commit, ...(file && { file }) }).then(({ status, body }) => {
        if (status === 200) navigate('/changes');
        else setMessage({ kind: 'error', text: body.message ?? 'Not restored.' });
      });
    },
    [file, navigate],
  );

  return (
    <main className="screen">
      <h1>{file ? `History of ${file}` : 'History of published changes'}</h1>
      {file && (
        <p>
          <Link to="/history">The whole site's history</Link>
        </p>
      )}
      {message && (
        <p className={`notice ${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {!entries ? (
        !message && <p>Loading…</p>
      ) : entries.length === 0 ? (
        <p>Nothing has been published yet.</p>
      ) : (
        <ol className="history">
          {entries.map((e, i) => (
            <li key={e.commit} className="change">
              <h2>{e.subject}</h2>
              <p className="muted">
                {e.author}, <time dateTime={e.date}>{new Date(e.date).toLocaleString()}</time>
              </p>
              <ul className="change-words">
                {e.words.map((w, j) => (
                  <li key={j}>{w}</li>
                ))}
              </ul>
              {i > 0 && (
                <button type="button" onClick={() => setAsking(e)}>
                  Restore {file ? 'this version of the page' : 'the whole site to this version'}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {asking && (
        <ConfirmDialog title="Restore this version?" confirm="Restore" onConfirm={() => restore(asking)} onCancel={() => setAsking(undefined)}>
          {file ? `${file} goes back to` : 'Every page, form and plan goes back to'} how it was after “{asking.subject}”. This is a new change: review it on the
          Changes screen and publish it. Nothing in the history is removed.
        </ConfirmDialog>
      )}
    </main>
  );
}
