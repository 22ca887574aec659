import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskProblem } from './dist-swap.ts';

const root = mkdtempSync(join(tmpdir(), 'disk-problem-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dist = join(root, 'dist');
const next = `${dist}.next-1`;
const failed = (code: string, path: string, text = 'failed') => Object.assign(new Error(`${code}: ${text}, open '${path}'`), { code, path });

describe('the message for a disk that refused the build', () => {
  it('says how much room a build takes: the size of the previous dist/ (its .git aside), or what was written', () => {
    expect(diskProblem(failed('ENOSPC', join(next, 'a.html')), dist, next)).toBe(`The disk is full: the build needs about 1 MB in ${root}; no dist/ was made.`);
    mkdirSync(join(dist, '.git'), { recursive: true });
    writeFileSync(join(dist, 'page.html'), Buffer.alloc(2_500_000));
    writeFileSync(join(dist, '.git', 'pack'), Buffer.alloc(9_000_000));
    expect(diskProblem(failed('ENOSPC', join(next, 'a.html')), dist, next)).toBe(
      `The disk is full: the build needs about 3 MB in ${root}; the previous dist/ is unchanged.`,
    );
  });

  it('finds the code in the message of an error that lost it (one from Vite’s thread)', () => {
    const fromVite = new Error(`EROFS: read-only file system, open '${join(next, 'assets', 'main.js')}'`);
    expect(diskProblem(fromVite, dist, next)).toMatch(/^\/\S+ is on a read-only filesystem: the build cannot write dist\/ there; /);
  });

  it('reads the system’s words in what Vite’s bundler reports, for its own folder', () => {
    const rolldown = (words: string) => new Error(`Failed to write file in ${next}/assets/main.js\n\nCaused by:\n    ${words}`);
    expect(diskProblem(rolldown('No space left on device (os error 28)'), dist, next)).toMatch(/^The disk is full: /);
    expect(diskProblem(rolldown('Permission denied (os error 13)'), dist, next)).toMatch(/^The build may not write in \S+ \(EACCES\)/);
    expect(diskProblem(new Error('Could not render x.json: the text says "Permission denied"'), dist, next)).toBeUndefined();
  });

  it('asks for permission to write where dist/ is (EACCES, EPERM)', () => {
    for (const code of ['EACCES', 'EPERM'])
      expect(diskProblem(failed(code, next), dist, next)).toBe(
        `The build may not write in ${root} (${code}): it needs permission to create and rename folders there; the previous dist/ is unchanged.`,
      );
  });

  it('leaves other errors to their stack: a file the build reads, or no disk problem at all', () => {
    expect(diskProblem(failed('EACCES', join(root, 'site.config', 'site.json')), dist, next)).toBeUndefined();
    expect(diskProblem(failed('EISDIR', join(next, 'a.html')), dist, next)).toBeUndefined();
    expect(diskProblem(new TypeError('x is undefined'), dist, next)).toBeUndefined();
  });
});
