/** What the build's and the editor's caches under node_modules/.cache/ share: content hashes and pruning. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

export const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
export const toPosix = (path: string) => path.split(sep).join('/');

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
