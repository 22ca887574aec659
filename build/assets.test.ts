// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetCache, cacheMode } from './assets.ts';

const root = mkdtempSync(join(tmpdir(), 'asset-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const filesIn = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.includes('.') && !f.endsWith('.vite'))
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );

describe('the browser assets cache', () => {
  write('package-lock.json', '{}');
  write('renderer/main.ts', 'export {}');
  write('public/favicon.svg', '<svg/>');
  write('schema/site.json', '{}');
  write('dist/assets/main-1.js', 'js');
  write('dist/.vite/manifest.json', '{}');
  write('dist/favicon.svg', '<svg/>');
  write('dist/index.html', 'a page, not Vite’s');

  it('keeps what Vite wrote and gives it back while no input changed', () => {
    expect(assetCache(root).fresh()).toBeUndefined();
    assetCache(root).store(
      join(root, 'dist'),
      ['assets/main-1.js', '.vite/manifest.json'],
      [join(root, 'renderer/main.ts'), join(root, 'schema/site.json'), '\0virtual:uno.css', join(root, 'node_modules/react/index.js')],
    );
    const entry = assetCache(root).fresh();
    expect(entry).toBeDefined();
    const dist = join(root, 'dist2');
    const restored = assetCache(root).restore(entry!, dist);
    expect(filesIn(dist)).toEqual({ 'assets/main-1.js': 'js', '.vite/manifest.json': '{}', 'favicon.svg': '<svg/>' });
    expect(restored.sort()).toEqual(['.vite/manifest.json', 'assets/main-1.js', 'favicon.svg']);
  });

  it('is stale when a renderer or public file, a file Vite read, the lockfile or a VITE_ variable changes', () => {
    for (const [file, text] of [
      ['renderer/main.ts', 'export const a = 1'],
      ['renderer/new.css', 'p{}'],
      ['public/favicon.svg', '<svg></svg>'],
      ['schema/site.json', '{"a":1}'],
      ['package-lock.json', '{"b":1}'],
    ]) {
      const before = file === 'renderer/new.css' ? '' : readFileSync(join(root, file), 'utf8');
      write(file, text);
      expect(assetCache(root).fresh(), file).toBeUndefined();
      if (file === 'renderer/new.css') rmSync(join(root, file));
      else write(file, before);
      expect(assetCache(root).fresh(), file).toBeDefined();
    }
    expect(assetCache(root, { VITE_API: 'x' }).fresh()).toBeUndefined();
  });

  it('is used unless RIVO_ASSET_CACHE says refresh or off', () => {
    expect([cacheMode(undefined), cacheMode('refresh'), cacheMode('off'), cacheMode('yes')]).toEqual(['use', 'refresh', 'off', 'use']);
  });
});
