import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript without declarations (launch.mjs runs it before anything is compiled)
import { compiled, compileFolder, remember, unchanged } from './compile.mjs';

const root = join(import.meta.dirname, '..');
const cache = join(root, 'node_modules/.cache/rivo-build');
// Inside the project: compile.mjs names inputs from its root.
const dir = join(root, 'node_modules/.cache', `compile-test-${process.pid}`);
const name = `compile-test-${process.pid}`;
// One record per command and project (the copies of a project that share node_modules each keep their own).
const record = join(cache, `${name}-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.json`);
const made: string[] = [];

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(record, { force: true });
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

describe('compile.mjs: a compile reused while its inputs are unchanged', () => {
  it('records the files esbuild read, and reuses the folder until one of them changes in content', async () => {
    mkdirSync(dir, { recursive: true });
    const dep = join(dir, 'dep.ts');
    writeFileSync(join(dir, 'entry.ts'), `import { word } from './dep.ts';\nconsole.log(word);\n`);
    writeFileSync(dep, `export const word: string = 'one';\n`);
    const result = (await compiled({ entry: relative(root, join(dir, 'entry.ts')) })) as { folder: string; inputs: Record<string, string> };
    made.push(result.folder);
    expect(Object.keys(result.inputs).sort()).toEqual([relative(root, dep), relative(root, join(dir, 'entry.ts'))].sort());
    expect(readFileSync(join(result.folder, 'entry.mjs'), 'utf8')).toContain('"one"');

    expect(unchanged(name)).toBeUndefined();
    remember(name, [result.folder], result.inputs);
    expect(unchanged(name)).toEqual([result.folder]);
    // The record also names what every compile depends on besides its sources.
    const { inputs } = JSON.parse(readFileSync(record, 'utf8')) as { inputs: Record<string, string> };
    expect(Object.keys(inputs)).toEqual(expect.arrayContaining(['build/compile.mjs', 'build/launch.mjs', 'package-lock.json', 'tsconfig.json']));

    writeFileSync(dep, `export const word: string = 'two';\n`);
    expect(unchanged(name)).toBeUndefined();
    // Content, not the time of change: the same text again is the same compile.
    writeFileSync(dep, `export const word: string = 'one';\n`);
    expect(unchanged(name)).toEqual([result.folder]);

    rmSync(dep);
    expect(unchanged(name)).toBeUndefined();
    writeFileSync(dep, `export const word: string = 'one';\n`);
    rmSync(result.folder, { recursive: true });
    expect(existsSync(result.folder)).toBe(false);
    expect(unchanged(name)).toBeUndefined();
  });

  it('records nothing when a file changed after the compile read it (saved during the compile)', async () => {
    writeFileSync(join(dir, 'dep.ts'), `export const word: string = 'three';\n`);
    const result = (await compiled({ entry: relative(root, join(dir, 'entry.ts')) })) as { folder: string; inputs: Record<string, string> };
    made.push(result.folder);
    rmSync(record, { force: true });
    writeFileSync(join(dir, 'dep.ts'), `export const word: string = 'four';\n`);
    remember(name, [result.folder], result.inputs);
    expect(existsSync(record)).toBe(false);
    expect(unchanged(name)).toBeUndefined();
  });

  it('keeps the last compile only: going back to an earlier content compiles again', async () => {
    const entry = relative(root, join(dir, 'entry.ts'));
    const compileWith = async (word: string) => {
      writeFileSync(join(dir, 'dep.ts'), `export const word: string = '${word}';\n`);
      const result = (await compiled({ entry })) as { folder: string; inputs: Record<string, string> };
      made.push(result.folder);
      remember(name, [result.folder], result.inputs);
      return result.folder;
    };
    const five = await compileWith('five');
    const six = await compileWith('six');
    expect(five).not.toBe(six);
    expect(unchanged(name)).toEqual([six]);
    writeFileSync(join(dir, 'dep.ts'), `export const word: string = 'five';\n`);
    expect(unchanged(name)).toBeUndefined();
  });

  it('takes a damaged record for none', () => {
    writeFileSync(record, '{"folders": [');
    expect(unchanged(name)).toBeUndefined();
  });
});

describe('compile.mjs: where the compiled code goes', () => {
  it("goes under the project's node_modules/.cache/, or, where that cannot be written, beside a link to node_modules in the temporary folder", async () => {
    expect(compileFolder(root)).toBe(cache);
    // node_modules/.cache as a file stands for a node_modules that cannot be written (root writes through chmod).
    const project = mkdtempSync(join(tmpdir(), 'compile-folder-'));
    made.push(project);
    mkdirSync(join(project, 'node_modules', 'some-package'), { recursive: true });
    writeFileSync(join(project, 'node_modules', '.cache'), '');
    writeFileSync(
      join(project, 'node_modules', 'some-package', 'package.json'),
      JSON.stringify({ name: 'some-package', type: 'module', exports: './index.js' }),
    );
    writeFileSync(join(project, 'node_modules', 'some-package', 'index.js'), 'export const found = true;');
    const folder = compileFolder(project);
    made.push(join(folder, '..'));
    expect(folder.startsWith(realpathSync(tmpdir())) || folder.startsWith(tmpdir())).toBe(true);
    // Compiled code in a folder under it resolves the project's packages.
    mkdirSync(join(folder, 'abc'), { recursive: true });
    writeFileSync(join(folder, 'abc', 'entry.mjs'), "export { found } from 'some-package';");
    expect((await import(pathToFileURL(join(folder, 'abc', 'entry.mjs')).href)).found).toBe(true);
  });
});
