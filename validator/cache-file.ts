/** What the build's and the editor's caches under node_modules/.cache/ share: writing a file whole, content hashes, entries and pruning. */
import { createHash } from 'node:crypto';
import { accessSync, constants, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';

/**
 * Writes one file of a cache under node_modules/.cache whole: a temporary file (".tmp-" in its name, which the caches'
 * pruning recognizes) renamed into place, so a reader never sees half of it and two writers of the same content leave
 * one. False when it cannot be written (a read-only node_modules): a cache only saves work, which is done again.
 */
export function writeCacheFile(file: string, data: string | Buffer): boolean {
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, data);
    renameSync(temp, file);
    return true;
  } catch {
    try {
      rmSync(temp, { force: true });
    } catch {
      // Its folder could not be made either (`force` passes over a missing file only).
    }
    return false;
  }
}

export const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
export const toPosix = (path: string) => path.split(sep).join('/');

/**
 * The cache folder `name` of the project at `root`: node_modules/.cache/<name>, or, where node_modules cannot be written
 * (installed read-only), <the system's temporary folder>/<name>-<the project's hash>. Made if need be.
 */
export function cacheDir(root: string, name: string): string {
  const inProject = join(root, 'node_modules', '.cache', name);
  try {
    mkdirSync(inProject, { recursive: true });
    accessSync(inProject, constants.W_OK);
    return inProject;
  } catch {
    const outside = join(tmpdir(), `${name}-${sha(root).slice(0, 12)}`);
    mkdirSync(outside, { recursive: true });
    return outside;
  }
}

/** A file's content hash, "-" for a missing file (its absence is part of the version too). */
export function fileSha(root: string, file: string): string {
  try {
    return sha(readFileSync(join(root, file)));
  } catch {
    return '-';
  }
}

/** Removes all but the `keep` newest finished entries of `cache` (besides `current`), and unfinished ones (".tmp-") older than an hour. */
export function pruneCache(cache: string, current: string, keep: number) {
  const entries = readdirSync(cache).map((name) => ({ path: join(cache, name), temp: name.includes('.tmp-'), at: statSync(join(cache, name)).mtimeMs }));
  const finished = entries.filter((e) => !e.temp && e.path !== current).sort((a, b) => b.at - a.at);
  const old = [...finished.slice(keep - 1), ...entries.filter((e) => e.temp && Date.now() - e.at > 3_600_000)];
  for (const e of old) rmSync(e.path, { recursive: true, force: true });
}

/**
 * Whether `entry` finished (its `manifest` is written last) and every input it recorded still
 * has the content it had: a file the key did not cover (one a build found it read) makes it stale too.
 */
export function inputsUnchanged(root: string, entry: string, manifest: string): boolean {
  let recorded: Record<string, string>;
  try {
    recorded = (JSON.parse(readFileSync(join(entry, manifest), 'utf8')) as { files: Record<string, string> }).files;
  } catch {
    return false;
  }
  return Object.entries(recorded).every(([file, hash]) => fileSha(root, file) === hash);
}

/** Records the hash of every input in `temp`'s `manifest`, then moves the finished `temp` into place as `entry`. */
export function finishEntry(root: string, temp: string, entry: string, manifest: string, inputs: string[]) {
  writeFileSync(join(temp, manifest), JSON.stringify({ files: Object.fromEntries(inputs.map((f) => [f, fileSha(root, f)])) }, null, 2));
  rmSync(entry, { recursive: true, force: true });
  try {
    renameSync(temp, entry);
  } catch (e) {
    // Another build of the same inputs finished first: its entry is the same.
    if (!inputsUnchanged(root, entry, manifest)) throw e;
  }
}
