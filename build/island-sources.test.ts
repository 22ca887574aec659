import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

describe('the islands of a project, read from syntax trees', () => {
  const project = mkdtempSync(join(tmpdir(), 'island-sources-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    writeFileSync(join(project, file), text);
  };
  write(
    'renderer/islands/loaders.ts',
    `import { blockIslandLoaders } from './block-islands';\n// menu: () => import('../gone/Menu.island'),\nexport const chromeIslandLoaders = {\n  menu: () =>\n    import(\n      "../chrome/Menu.island"\n    ),\n};\nexport const islandLoaders = { ...chromeIslandLoaders, ...blockIslandLoaders };\n`,
  );
  write('renderer/islands/block-islands.ts', `export const blockIslandLoaders = { faq: () => import('../blocks/Faq/Faq.island') };\n`);
  write(
    'renderer/chrome/Menu.island.tsx',
    [
      `import type { Look } from '../ui/look';`,
      `import { type Tone } from '../ui/tone';`,
      `// import { old } from '../ui/old';`,
      `import { Button } from '../ui/Button';`,
      `export { icons } from '../ui/icons';`,
      `export type { Size } from '../ui/size';`,
      `const text = "import x from '../ui/in-a-string'";`,
      `export default function Menu() { void import('../ui/later'); return <nav>{text}<Button /></nav>; }`,
    ].join('\n'),
  );
  write('renderer/blocks/Faq/Faq.island.tsx', `export default function Faq() { return <details />; }\n`);
  for (const name of ['look', 'tone', 'old', 'in-a-string', 'size']) write(`renderer/ui/${name}.ts`, 'export {};\n');
  for (const name of ['Button.tsx', 'icons.ts', 'later.ts']) write(`renderer/ui/${name}`, 'export const x = 1;\n');

  it('takes each entry of the tables however it is written, and not one in a comment', () => {
    expect(islandEntries(project)).toEqual(
      new Map([
        ['menu', join(project, 'renderer/chrome/Menu.island.tsx')],
        ['faq', join(project, 'renderer/blocks/Faq/Faq.island.tsx')],
      ]),
    );
  });

  it('follows imports, re-exports and import()s for values, not type-only ones, comments or text', () => {
    const files = islandSourceFiles(project).map((f) => f.slice(project.length + 1));
    expect(files).toEqual([
      'renderer/blocks/Faq/Faq.island.tsx',
      'renderer/chrome/Menu.island.tsx',
      'renderer/ui/Button.tsx',
      'renderer/ui/icons.ts',
      'renderer/ui/later.ts',
    ]);
  });

  it('names the island whose module does not exist', () => {
    write('renderer/islands/block-islands.ts', `export const blockIslandLoaders = { gone: () => import('../blocks/Gone/Gone.island') };\n`);
    expect(() => islandEntries(project)).toThrow(
      `renderer/islands/block-islands.ts: the island "gone" imports ../blocks/Gone/Gone.island, which does not exist`,
    );
  });
});
