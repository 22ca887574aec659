/**
 * What to tell someone whose build could not write its output: a full disk or a folder the build
 * may not write in is theirs to fix, and a stack trace says neither what nor where. The error may
 * come from this thread or from Vite's, wrapped or passed across threads, so its code is looked
 * for in its message too, and so are the system's words for it: Vite's bundler, in Rust, reports
 * "Failed to write file in …: No space left on device (os error 28)".
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const CODE = /\b(ENOSPC|EDQUOT|EROFS|EACCES|EPERM)\b/;
const WORDS: Array<[RegExp, string]> = [
  [/no space left on device/i, 'ENOSPC'],
  [/disk quota exceeded/i, 'EDQUOT'],
  [/read-only file system/i, 'EROFS'],
  [/permission denied/i, 'EACCES'],
  [/operation not permitted/i, 'EPERM'],
];

/** Bytes of the files under `dir`, its .git folder left out. */
function bytesIn(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/^\.git(\/|$)/.test(relative(dir, join(e.parentPath, e.name))))
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
}

/**
 * The message for `error` when the disk refused the build's output (`dist`, being written into
 * `next`), or undefined for any other error. A full disk's message says how much room a build
 * takes: as much as the previous dist/, or what this one wrote before the disk was full.
 */
export function diskProblem(error: unknown, dist: string, next: string): string | undefined {
  const { code, message = '', path = /'([^']+)'/.exec(message)?.[1] } = (error ?? {}) as { code?: string; message?: string; path?: string };
  const named = CODE.exec(code ?? '')?.[1] ?? CODE.exec(message)?.[1];
  const found = named ?? WORDS.find(([words]) => words.test(message))?.[1];
  const full = found === 'ENOSPC' || found === 'EDQUOT';
  // A file the build only reads (the config, a cache) is not the output's problem, nor are the
  // words alone (a page's text may hold them): a full disk is, wherever it shows.
  const inOutput = message.includes(dist) || (path === undefined ? named !== undefined : path.startsWith(dist));
  if (!found || (!full && !inOutput)) return undefined;
  const folder = dirname(dist);
  const kept = existsSync(dist) ? 'the previous dist/ is unchanged' : 'no dist/ was made';
  if (full) {
    const mb = Math.max(1, Math.ceil(Math.max(bytesIn(dist), bytesIn(next)) / 1e6));
    return `${found === 'EDQUOT' ? 'The disk quota is used up' : 'The disk is full'}: the build needs about ${mb} MB in ${folder}; ${kept}.`;
  }
  if (found === 'EROFS') return `${folder} is on a read-only filesystem: the build cannot write dist/ there; ${kept}.`;
  return `The build may not write in ${folder} (${found}): it needs permission to create and rename folders there; ${kept}.`;
}
