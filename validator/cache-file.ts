import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

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
