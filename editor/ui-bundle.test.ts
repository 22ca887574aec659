import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleInputs, bundleKey, CACHE_DIR, ensureBundle, isFresh, relativeImports } from './ui-bundle.ts';

const repo = join(import.meta.dirname, '..');
const made: string[] = [];
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small project: an editor UI that imports one file from elsewhere, a type and a test. */
function project(): string {
  mkdirSync(join(repo, 'tests'), { recursive: true });
  const root = mkdtempSync(join(repo, 'tests', '.tmp-editor-bundle-'));
  made.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('package-lock.json', '{"lockfileVersion":3}');
  write('editor/ui/index.html', '<!doctype html><div id="root"></div><script type="module" src="/editor/ui/main.ts"></script>');
  write(
    'editor/ui/main.ts',
    "import { greet } from '../../shared/greet.ts';\nimport type { Kind } from '../kinds.ts';\nimport './ui.css';\nconst k: Kind = 'a';\ndocument.body.append(greet(k));\n",
  );
  write('editor/ui/ui.css', 'body { color: #123; }');
  write('editor/ui/main.test.ts', "import { x } from '../../elsewhere.ts';");
  write('editor/kinds.ts', "export type Kind = 'a';");
  write('shared/greet.ts', 'export const greet = (s: string) => `hello ${s}`;');
  return root;
}

describe('relativeImports', () => {
  it('lists what a module loads at run time: static, side-effect, re-exports and dynamic; not `import type`', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "import { type C, c } from './c.ts';",
      "import './d.css';",
      "export { e } from './e.ts';",
      "export type { F } from './f.ts';",
      "const g = () => import('./g.tsx');",
      "import react from 'react';",
    ].join('\n');
    expect(relativeImports(source)).toEqual(['./a.ts', './c.ts', './d.css', './e.ts', './g.tsx']);
  });
});

describe('the cache key', () => {
  it('covers editor/ui/ (not its tests), what it imports from the project, package-lock.json and the build config', () => {
    expect(bundleInputs(project())).toEqual([
      'editor/ui-bundle.ts',
      'editor/ui/index.html',
      'editor/ui/main.ts',
      'editor/ui/ui.css',
      'package-lock.json',
      'shared/greet.ts',
    ]);
  });

  it('changes with any input, not with a test or a type-only import', () => {
    const root = project();
    const key = bundleKey(root);
    expect(bundleKey(root)).toBe(key);
    writeFileSync(join(root, 'editor/ui/main.test.ts'), '// another test');
    writeFileSync(join(root, 'editor/kinds.ts'), "export type Kind = 'a' | 'b';");
    expect(bundleKey(root)).toBe(key);
    for (const [file, text] of [
      ['shared/greet.ts', 'export const greet = (s: string) => `hi ${s}`;'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['editor/ui/ui.css', 'body { color: #456; }'],
      ['editor/ui/new-screen.tsx', 'export {};'],
    ]) {
      const before = bundleKey(root);
      writeFileSync(join(root, file), text);
      expect(bundleKey(root), file).not.toBe(before);
    }
  });

  it('the real editor: its screens, machines and styles, and nothing of the site', () => {
    const inputs = bundleInputs(repo);
    expect(inputs).toEqual(expect.arrayContaining(['editor/ui/main.tsx', 'editor/ui/machines/document.ts', 'editor/ui/editor.css', 'package-lock.json']));
    expect(inputs.filter((f) => f.endsWith('.test.ts') || f.startsWith('renderer/') || f.startsWith('node_modules/'))).toEqual([]);
  });
});

describe('isFresh', () => {
  it('needs a finished build (index.html and its record of inputs) whose recorded inputs are unchanged', () => {
    const root = project();
    const dir = join(root, CACHE_DIR, 'k');
    mkdirSync(dir, { recursive: true });
    expect(isFresh(root, dir)).toBe(false);
    writeFileSync(join(dir, 'inputs.json'), JSON.stringify({ files: { 'shared/greet.ts': sha(join(root, 'shared/greet.ts')) } }));
    expect(isFresh(root, dir)).toBe(false);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    expect(isFresh(root, dir)).toBe(true);
    writeFileSync(join(root, 'shared/greet.ts'), 'export const greet = () => "changed";');
    expect(isFresh(root, dir)).toBe(false);
    rmSync(join(root, 'shared/greet.ts'));
    expect(isFresh(root, dir)).toBe(false);
  });
});

describe('ensureBundle', () => {
  it('builds once per version of the inputs, into the cache, and reuses it', async () => {
    const root = project();
    let preparing = 0;
    const first = await ensureBundle(root, () => preparing++);
    expect([first.built, preparing]).toEqual([true, 1]);
    expect(first.dir).toBe(join(root, CACHE_DIR, bundleKey(root)));
    const index = readFileSync(join(first.dir, 'index.html'), 'utf8');
    const script = /src="(\/__editor\/[^"]+\.js)"/.exec(index)?.[1];
    expect(script).toBeDefined();
    expect(index).toMatch(/href="\/__editor\/[^"]+\.css"/);
    expect(readFileSync(join(first.dir, script!), 'utf8')).toContain('hello');
    const recorded = Object.keys((JSON.parse(readFileSync(join(first.dir, 'inputs.json'), 'utf8')) as { files: object }).files);
    expect(recorded).toEqual(expect.arrayContaining(['editor/ui/main.ts', 'shared/greet.ts', 'package-lock.json']));

    const again = await ensureBundle(root, () => preparing++);
    expect([again, preparing]).toEqual([{ dir: first.dir, built: false }, 1]);

    writeFileSync(join(root, 'shared/greet.ts'), 'export const greet = (s: string) => `bonjour ${s}`;');
    const changed = await ensureBundle(root, () => preparing++);
    expect([changed.built, preparing, changed.dir === first.dir]).toEqual([true, 2, false]);
    expect(existsSync(first.dir)).toBe(true);
  }, 60_000);

  it("builds into the system's temporary folder where node_modules cannot be written, and reuses it there", async () => {
    const root = project();
    // node_modules/.cache as a file stands for a node_modules that cannot be written (root writes through chmod).
    mkdirSync(join(root, 'node_modules'), { recursive: true });
    writeFileSync(join(root, 'node_modules', '.cache'), '');
    const first = await ensureBundle(root, () => undefined);
    made.push(join(first.dir, '..'));
    expect(first.built).toBe(true);
    expect(first.dir.startsWith(join(tmpdir(), 'rivo-editor-'))).toBe(true);
    expect(readFileSync(join(first.dir, 'index.html'), 'utf8')).toContain('/__editor/');
    expect(await ensureBundle(root, () => undefined)).toEqual({ dir: first.dir, built: false });
  });
});
