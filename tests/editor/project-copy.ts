import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
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
    if (SKIP.has(entry)) continue;
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
