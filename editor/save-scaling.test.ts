import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longPage } from '../tests/fixtures/hostile/corpus.ts';
import { hashText } from './files.ts';
import { saveConfigFile } from './pages.ts';
import { tempProject, validators } from './test-project.ts';

/** The fastest of `runs` one-field saves of `file` (its middle block's heading), the whole-site check included. */
function fastestSave(root: string, file: string, runs: number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const text = readFileSync(join(root, file), 'utf8');
    const data = JSON.parse(text) as { blocks: Array<{ heading: string }> };
    data.blocks[Math.floor(data.blocks.length / 2)].heading = `Renamed ${i}`;
    const started = performance.now();
    const saved = saveConfigFile(root, validators(), { file, data, hash: hashText(text) });
    best = Math.min(best, performance.now() - started);
    if (!saved.ok) throw new Error(saved.message);
  }
  return best;
}

describe('a long page saves as fast as a short one', () => {
  it('a one-field save of a 2,000-block page takes at most 20 times as long as one of a 100-block page', () => {
    const root = tempProject();
    const short = 'site.config/pages/short-page.json';
    const long = 'site.config/pages/long-page.json';
    writeFileSync(join(root, short), longPage(100, '/short-page'));
    writeFileSync(join(root, long), longPage(2000, '/long-page'));
    fastestSave(root, short, 2); // compiles the schemas and warms the code up
    // A ratio, so machine load does not matter; the fastest run of each, so one slow moment does not either.
    const ratio = fastestSave(root, long, 5) / fastestSave(root, short, 5);
    expect(ratio).toBeLessThanOrEqual(20);
  }, 60_000);
});
