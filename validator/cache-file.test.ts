import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheDir, writeCacheFile } from './cache-file.ts';

const root = mkdtempSync(join(tmpdir(), 'cache-file-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('writeCacheFile', () => {
  it('writes the file whole, its folders made, and leaves no temporary file', () => {
    expect(writeCacheFile(join(root, 'a', 'b', 'entry.json'), '{"x":1}')).toBe(true);
    expect(readFileSync(join(root, 'a', 'b', 'entry.json'), 'utf8')).toBe('{"x":1}');
    expect(readdirSync(join(root, 'a', 'b'))).toEqual(['entry.json']);
  });

  it('answers false where nothing can be written, and leaves nothing behind', () => {
    // A file where its folder should be: mkdir fails as on a read-only node_modules.
    writeFileSync(join(root, 'blocked'), '');
    expect(writeCacheFile(join(root, 'blocked', 'entry.json'), 'x')).toBe(false);
    expect(readdirSync(root).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});

describe('cacheDir', () => {
  it("is under the project's node_modules/.cache, or, where that cannot be written, a folder of its own in the temporary one", () => {
    const project = join(root, 'project');
    expect(cacheDir(project, 'rivo-test')).toBe(join(project, 'node_modules', '.cache', 'rivo-test'));
    expect(existsSync(join(project, 'node_modules', '.cache', 'rivo-test'))).toBe(true);
    // node_modules/.cache as a file stands for a node_modules that cannot be written (root writes through chmod).
    const readOnly = join(root, 'read-only');
    mkdirSync(join(readOnly, 'node_modules'), { recursive: true });
    writeFileSync(join(readOnly, 'node_modules', '.cache'), '');
    const outside = cacheDir(readOnly, 'rivo-test');
    try {
      expect(outside.startsWith(join(tmpdir(), 'rivo-test-'))).toBe(true);
      expect(existsSync(outside)).toBe(true);
      expect(cacheDir(readOnly, 'rivo-test')).toBe(outside);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
