import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCacheFile } from './cache-file.ts';

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
