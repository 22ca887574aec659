/**
 * The pictures' cache, node_modules/.cache/rivo-images/<key>/: one folder per picture and encoding
 * settings, its files and entry.json (written last: a folder without it did not finish). A build
 * marks each entry it takes by the time of its entry.json, so an entry's age is the time since a
 * build last used it.
 *
 * Pruning: after a whole-site build (never a shard's: another shard may need what this one does
 * not), the entries that build neither used nor made go. Temporary copies of the project (the
 * benchmarks', the browser tests') share node_modules, and so this cache, with the project: each
 * config folder's last whole build lists its entries in .builds/, and an entry stays while any
 * config folder that still exists lists it, or while a build used it within the last GRACE_MS (one
 * may be copying from it right now). Unfinished folders go after an hour.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageFormat } from '../renderer/images/format.ts';
import { sha } from '../validator/cache-file.ts';

export const IMAGE_CACHE_DIR = 'node_modules/.cache/rivo-images';
export const ENTRY_FILE = 'entry.json';
/** How recently another build must have used an entry for a prune to leave it. */
export const GRACE_MS = 10 * 60_000;
const UNFINISHED_MS = 60 * 60_000;

export interface CachedEntry {
  width: number;
  height: number;
  format: ImageFormat;
  variants: Array<{ format: ImageFormat; width: number; file: string }>;
}

/** The finished entry in `entryDir`, marked as used now; undefined when there is none. */
export function takeCached(entryDir: string): CachedEntry | undefined {
  const file = join(entryDir, ENTRY_FILE);
  let entry: CachedEntry;
  try {
    entry = JSON.parse(readFileSync(file, 'utf8')) as CachedEntry;
  } catch {
    return undefined;
  }
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // A read-only cache still serves; it is only pruned sooner.
  }
  return entry;
}

const BUILDS = '.builds';

/**
 * Records `keys` as what the whole build of `configRoot` used, then removes the entries of `cache` that no existing
 * config folder's last whole build used and no build used within `graceMs`, and unfinished ones older than an hour;
 * the names removed.
 */
export function pruneImageCache(cache: string, configRoot: string, keys: readonly string[], graceMs = GRACE_MS, now = Date.now()): string[] {
  const keep = new Set(keys);
  try {
    mkdirSync(join(cache, BUILDS), { recursive: true });
    writeFileSync(join(cache, BUILDS, `${sha(configRoot).slice(0, 16)}.json`), JSON.stringify({ config: configRoot, keys }));
    for (const list of readdirSync(join(cache, BUILDS))) {
      const path = join(cache, BUILDS, list);
      try {
        const other = JSON.parse(readFileSync(path, 'utf8')) as { config: string; keys: string[] };
        // A temporary copy's folder is gone: what only it used goes too.
        if (existsSync(other.config)) for (const key of other.keys) keep.add(key);
        else rmSync(path, { force: true });
      } catch {
        rmSync(path, { force: true });
      }
    }
  } catch {
    return []; // No cache folder (nothing was made), or one this build cannot write: nothing to prune.
  }
  const removed: string[] = [];
  for (const name of readdirSync(cache)) {
    if (keep.has(name) || name.startsWith('.')) continue;
    const path = join(cache, name);
    const unfinished = name.includes('.tmp-');
    // A finished entry's last use is its entry.json's time; a folder without one is unfinished (or broken) and aged by its own.
    const at = lastTouched(unfinished ? path : join(path, ENTRY_FILE)) ?? lastTouched(path);
    if (at === undefined || now - at <= (unfinished ? UNFINISHED_MS : graceMs)) continue;
    try {
      rmSync(path, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Left for the next build: the site is built already, and the cache only grows meanwhile.
    }
  }
  return removed;
}

function lastTouched(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}
