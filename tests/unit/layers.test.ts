import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './fixture-config.ts';

/**
 * The renderer's layers, top to bottom: code may import its own layer or one below it, never one
 * above. Type-only imports are exempt: they describe a contract and vanish from the bundle.
 */
const LAYERS: Array<[layer: string, folders: string[]]> = [
  ['stories', ['renderer/storybook']],
  ['resolve', ['renderer/resolve']],
  [
    'render',
    [
      'renderer/server',
      'renderer/client',
      'renderer/page',
      'renderer/islands/loaders.ts',
      'renderer/islands/block-islands.ts',
      'renderer/islands/IslandRoot.tsx',
    ],
  ],
  ['blocks', ['renderer/blocks', 'renderer/chrome']],
  ['domain', ['renderer/machines', 'renderer/forms', 'renderer/payments', 'renderer/voice', 'renderer/plans', 'renderer/images']],
  ['ui', ['renderer/ui', 'renderer/islands/Island.tsx']],
  ['model', ['renderer/generated', 'renderer/styles']],
];

const bare = (path: string) => path.replace(/\.tsx?$/, '');

function layerOf(file: string): number {
  const found = LAYERS.findIndex(([, folders]) => folders.some((f) => bare(file) === bare(f) || file.startsWith(`${f}/`)));
  if (found < 0) throw new Error(`${file} is in no layer: add its folder to LAYERS`);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(projectRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => `${dir}/${f.split('\\').join('/')}`);
}

/** Runtime imports of a file (static and dynamic), as project paths without extension. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(join(projectRoot, file), 'utf8');
  const specs = [...text.matchAll(/^import (?!type )[^'"]*?from '([^']+)'|^import '([^']+)'|import\('([^']+)'\)/gm)].map((m) => m[1] ?? m[2] ?? m[3]);
  return specs
    .filter((s) => s.startsWith('.'))
    .map((s) =>
      relative(projectRoot, join(projectRoot, dirname(file), s))
        .split('\\')
        .join('/'),
    );
}

/** A block folder may use its own files, never another block's. */
const blockFolder = (file: string) => /^renderer\/blocks\/([^/]+)\//.exec(file)?.[1];
/** The block folder an import points into (a module in it, or the folder itself); none for renderer/blocks/define.ts and the registry. */
const targetFolder = (target: string) => blockFolder(target) ?? (existsSync(join(projectRoot, target)) ? blockFolder(`${target}/x`) : undefined);

describe('layers', () => {
  const files = sourceFiles('renderer');

  it('has every renderer file in a layer', () => {
    for (const file of files) expect(() => layerOf(file), file).not.toThrow();
  });

  it('imports only point down the layers (resolve → render → blocks → domain → ui → model)', () => {
    const upward: string[] = [];
    for (const file of files) {
      for (const target of runtimeImports(file)) {
        if (!target.startsWith('renderer/')) upward.push(`${file} imports ${target} (the validator, the build and the tools sit above the renderer)`);
        else if (target.startsWith('renderer/') && layerOf(target) < layerOf(file)) upward.push(`${file} imports ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('keeps each block folder to itself: shared code lives below the blocks', () => {
    const across = files.flatMap((file) =>
      runtimeImports(file)
        .filter((target) => blockFolder(file) && targetFolder(target) && targetFolder(target) !== blockFolder(file))
        .map((target) => `${file} imports ${target}`),
    );
    expect(across).toEqual([]);
  });
});

/**
 * The project's rooms, top to bottom, each a folder named for what it is: the command-line tools,
 * benchmarks and Storybook's setup; the editor's server and app; the dev server's plugin; the
 * build; the validator library (config loading, checks, writes, migrations); the renderer. Code
 * imports its own room or one below; the tools, and the test helpers of a room (test-*.ts), may
 * also use the tests' helpers (a project copy, a browser).
 */
const ROOMS: string[][] = [['cli', 'bench', '.storybook'], ['editor'], ['dev-server'], ['build'], ['validator'], ['renderer']];
const roomOf = (file: string) => ROOMS.findIndex((room) => room.some((r) => file.startsWith(`${r}/`)));

describe('rooms', () => {
  const files = ROOMS.flat().flatMap(sourceFiles);

  it('imports only point down the rooms (tools → editor → dev server → build → validator → renderer)', () => {
    const upward: string[] = [];
    for (const file of files) {
      for (const target of runtimeImports(file)) {
        const tools = roomOf(file) === 0 || file.startsWith('editor/bench/') || /\/test-[\w-]+\.ts$/.test(file);
        if (target.startsWith('tests/') ? !tools : roomOf(target) >= 0 && roomOf(target) < roomOf(file)) upward.push(`${file} imports ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
