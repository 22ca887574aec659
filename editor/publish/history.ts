/**
 * The published history of the site's content, and any file's text at one of its commits (for
 * "restore this version": the caller writes that text back as a new change, so history is never
 * rewritten).
 */
import { CONFIG_DIR } from '../files.ts';
import { PublishError } from './errors.ts';
import { runGit } from './git.ts';
import { checkCommit, checkFile } from './inputs.ts';

export interface HistoryEntry {
  commit: string;
  author: string;
  email: string;
  /** ISO 8601, with the author's time zone offset. */
  date: string;
  subject: string;
  files: { file: string; status: 'added' | 'modified' | 'deleted' }[];
}

export interface HistoryQuery {
  /** At most this many commits (default 50, at most 500). */
  limit?: number;
  /** Skip the newest `skip` commits (paging). */
  skip?: number;
  /** Only commits that changed this file. */
  file?: string;
}

const STATUS: Record<string, HistoryEntry['files'][number]['status']> = { A: 'added', D: 'deleted' };
const HASH = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

function count(value: unknown, fallback: number, max: number, what: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > max)
    throw new PublishError('invalid-input', `${what} must be a whole number from 0 to ${max}.`);
  return value as number;
}

/**
 * Recent commits that changed site.config/ (or one file), newest first, with the files each one
 * changed. Merge commits are left out: they only combine edits that are listed on their own.
 */
export async function history(root: string, query: HistoryQuery = {}): Promise<HistoryEntry[]> {
  const limit = count(query.limit, 50, 500, 'The number of entries');
  const skip = count(query.skip, 0, 1_000_000, 'The number of entries to skip');
  const path = query.file === undefined ? `${CONFIG_DIR}/` : checkFile(query.file);
  if (limit === 0) return [];
  const { stdout } = await runGit(root, [
    '--literal-pathspecs',
    'log',
    '-z',
    '--no-merges',
    '--no-renames',
    '--relative',
    '--name-status',
    `--max-count=${limit}`,
    `--skip=${skip}`,
    '--format=%H%x00%an%x00%ae%x00%aI%x00%s',
    'HEAD',
    '--',
    path,
  ]);
  // -z output: hash, author, email, date, subject, then "\n<status>" and path pairs; the next hash starts the next entry.
  const fields = stdout.split('\0');
  const entries: HistoryEntry[] = [];
  for (let i = 0; i < fields.length;) {
    const hash = fields[i].replace(/^\n/, '');
    if (!HASH.test(hash)) {
      i++;
      continue;
    }
    const entry: HistoryEntry = { commit: hash, author: fields[i + 1], email: fields[i + 2], date: fields[i + 3], subject: fields[i + 4], files: [] };
    i += 5;
    while (i + 1 < fields.length && /^\n?[A-Z]\d*$/.test(fields[i])) {
      const status = fields[i].replace(/^\n/, '')[0];
      entry.files.push({ file: fields[i + 1], status: STATUS[status] ?? 'modified' });
      i += 2;
    }
    entries.push(entry);
  }
  return entries;
}

/** The text of `file` at `commit`, or null when the file did not exist in that commit. */
export async function fileAt(root: string, commit: string, file: string): Promise<string | null> {
  const hash = checkCommit(commit);
  const path = checkFile(file);
  const exists = await runGit(root, ['cat-file', '-e', `${hash}^{commit}`], { okCodes: [0, 1, 128] });
  if (exists.code !== 0) throw new PublishError('not-found', `There is no version ${hash} in this project's history.`);
  // "./": the path is relative to the project root, which may be a folder inside the repository.
  const blob = await runGit(root, ['cat-file', 'blob', `${hash}:./${path}`], { okCodes: [0, 128] });
  if (blob.code !== 0) return null;
  return blob.stdout;
}
