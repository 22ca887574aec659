import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandLoaders } from '../renderer/islands/loaders.ts';
import { islandEntries, islandSourceFiles } from './island-sources.ts';

const root = join(import.meta.dirname, '..');

describe('the islands as the browser loads them', () => {
  it('finds every island of the loader tables, with its module', () => {
    const entries = islandEntries(root);
    expect([...entries.keys()].sort()).toEqual(Object.keys(islandLoaders).sort());
    expect(entries.get('siteHeader')).toBe(join(root, 'renderer/chrome/SiteHeader.island.tsx'));
  });

  it('lists the modules an island imports for their values, within renderer/', () => {
    const files = islandSourceFiles(root);
    expect(files).toContain(join(root, 'renderer/chrome/SiteHeader.island.tsx'));
    expect(files.every((f) => f.startsWith(join(root, 'renderer')))).toBe(true);
    expect(files).toEqual([...files].sort());
  });
});
