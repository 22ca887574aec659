import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', 'reports', 'screenshots', 'storybook-static', '.leads', '.ssr']);

/**
 * A temporary copy of the project (its node_modules linked, not copied) with site.config/
 * committed to a fresh git repository, so the editor can change, diff and validate it freely.
 */
export function copyProject(from: string, root: string): string {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const entry of readdirSync(from)) {
    // .tmp-…: experiment sites and scratch folders left in a checkout (a 100,000-page one is gigabytes).
    if (SKIP.has(entry) || entry.startsWith('.tmp')) continue;
    cpSync(join(from, entry), join(root, entry), { recursive: true, filter: (src) => !src.includes(`${join('tests', '.tmp-')}`) });
  }
  symlinkSync(join(from, 'node_modules'), join(root, 'node_modules'), 'dir');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=editor@test', '-c', 'user.name=Editor test', ...args], { cwd: root, stdio: 'pipe' });
  git('init', '-q');
  git('add', 'site.config');
  git('commit', '-q', '-m', 'site.config as copied');
  return root;
}

/** Back to the committed site.config/ (each test starts from the same pages). */
export function resetProject(root: string) {
  execFileSync('git', ['checkout', '-q', '--', 'site.config'], { cwd: root });
  execFileSync('git', ['clean', '-q', '-fd', '--', 'site.config'], { cwd: root });
}

/** Where the editor tests' copy lives, one per port (made by serve-copy.ts, removed by teardown.ts). */
export const copyRoot = (port: number) => join(tmpdir(), `editor-e2e-${port}`);

/** Where the copy's site.config/ links to `route` or a section of it (links and redirect targets), as "file:line", found without the editor's own code. */
export function linksTo(root: string, route: string): string[] {
  try {
    return execFileSync('git', ['grep', '-n', '-E', `"(href|to)": "${route}([#?][^"]*)?"`, '--', 'site.config'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split(':').slice(0, 2).join(':'));
  } catch (e) {
    // git grep answers 1 when nothing matches.
    if ((e as { status?: number }).status === 1) return [];
    throw e;
  }
}

/** Every file under `dir` with its content's hash, to compare two builds' dist/. */
export const snapshot = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => statSync(join(dir, f)).isFile())
      .sort()
      .map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(join(dir, f)))
          .digest('hex'),
      ]),
  );
