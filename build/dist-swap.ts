/**
 * dist/ is replaced whole, never written in place. A build writes into `dist.next-<pid>` beside it
 * (the same filesystem: moving it is a rename) and swaps it in once every file is written: a build
 * that fails or is killed leaves the previous dist/ as it was. A `.git` in dist/ moves across.
 *
 * Creating a file costs the kernel far more than writing over one (the README's machinery table), so
 * the replaced dist/ is kept as a spare in node_modules/.cache/rivo-dist/ for the next build to write
 * over in place (page-steps.ts) and then remove what it did not write (removeOthers). What a killed
 * build left is cleared by the next, once its pid is not alive: dist/ is put back if the kill came mid-swap.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { isAlive } from '../validator/atomic-write.ts';
import { sha } from '../validator/cache-file.ts';

export interface DistOutput {
  /** The folder the build writes into. */
  dir: string;
  /** Whether `dir` holds an earlier build, to write over: what this build does not write must go. */
  reused: boolean;
  /** Moves the finished folder into place as dist/, with the previous one's .git. */
  swapIn(): void;
  /** Removes the unfinished folder (not once swapped in); for an error of the disk, the message to print instead of its stack. */
  abandon(error?: unknown): string | undefined;
}

const remove = (dir: string) => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });

/** Moves `from`/.git into `to`, which has none. */
function moveGit(from: string, to: string) {
  if (existsSync(join(from, '.git')) && !existsSync(join(to, '.git'))) renameSync(join(from, '.git'), join(to, '.git'));
}

/** Keeps a whole earlier build (`dir`) of `dist` as `spare` for the next build to write over, or removes it. */
function keep(dir: string, dist: string, spare: string) {
  try {
    mkdirSync(dirname(spare), { recursive: true });
    renameSync(dir, spare);
    writeFileSync(`${spare}.json`, JSON.stringify({ dist }));
  } catch {
    // Another filesystem, a read-only node_modules, or a spare kept by a build running at once.
    remove(dir);
  }
}

/** Removes the spares of checkouts that are gone: copies of the project (tests, benchmarks) share node_modules. */
function pruneSpares(spares: string) {
  if (!existsSync(spares)) return;
  for (const name of new Set(readdirSync(spares).map((n) => n.replace(/\.json$/, '')))) {
    let dist: string | undefined;
    try {
      dist = (JSON.parse(readFileSync(join(spares, `${name}.json`), 'utf8')) as { dist?: string }).dist;
    } catch {
      // Not recorded (a build killed while keeping it): removed.
    }
    if (dist === undefined || !existsSync(dirname(dist))) {
      remove(join(spares, name));
      rmSync(join(spares, `${name}.json`), { force: true });
    }
  }
}

/** What killed builds left beside `dist`: a `dist.old-<pid>` goes back in place if dist/ is missing, or is kept as the spare. */
function clearLeftBehind(dist: string, spare: string) {
  const left = readdirSync(dirname(dist)).flatMap((name) => {
    const match = name.startsWith(basename(dist)) ? /^\.(next|old)-(\d+)$/.exec(name.slice(basename(dist).length)) : null;
    const pid = Number(match?.[2]);
    return match && pid !== process.pid && !isAlive(pid) ? [{ path: join(dirname(dist), name), old: match[1] === 'old' }] : [];
  });
  // The previous builds first: one killed mid-swap may be the only whole dist/ there is.
  for (const { path, old } of left.sort((a, b) => Number(b.old) - Number(a.old))) {
    if (old && !existsSync(dist)) renameSync(path, dist);
    else if (old) {
      moveGit(path, dist);
      if (existsSync(spare)) remove(path);
      else keep(path, dist, spare);
    } else remove(path);
  }
}

/** Where a build writes `dist` (a link stands for its folder): the spare of `spares` kept for it, else a new folder. */
export function startDist(dist: string, spares = join(process.cwd(), 'node_modules', '.cache', 'rivo-dist')): DistOutput {
  const target = existsSync(dist) ? realpathSync(dist) : dist;
  const spare = join(spares, sha(target).slice(0, 12));
  const dir = `${target}.next-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  let reused = false;
  let finished = false;
  try {
    clearLeftBehind(target, spare);
    pruneSpares(spares);
    remove(dir);
    try {
      renameSync(spare, dir);
      rmSync(`${spare}.json`, { force: true });
      reused = true;
    } catch (e) {
      // None kept; or kept on another filesystem than dist/, where it is of no use.
      if ((e as NodeJS.ErrnoException).code === 'EXDEV') remove(spare);
      // Not recursive: on a read-only filesystem, a recursive mkdir reports ENOENT, not EROFS.
      mkdirSync(dir);
    }
  } catch (e) {
    throw new Error(diskProblem(e, target, dir) ?? `dist/ could not be prepared:\n${(e as Error).stack ?? String(e)}`);
  }
  return {
    dir,
    reused,
    swapIn() {
      const hadOne = existsSync(target);
      if (hadOne) renameSync(target, old);
      try {
        renameSync(dir, target);
      } catch (e) {
        if (hadOne) renameSync(old, target);
        throw e;
      }
      finished = true;
      if (!hadOne) return;
      moveGit(old, target);
      keep(old, target, spare);
    },
    abandon(error) {
      if (finished) return undefined;
      const message = error === undefined ? undefined : diskProblem(error, target, dir);
      try {
        // Half written over, it is no spare either.
        remove(dir);
      } catch {
        // The next build removes it.
      }
      return message;
    },
  };
}

/** Removes every file under `dist` but `kept` (paths relative to it, "/"-separated) and .git, then the folders left empty. */
export const removeOthers = (dist: string, kept: Iterable<string>) => void prune(dist, '', new Set(kept));

/** One folder at a time (memory holds a listing per level, not all of dist/); whether anything is left in `dir`. */
function prune(dir: string, rel: string, keep: ReadonlySet<string>): boolean {
  let left = false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = rel + entry.name;
    const abs = join(dir, entry.name);
    if (path === '.git' || keep.has(path)) left = true;
    else if (!entry.isDirectory()) rmSync(abs, { force: true });
    else if (prune(abs, `${path}/`, keep)) left = true;
    else rmdirSync(abs);
  }
  return left;
}

/**
 * What to tell someone whose build could not write its output (a full disk, a folder it may not write in): a stack
 * trace says neither what nor where. The error may come wrapped from a page thread or Vite's process, so its code is
 * looked for in its message too, and the system's words: Vite's bundler says "… No space left on device (os error 28)".
 */
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
 * The message for `error` when the disk refused the build's output (`dist`, written into `next`),
 * or undefined. A full disk's says the room a build takes: the previous dist/, or what this one wrote.
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
