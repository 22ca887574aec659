import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeOthers } from './dist-swap.ts';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function files(paths: string[]) {
  dist = mkdtempSync(join(tmpdir(), 'rivo-dist-'));
  for (const path of paths) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), path);
  }
}

const left = () => readdirSync(dist, { recursive: true, encoding: 'utf8' }).sort();

describe('removeOthers', () => {
  it('keeps the files a build wrote and removes the rest, with the folders they leave empty', () => {
    files(['index.html', 'old-page.html', 'blog/gone/index.html', 'blog/kept.html', 'assets/main-new.js', 'assets/main-old.js', 'a/b/c/old.html']);
    removeOthers(dist, ['index.html', 'blog/kept.html', 'assets/main-new.js']);
    expect(left()).toEqual(['assets', 'assets/main-new.js', 'blog', 'blog/kept.html', 'index.html']);
  });

  it('leaves a .git folder alone (dist/ checked out as a deploy branch)', () => {
    files(['.git/HEAD', '.git/objects/ab/cdef', '.gitkeep', 'index.html']);
    removeOthers(dist, []);
    expect(existsSync(join(dist, '.git', 'objects', 'ab', 'cdef'))).toBe(true);
    expect(existsSync(join(dist, 'index.html'))).toBe(false);
    expect(existsSync(join(dist, '.gitkeep'))).toBe(false);
  });
});
