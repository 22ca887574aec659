import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTRY_FILE, GRACE_MS, pruneImageCache, takeCached } from './image-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'image-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const NOW = Date.now();
const HOUR = 3_600_000;

/** A cache entry `name` last used `ago` ms before NOW (unfinished when its name says ".tmp-", so without entry.json). */
function entry(cache: string, name: string, ago: number) {
  const dir = join(cache, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'photo-1-480.avif'), 'bytes');
  const at = new Date(NOW - ago);
  if (!name.includes('.tmp-')) {
    writeFileSync(join(dir, ENTRY_FILE), JSON.stringify({ width: 480, height: 320, format: 'jpeg', variants: [] }));
    utimesSync(join(dir, ENTRY_FILE), at, at);
  }
  utimesSync(dir, at, at);
}

describe('pruneImageCache', () => {
  it('removes what the build neither used nor made, except what another build used lately, and unfinished folders after an hour', () => {
    const cache = join(root, 'prune');
    entry(cache, 'used-by-this-build', 30 * 24 * HOUR);
    entry(cache, 'made-by-this-build', 0);
    entry(cache, 'replaced-picture', 2 * HOUR);
    entry(cache, 'used-by-another-build-now', GRACE_MS / 2);
    entry(cache, 'old.tmp-123', 2 * HOUR);
    entry(cache, 'writing.tmp-456', 10 * 60_000);
    const removed = pruneImageCache(cache, join(root, 'site.config'), ['used-by-this-build', 'made-by-this-build'], GRACE_MS, NOW);
    expect(removed.sort()).toEqual(['old.tmp-123', 'replaced-picture']);
    expect(readdirSync(cache).sort()).toEqual(['.builds', 'made-by-this-build', 'used-by-another-build-now', 'used-by-this-build', 'writing.tmp-456']);
  });

  it("keeps what another config folder's last whole build used while that folder exists (copies of the project share the cache)", () => {
    const cache = join(root, 'shared');
    const [project, copy] = [join(root, 'project', 'site.config'), join(root, 'copy', 'site.config')];
    mkdirSync(project, { recursive: true });
    mkdirSync(copy, { recursive: true });
    entry(cache, 'project-picture', 0);
    expect(pruneImageCache(cache, project, ['project-picture'], GRACE_MS, NOW)).toEqual([]);
    entry(cache, 'copy-picture', 0);
    expect(pruneImageCache(cache, copy, ['copy-picture'], GRACE_MS, NOW)).toEqual([]);
    // Hours later, the project's build leaves the copy's picture, and the copy's build the project's.
    expect(pruneImageCache(cache, project, ['project-picture'], GRACE_MS, NOW + 2 * HOUR)).toEqual([]);
    expect(pruneImageCache(cache, copy, ['copy-picture'], GRACE_MS, NOW + 2 * HOUR)).toEqual([]);
    // The copy is removed: the project's next build takes what only the copy used.
    rmSync(join(root, 'copy'), { recursive: true });
    expect(pruneImageCache(cache, project, ['project-picture'], GRACE_MS, NOW + 2 * HOUR)).toEqual(['copy-picture']);
    expect(readdirSync(join(cache, '.builds'))).toHaveLength(1);
  });

  it('leaves a missing cache alone when the build used no picture', () => {
    expect(pruneImageCache(join(root, 'none'), join(root, 'site.config'), [])).toEqual([]);
  });
});

describe('takeCached', () => {
  it('reads a finished entry and marks it used now, so a prune by another build leaves it', () => {
    const cache = join(root, 'take');
    entry(cache, 'old-entry', 5 * HOUR);
    expect(takeCached(join(cache, 'old-entry'))).toEqual({ width: 480, height: 320, format: 'jpeg', variants: [] });
    expect(Date.now() - statSync(join(cache, 'old-entry', ENTRY_FILE)).mtimeMs).toBeLessThan(GRACE_MS);
    expect(pruneImageCache(cache, join(root, 'site.config'), [])).toEqual([]);
    expect(takeCached(join(cache, 'missing'))).toBeUndefined();
  });
});
