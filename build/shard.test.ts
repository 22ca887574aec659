// @vitest-environment node
/**
 * `npm run build -- --shard K/N` in a temporary copy of the project: the shards' dist/ folders
 * put together are the one-machine build, byte for byte.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, snapshot } from '../tests/editor/project-copy.ts';
import { pagesOfShard, shardFromArgs } from './shard.ts';

const root = copyProject(process.cwd(), mkdtempSync(join(tmpdir(), 'build-shard-')));
// One redirect, so its files (written by every shard, like sitemap.xml) are compared too.
const redirects = { $schema: '../schema/redirects.schema.json', version: 2, redirects: [{ from: '/old-offer', to: '/calling-agents' }] };
writeFileSync(join(root, 'site.config', 'redirects.json'), JSON.stringify(redirects));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dist = join(root, 'dist');
const build = (...args: string[]) => promisify(execFile)(process.execPath, ['--enable-source-maps', join(root, 'build', 'launch.mjs'), ...args], { cwd: root });

describe('--shard K/N', () => {
  it('deals every page to exactly one shard, in the site’s order', () => {
    const pages = Array.from({ length: 10 }, (_, i) => i);
    const shards = [1, 2, 3].map((index) => pagesOfShard(pages, { index, count: 3 }));
    expect(shards).toEqual([
      [0, 3, 6, 9],
      [1, 4, 7],
      [2, 5, 8],
    ]);
    expect(pagesOfShard(pages, undefined)).toEqual(pages);
  });

  it('reads K/N in either spelling and refuses anything else with a plain message', () => {
    expect(shardFromArgs(['--shard', '2/4'])).toEqual({ index: 2, count: 4 });
    expect(shardFromArgs(['--shard=1/1'])).toEqual({ index: 1, count: 1 });
    expect(shardFromArgs([])).toBeUndefined();
    for (const bad of [['--shard', '0/2'], ['--shard', '3/2'], ['--shard'], ['--shard=two']])
      expect(() => shardFromArgs(bad)).toThrow(/^--shard takes K\/N, the K-th of N shares with 1 ≤ K ≤ N \(such as --shard 2\/4\), not /);
  });

  it('builds shards whose union is the one-machine build, byte for byte', async () => {
    await build();
    const whole = snapshot(dist);
    const union: Record<string, string> = {};
    const shares: number[] = [];
    for (const k of [1, 2, 3]) {
      const { stdout } = await build('--shard', `${k}/3`);
      expect(stdout).toMatch(new RegExp(`shard ${k}/3 of \\d+ pages`));
      const shard = snapshot(dist);
      shares.push(Object.keys(shard).filter((f) => f.endsWith('.html')).length);
      for (const [file, hash] of Object.entries(shard)) {
        // A file two shards both write (the assets, sitemap.xml, a shared CSS file) is the same in both.
        if (file in union) expect(hash, file).toBe(union[file]);
        union[file] = hash;
      }
    }
    expect(union).toEqual(whole);
    for (const file of ['_redirects', 'vercel.json', 'old-offer.html']) expect(whole).toHaveProperty([file]);
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toContain('old-offer');
    // Each shard holds about a third of the pages.
    const pages = Object.keys(whole).filter((f) => f.endsWith('.html')).length;
    for (const n of shares) expect(Math.abs(n - pages / 3)).toBeLessThanOrEqual(1);
  }, 240_000);
});
