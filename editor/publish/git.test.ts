import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PublishError } from './errors.ts';
import { gitEnv, runGit } from './git.ts';
import { isolateGit, localRepo, tempDir } from './test-repos.ts';

isolateGit();

describe('runGit', () => {
  it('gives git an environment where nothing waits for a person', () => {
    const stubbed = { GIT_DIR: '/elsewhere/.git', GIT_INDEX_FILE: '/elsewhere/index', LANGUAGE: 'de', GIT_SSH_COMMAND: undefined, GIT_SSH: undefined };
    try {
      for (const [name, value] of Object.entries(stubbed)) vi.stubEnv(name, value);
      const env = gitEnv();
      expect(env).toMatchObject({
        GIT_TERMINAL_PROMPT: '0',
        GIT_ASKPASS: 'echo',
        SSH_ASKPASS: 'echo',
        GIT_SSH_COMMAND: 'ssh -o BatchMode=yes',
        LC_ALL: 'C',
        GIT_EDITOR: ':',
      });
      expect(env.GIT_DIR).toBeUndefined();
      expect(env.GIT_INDEX_FILE).toBeUndefined();
      expect(env.LANGUAGE).toBeUndefined();
      // A project's own SSH command (a deploy key) is not replaced.
      expect(gitEnv({}, true).GIT_SSH_COMMAND).toBeUndefined();
      vi.stubEnv('GIT_SSH_COMMAND', 'ssh -i /keys/deploy');
      expect(gitEnv().GIT_SSH_COMMAND).toBe('ssh -i /keys/deploy');
    } finally {
      for (const name of Object.keys(stubbed)) vi.stubEnv(name, undefined);
    }
  });

  it('runs git without a shell and feeds stdin', async () => {
    const root = localRepo();
    const marker = join(tempDir('marker'), 'x');
    const { stdout } = await runGit(root, ['hash-object', '--stdin'], { input: `$(touch ${marker})` });
    expect(stdout.trim()).toMatch(/^[0-9a-f]{40}$/);
    await expect(runGit(root, ['rev-parse', `$(touch ${marker})`, `;touch ${marker}`])).rejects.toBeInstanceOf(PublishError);
    expect(existsSync(marker)).toBe(false);
  });

  it('says when git is not installed', async () => {
    const path = process.env.PATH;
    vi.stubEnv('PATH', tempDir('empty-path'));
    try {
      await expect(runGit(tempDir(), ['--version'])).rejects.toMatchObject({ code: 'git-missing', message: expect.stringMatching(/not installed/) });
    } finally {
      vi.stubEnv('PATH', path);
    }
  });

  it('stops a command that hangs, with what it started', async () => {
    const root = localRepo();
    const started = Date.now();
    // An alias that runs a shell command stands in for a hook or an SSH connection that never answers.
    await expect(runGit(root, ['-c', 'alias.hang=!sleep 30', 'hang'], { timeoutMs: 300 })).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('classifies failures and lets exit codes that are answers through', async () => {
    const outside = tempDir('not-a-repo');
    await expect(runGit(outside, ['status'])).rejects.toMatchObject({ code: 'not-a-repo' });
    const root = localRepo();
    expect((await runGit(root, ['merge-base', '--is-ancestor', 'HEAD', 'HEAD~0'], { okCodes: [0, 1] })).code).toBe(0);
  });
});
