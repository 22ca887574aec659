import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const sources = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f))
    .map((f) => join(dir, f));

describe('the editor stays out of the site', () => {
  it('no file the site is built or rendered from imports the editor, its forms or its router', () => {
    const offenders = [
      ...sources('renderer'),
      ...['validator', 'build', 'dev-server', 'cli', 'bench'].flatMap(sources),
      'vite.config.ts',
      'uno.config.ts',
    ].filter((file) => /from ['"](?:[./]*editor\/|@rjsf\/|react-router)/.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
