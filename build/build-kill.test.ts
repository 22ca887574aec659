// @vitest-environment node
/**
 * `npm run build` killed while it writes, and refused by its folder, in a temporary copy of the
 * project (the build reads the copy's site.config/ and writes the copy's dist/).
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, snapshot } from '../tests/editor/project-copy.ts';

const root = copyProject(process.cwd(), mkdtempSync(join(tmpdir(), 'build-kill-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dist = join(root, 'dist');
const launch = ['--enable-source-maps', join(root, 'build', 'launch.mjs')];
const build = () => promisify(execFile)(process.execPath, launch, { cwd: root });

const pages = () => readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
/** Puts `mark` in the tagline, which every page shows: a build that wrote some pages shows in them. */
function setTagline(mark: string) {
  const file = join(root, 'site.config', 'site.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/("tagline": "[^"]*?)( \(build \w+\))?"/, `$1 (build ${mark})"`));
}
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the build, killed or refused', () => {
  it('leaves the previous dist/ whole when killed with SIGKILL while it writes the pages; the next build clears up', async () => {
    setTagline('a');
    await build();
    // The second build keeps the first's folder, which the killed one writes over.
    setTagline('b');
    await build();
    const previous = snapshot(dist);
    expect(pages().length).toBeGreaterThan(10);

    setTagline('c');
    const started = Date.now();
    const child = spawn(process.execPath, launch, { cwd: root, stdio: 'ignore' });
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)));
    const next = join(root, `dist.next-${child.pid}`);
    // Killed once it has written its first page into its folder.
    const writing = () => existsSync(next) && readdirSync(next).some((f) => f.endsWith('.html') && readFileSync(join(next, f), 'utf8').includes('(build c)'));
    while (!writing()) {
      if (Date.now() - started > 60_000) throw new Error('The build wrote no page within a minute.');
      await later(2);
    }
    child.kill('SIGKILL');
    expect(await ended).toBe('SIGKILL');

    expect(existsSync(next)).toBe(true);
    expect(snapshot(dist)).toEqual(previous);
    for (const page of pages()) expect(readFileSync(join(dist, page), 'utf8').trimEnd().endsWith('</html>'), page).toBe(true);

    await build();
    expect(readdirSync(root).filter((f) => f.startsWith('dist'))).toEqual(['dist']);
    for (const page of pages()) expect(readFileSync(join(dist, page), 'utf8'), page).toContain('(build c)');
  }, 180_000);

  // Root, who runs the tests here, may write in a chmod'ed folder, not in an immutable one.
  const immutable = (on: boolean) => execFileSync('chattr', [on ? '+i' : '-i', root], { stdio: 'ignore' });

  it('says plainly that it may not write where dist/ is, exits 1 and leaves dist/ as it was', async () => {
    if (!existsSync(dist)) await build();
    const previous = snapshot(dist);
    immutable(true);
    try {
      const failure = await build().then(
        () => undefined,
        (e: { code: number; stderr: string }) => e,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim()).toBe(
        `The build may not write in ${root} (EPERM): it needs permission to create and rename folders there; the previous dist/ is unchanged.`,
      );
    } finally {
      immutable(false);
    }
    expect(snapshot(dist)).toEqual(previous);
    expect(readdirSync(root).filter((f) => f.startsWith('dist'))).toEqual(['dist']);
  }, 120_000);
});
