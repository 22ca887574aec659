/** Real git repositories for the publish tests, in temporary folders under the system's temp dir. */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';

export const AUTHOR = { name: 'Ada Editor', email: 'ada@example.com' };

const made: string[] = [];

/**
 * Each test file calls this once: machine-wide git settings (commit signing, a global hooks path,
 * credential helpers, the default branch name) must not change what the tests see, and every
 * temporary folder is removed at the end.
 */
export function isolateGit(): void {
  beforeAll(() => {
    const home = tempDir('home');
    writeFileSync(join(home, 'gitconfig'), '');
    vi.stubEnv('GIT_CONFIG_GLOBAL', join(home, 'gitconfig'));
    vi.stubEnv('GIT_CONFIG_NOSYSTEM', '1');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}

export function tempDir(name = 'publish'): string {
  const dir = mkdtempSync(join(tmpdir(), `editor-${name}-`));
  made.push(dir);
  return dir;
}

/** A git command run the way a developer would (with an identity), for setting up and checking. */
export function sh(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', '-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function write(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

export const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');

/** An executable hook script in the repository at `root`. */
export function hook(root: string, name: string, script: string): void {
  const gitDir = sh(root, 'rev-parse', '--absolute-git-dir').trim();
  write(gitDir, `hooks/${name}`, `#!/bin/sh\n${script}\n`);
  chmodSync(join(gitDir, 'hooks', name), 0o755);
}

/** A page whose fields are on adjacent lines: two people changing two fields conflict for git, not for a JSON merge. */
export const page = (title: string, description: string) => `{\n  "route": "/",\n  "title": "${title}",\n  "description": "${description}"\n}\n`;

function seedFiles(root: string, settings: object | null): void {
  write(root, 'site.config/site.json', '{\n  "name": "Test site"\n}\n');
  write(root, 'site.config/pages/home.json', page('Home', 'Welcome'));
  write(root, 'site.config/pages/about.json', page('About', 'Who we are'));
  write(root, 'README.md', 'The project.\n');
  if (settings) write(root, 'publish.config.json', `${JSON.stringify(settings, null, 2)}\n`);
}

/** A repository with one commit and no remote. */
export function localRepo(settings: object | null = null): string {
  const root = tempDir('local');
  sh(root, 'init', '-q', '-b', 'main');
  seedFiles(root, settings);
  sh(root, 'add', '.');
  sh(root, 'commit', '-q', '-m', 'start');
  return root;
}

interface Remote {
  /** The bare repository everyone pushes to. */
  bare: string;
  /** A new clone, with a developer identity configured. */
  clone(): string;
}

/** A bare repository holding one commit (the seed files) and a way to clone it. */
export function remoteRepo(settings: object | null = { mode: 'push' }): Remote {
  const bare = join(tempDir('remote'), 'site.git');
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', bare]);
  const seed = localRepo(settings);
  sh(seed, 'remote', 'add', 'origin', bare);
  sh(seed, 'push', '-q', 'origin', 'main');
  return {
    bare,
    clone() {
      const dir = join(tempDir('clone'), 'site');
      sh(tmpdir(), 'clone', '-q', bare, dir);
      sh(dir, 'config', 'user.name', 'Dev');
      sh(dir, 'config', 'user.email', 'dev@example.com');
      return dir;
    },
  };
}

/** Everything a failed publish must leave as it was: HEAD, the index (with its staged entries) and the files on disk. */
export function snapshot(root: string, files: string[]) {
  return {
    head: sh(root, 'rev-parse', 'HEAD').trim(),
    index: sh(root, 'ls-files', '--stage'),
    status: sh(root, 'status', '--porcelain'),
    files: Object.fromEntries(
      files.map((f) => [
        f,
        (() => {
          try {
            return read(root, f);
          } catch {
            return null;
          }
        })(),
      ]),
    ),
  };
}

/** Files changed by the newest commit of `ref` in `repo` (a clone or the bare remote). */
export const changedIn = (repo: string, ref: string) => sh(repo, 'diff-tree', '--no-commit-id', '--name-status', '-r', ref).trim().split('\n').filter(Boolean);

/**
 * The tests' stand-in for the editor's JSON merge: for texts of the same line count, each line
 * from the side that changed it; undefined when both changed one line differently.
 */
export function lineMerge(base: string, mine: string, theirs: string): string | undefined {
  const [b, m, t] = [base, mine, theirs].map((s) => s.split('\n'));
  if (m.length !== b.length || t.length !== b.length) return undefined;
  const out: string[] = [];
  for (let i = 0; i < b.length; i++) {
    if (m[i] !== b[i] && t[i] !== b[i] && m[i] !== t[i]) return undefined;
    out.push(m[i] !== b[i] ? m[i] : t[i]);
  }
  return out.join('\n');
}
