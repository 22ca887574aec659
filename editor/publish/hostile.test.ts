import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitFiles } from './commit.ts';
import { authorEnv, checkBranch, checkFile, checkFiles, checkMessage, checkRemoteName } from './inputs.ts';
import { publish } from './publish.ts';
import { AUTHOR, isolateGit, localRepo, page, remoteRepo, sh, snapshot, tempDir, write } from './test-repos.ts';

isolateGit();

const HOME = 'site.config/pages/home.json';

describe('values from the browser', () => {
  it.each([
    '../package.json',
    'site.config/../package.json',
    'site.config/pages/../../package.json',
    '/etc/passwd',
    'C:/Windows/win.ini',
    'site.config',
    'site.config/',
    'site.config//pages/home.json',
    'site.config/./pages/home.json',
    'site.config\\..\\package.json',
    'site.config/pages/home\0.json',
    'site.config/pages/home\n.json',
    'site.config/.git/config',
    'Site.config/pages/home.json',
    'README.md',
    '-rf',
    '--all',
    ':(top)package.json',
    'public/media',
    'public/mediaX/a.png',
    `site.config/${'a'.repeat(500)}.json`,
  ])('refuses the path %j', (file) => {
    expect(() => checkFile(file)).toThrow(expect.objectContaining({ code: 'invalid-input' }));
  });

  it('accepts paths inside the publishable folders, as they are', () => {
    for (const file of [HOME, 'site.config/pages/new page.json', 'site.config/site.json', 'site.config/pages/*.json', 'public/media/logo.png'])
      expect(checkFile(file)).toBe(file);
    expect(checkFiles([HOME, HOME])).toStrictEqual([HOME]);
    for (const files of [[], 'site.config/site.json', null, [42]]) expect(() => checkFiles(files)).toThrow(expect.objectContaining({ code: 'invalid-input' }));
  });

  it('takes any message as text, refusing only empty, binary or huge ones', () => {
    expect(checkMessage('--upload-pack=touch /tmp/x')).toBe('--upload-pack=touch /tmp/x\n');
    expect(checkMessage('  Title\r\n\r\nBody  ')).toBe('Title\n\nBody\n');
    for (const message of ['', '   \n', 'a\0b', 'bell\u0007', 'x'.repeat(6000), 42, undefined]) {
      expect(() => checkMessage(message)).toThrow(expect.objectContaining({ code: 'invalid-input' }));
    }
  });

  it('puts the author in the environment only when the name and email are plain', () => {
    expect(authorEnv({ name: ' Ada Editor ', email: 'ada@example.com' })).toStrictEqual({
      GIT_AUTHOR_NAME: 'Ada Editor',
      GIT_AUTHOR_EMAIL: 'ada@example.com',
      GIT_COMMITTER_NAME: 'Ada Editor',
      GIT_COMMITTER_EMAIL: 'ada@example.com',
    });
    expect(authorEnv(undefined)).toStrictEqual({});
    for (const author of [
      { name: 'Eve\ncommitter Mallory <m@example.com>', email: 'eve@example.com' },
      { name: 'Eve <eve@example.com>', email: 'eve@example.com' },
      { name: 'Eve', email: 'eve' },
      { name: 'Eve', email: 'eve@example.com>' },
      { name: 'Eve', email: 'eve @example.com' },
      { name: 'Eve', email: 'eve@example.com\nX-Header: y' },
      { name: '', email: 'eve@example.com' },
      { name: 'Eve' },
      'Eve <eve@example.com>',
    ]) {
      expect(() => authorEnv(author)).toThrow(expect.objectContaining({ code: 'invalid-input' }));
    }
  });

  it('accepts only branch names git accepts, never one that reads as an option', async () => {
    const root = localRepo();
    for (const branch of ['--upload-pack=x', '-x', '../x', 'a..b', '@{-1}', 'x y', 'x\nmain', '', 'HEAD', 'a.lock', '.hidden', 'x;touch y', 42]) {
      await expect(checkBranch(root, branch)).rejects.toMatchObject({ code: 'invalid-input' });
    }
    for (const branch of ['main', 'edit/new-hero-20250131-0905', 'release/2025']) expect(await checkBranch(root, branch)).toBe(branch);
    for (const remote of ['--upload-pack=x', '-o', '../x', '/tmp/x', 'a b', '', 'x.lock']) expect(() => checkRemoteName(remote)).toThrow();
    expect(checkRemoteName('up-stream_2')).toBe('up-stream_2');
  });
});

describe('hostile values through a publish', () => {
  it('commits an option-like message as text and runs nothing', async () => {
    const remote = remoteRepo();
    const a = remote.clone();
    const marker = join(tempDir('marker'), 'x');
    write(a, HOME, page('Home', 'Hostile'));
    const message = `--upload-pack=touch ${marker}`;
    await publish(a, { files: [HOME], message, author: AUTHOR });
    expect(sh(remote.bare, 'log', '-1', '--format=%B', 'main')).toBe(`${message}\n\n`);
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a path outside the content, a forged author or a bad mode before anything runs', async () => {
    const root = localRepo({ mode: 'push' });
    write(root, HOME, page('Home', 'x'));
    write(root, 'package.json', '{ "changed": true }\n');
    const before = snapshot(root, [HOME, 'package.json']);
    for (const files of [['../package.json'], ['site.config/../package.json'], ['package.json'], [HOME, '/etc/passwd']]) {
      await expect(commitFiles(root, { files, message: 'x', author: AUTHOR })).rejects.toMatchObject({ code: 'invalid-input' });
      await expect(publish(root, { files, message: 'x', author: AUTHOR })).rejects.toMatchObject({ code: 'invalid-input' });
    }
    await expect(publish(root, { files: [HOME], message: 'x', author: { name: 'Eve\nMallory', email: 'eve@example.com' } })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(publish(root, { files: [HOME], message: 'x', author: AUTHOR, mode: '--force' as never })).rejects.toMatchObject({ code: 'invalid-input' });
    // An empty list means "the waiting commits" only in push mode.
    await expect(publish(root, { files: [], message: 'x', author: AUTHOR, mode: 'commit' })).rejects.toMatchObject({ code: 'invalid-input' });
    expect(snapshot(root, [HOME, 'package.json'])).toStrictEqual(before);
  });
});
