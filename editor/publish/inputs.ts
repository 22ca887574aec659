/**
 * Checks of every value that comes from the browser before it reaches git. Each value is either
 * refused with a plain message or passed where git cannot read it as an option: messages on stdin,
 * author and committer in the environment, paths after `--` with `--literal-pathspecs`, branch
 * names checked by git itself and never starting with "-".
 */
import { isAbsolute } from 'node:path';
import { CONFIG_DIR } from '../files.ts';
import { PublishError } from './errors.ts';
import { runGit } from './git.ts';

/** Where uploaded images will live once the media library lands; publishing may already name files there. */
export const MEDIA_DIR = 'public/media';
/** The folders an editor may publish files from, relative to the project root. */
export const PUBLISHABLE_DIRS: readonly string[] = [CONFIG_DIR, MEDIA_DIR];

const MAX_FILES = 500;
const MAX_PATH = 400;
const MAX_MESSAGE = 5000;
/** Control characters (a newline in a name would forge a header line; NUL ends a C string early). */
const hasControl = (text: string, allowLines = false) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 || code === 0x7f) && !(allowLines && (c === '\n' || c === '\t'));
  });

const refuse = (message: string) => new PublishError('invalid-input', message);

/** One publishable path: relative, no "." or ".." parts, inside one of PUBLISHABLE_DIRS, no control characters. */
export function checkFile(file: unknown): string {
  if (typeof file !== 'string' || file === '') throw refuse('A file name is missing.');
  const shown = JSON.stringify(file.slice(0, 80));
  if (file.length > MAX_PATH) throw refuse(`The file name ${shown}… is too long.`);
  if (hasControl(file) || file.includes('\\')) throw refuse(`The file name ${shown} contains a backslash or a control character.`);
  if (isAbsolute(file) || /^[a-zA-Z]:/.test(file)) throw refuse(`The file name ${shown} must be relative to the project.`);
  const parts = file.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) throw refuse(`The file name ${shown} may not contain "..", "." or empty parts.`);
  if (parts.some((p) => p.toLowerCase() === '.git')) throw refuse(`The file name ${shown} points into git's own folder.`);
  const inside = PUBLISHABLE_DIRS.some((dir) => {
    const prefix = dir.split('/');
    return parts.length > prefix.length && prefix.every((p, i) => parts[i] === p);
  });
  if (!inside) throw refuse(`Only files inside ${PUBLISHABLE_DIRS.map((d) => `${d}/`).join(' or ')} can be published, not ${shown}.`);
  return file;
}

/** The list of files to publish: at least one, each checked, duplicates dropped. */
export function checkFiles(files: unknown): string[] {
  if (!Array.isArray(files) || files.length === 0) throw refuse('No files were chosen to publish.');
  if (files.length > MAX_FILES) throw refuse(`At most ${MAX_FILES} files can be published at once.`);
  return [...new Set(files.map(checkFile))];
}

/** The commit message, with line ends made "\n" and outer blanks trimmed; it goes to git on stdin, never as an argument. */
export function checkMessage(message: unknown): string {
  if (typeof message !== 'string' || message.trim() === '') throw refuse('Describe the change in a few words before publishing.');
  const text = message.replace(/\r\n?/g, '\n').trim();
  if (text.length > MAX_MESSAGE) throw refuse(`The description is too long (at most ${MAX_MESSAGE} characters).`);
  if (hasControl(text, true)) throw refuse('The description contains control characters.');
  return `${text}\n`;
}

export interface Author {
  name: string;
  email: string;
}

/**
 * The person publishing, as git's author and committer variables. They go in the environment, so
 * nothing can turn them into an option, and git's own identity settings are not needed. Name: no
 * "<", ">" or control characters (a newline would forge a header); email: one "@", no blanks.
 * Without an author, git's configured identity is used.
 */
export function authorEnv(author: unknown): Record<string, string> {
  if (author === undefined || author === null) return {};
  if (typeof author !== 'object') throw refuse('The author must have a name and an email address.');
  const { name, email } = author as Partial<Record<keyof Author, unknown>>;
  if (typeof name !== 'string' || name.trim() === '') throw refuse("The author's name is missing.");
  if (typeof email !== 'string' || email.trim() === '') throw refuse("The author's email address is missing.");
  const n = name.trim();
  const e = email.trim();
  if (n.length > 100 || /[<>]/.test(n) || hasControl(n))
    throw refuse(`The author's name ${JSON.stringify(n.slice(0, 100))} may not contain "<", ">" or line breaks.`);
  if (e.length > 254 || hasControl(e) || !/^[^\s<>@,;"]+@[^\s<>@,;"]+$/.test(e)) throw refuse(`${JSON.stringify(e.slice(0, 100))} is not an email address.`);
  return { GIT_AUTHOR_NAME: n, GIT_AUTHOR_EMAIL: e, GIT_COMMITTER_NAME: n, GIT_COMMITTER_EMAIL: e };
}

/** A remote's name as git accepts it, without anything that could read as an option or a path. */
export function checkRemoteName(remote: unknown): string {
  if (typeof remote !== 'string' || !/^[A-Za-z0-9_][A-Za-z0-9._-]{0,99}$/.test(remote) || remote.endsWith('.lock')) {
    throw refuse(`${JSON.stringify(remote)} is not a remote's name (letters, digits, ".", "_" and "-").`);
  }
  return remote;
}

/**
 * A branch name git accepts (`git check-ref-format --branch`), that names itself (not "@{-1}",
 * which git expands to another branch) and cannot be read as an option.
 */
export async function checkBranch(root: string, branch: unknown): Promise<string> {
  const bad = () => refuse(`${JSON.stringify(typeof branch === 'string' ? branch.slice(0, 100) : branch)} is not a valid branch name.`);
  if (typeof branch !== 'string' || branch === '' || branch.length > 200 || branch.startsWith('-') || hasControl(branch) || branch.includes('@{')) throw bad();
  const { stdout, code } = await runGit(root, ['check-ref-format', '--branch', branch], { okCodes: [0, 1, 128] });
  if (code !== 0 || stdout.trim() !== branch) throw bad();
  return branch;
}

/** A commit named by its hash (full or abbreviated): no revision expressions, nothing option-like. */
export function checkCommit(commit: unknown): string {
  if (typeof commit !== 'string' || !/^[0-9a-f]{4,64}$/i.test(commit)) throw refuse(`${JSON.stringify(commit)} is not a commit hash.`);
  return commit.toLowerCase();
}
