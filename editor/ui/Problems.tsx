import { Fragment } from 'react';
import type { ConfigError } from './api.ts';

/** A file path that may wrap after each "/" in a narrow column. */
const breakablePath = (path: string) =>
  path.split('/').map((part, i, all) => (
    <Fragment key={i}>
      {part}
      {i < all.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));

interface Props {
  errors: ConfigError[];
  /** The open file: its problems are buttons that go to their field; others are listed by file. */
  file: string;
  /** Where a problem of the open file is, in words ("Hero (block 1) › Actions › Button 1 › Link"). */
  describe: (e: ConfigError) => string;
  onGo: (e: ConfigError) => void;
}

/** The problems the site has with the unsaved file in place: the file's own first, each a way to its field. */
export function Problems({ errors, file, describe, onGo }: Props) {
  const own = errors.filter((e) => e.file === file);
  const other = errors.filter((e) => e.file !== file);
  return (
    <section className="problems" aria-label="Problems">
      <h2>Problems {errors.length > 0 && <span className="count">{errors.length}</span>}</h2>
      {errors.length === 0 ? (
        <p className="ok">No problems.</p>
      ) : (
        <ul>
          {own.map((e, i) => (
            <li key={i}>
              <button type="button" className="problem" onClick={() => onGo(e)}>
                <span className="where">{describe(e)}</span>
                <span>{e.message}</span>
              </button>
            </li>
          ))}
          {other.map((e, i) => (
            <li key={`o${i}`} className="problem other">
              <span className="where">
                {breakablePath(e.file)}
                {e.line ? `, line ${e.line}` : ` › ${e.path}`}
              </span>
              <span>{e.message}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
