import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitFiles } from './commit.ts';
import { AUTHOR, changedIn, hook, isolateGit, localRepo, page, read, sh, snapshot, write } from './test-repos.ts';

isolateGit();

const HOME = 'site.config/pages/home.json';
const ABOUT = 'site.config/pages/about.json';
const NEW = 'site.config/pages/new page.json';

describe('commitFiles', () => {
  it('commits only the chosen files, with deletions and new files, and leaves everything else staged or changed as it was', async () => {
    const root = localRepo();
    write(root, HOME, page('Home', 'Hello'));
    write(root, NEW, page('New', 'Fresh'));
    rmSync(join(root, 'site.config/site.json'));
    write(root, ABOUT, page('About', 'Not chosen'));
    write(root, 'README.md', 'Staged by a developer.\n');
    sh(root, 'add', 'README.md');

    const commit = await commitFiles(root, { files: [HOME, NEW, 'site.config/site.json'], message: 'Say hello', author: AUTHOR });

    expect(commit).toBe(sh(root, 'rev-parse', 'HEAD').trim());
    expect(changedIn(root, 'HEAD').sort()).toStrictEqual(['A\tsite.config/pages/new page.json', 'D\tsite.config/site.json', `M\t${HOME}`]);
    expect(sh(root, 'log', '-1', '--format=%an <%ae>|%cn <%ce>|%B')).toBe('Ada Editor <ada@example.com>|Ada Editor <ada@example.com>|Say hello\n\n');
    // The developer's staged README.md is still staged and not in the commit; the unchosen page is still only on disk.
    expect(sh(root, 'status', '--porcelain')).toBe(`M  README.md\n M ${ABOUT}\n`);
    expect(read(root, HOME)).toBe(page('Home', 'Hello'));
  });

  it('leaves HEAD, the index and the files as they were when a hook refuses the commit', async () => {
    const root = localRepo();
    write(root, HOME, page('Home', 'Refused'));
    write(root, 'README.md', 'Staged.\n');
    sh(root, 'add', 'README.md');
    hook(root, 'pre-commit', 'echo "lint: trailing comma in home.json" >&2; exit 1');
    const before = snapshot(root, [HOME, 'README.md']);

    const failure = commitFiles(root, { files: [HOME], message: 'Refused', author: AUTHOR });
    await expect(failure).rejects.toMatchObject({ code: 'failed', details: { gitOutput: expect.stringContaining('trailing comma') } });
    expect(snapshot(root, [HOME, 'README.md'])).toStrictEqual(before);
  });

  it('runs the hooks with the commit being made', async () => {
    const root = localRepo();
    write(root, HOME, page('Home', 'Hooked'));
    write(root, 'README.md', 'Staged.\n');
    sh(root, 'add', 'README.md');
    // What a lint-staged hook sees as "staged": only the published file.
    hook(root, 'pre-commit', 'git diff --cached --name-only > "$(git rev-parse --absolute-git-dir)/seen"');
    await commitFiles(root, { files: [HOME], message: 'Hooked', author: AUTHOR });
    expect(read(sh(root, 'rev-parse', '--absolute-git-dir').trim(), 'seen')).toBe(`${HOME}\n`);
  });

  it('keeps the message as written: lines starting with "#", option-like text', async () => {
    const root = localRepo();
    write(root, HOME, page('Home', 'Message'));
    const message = '--upload-pack=touch /tmp/x\n\n# 1 is the hero\r\n-F /etc/passwd';
    await commitFiles(root, { files: [HOME], message, author: AUTHOR });
    expect(sh(root, 'log', '-1', '--format=%B')).toBe('--upload-pack=touch /tmp/x\n\n# 1 is the hero\n-F /etc/passwd\n\n');
  });

  it('refuses when nothing changed, a file never existed, or a file is ignored', async () => {
    const root = localRepo();
    await expect(commitFiles(root, { files: [HOME], message: 'Nothing', author: AUTHOR })).rejects.toMatchObject({ code: 'nothing-to-commit' });
    await expect(commitFiles(root, { files: ['site.config/pages/ghost.json'], message: 'Ghost', author: AUTHOR })).rejects.toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('ghost.json'),
    });
    // A name with glob characters is a name, not a pattern matching every page.
    write(root, HOME, page('Home', 'Glob'));
    await expect(commitFiles(root, { files: ['site.config/pages/*.json'], message: 'Glob', author: AUTHOR })).rejects.toMatchObject({ code: 'not-found' });
    write(root, '.gitignore', 'site.config/pages/draft.json\n');
    write(root, 'site.config/pages/draft.json', '{}\n');
    await expect(commitFiles(root, { files: ['site.config/pages/draft.json'], message: 'Draft', author: AUTHOR })).rejects.toMatchObject({
      code: 'invalid-input',
      message: expect.stringContaining('.gitignore'),
    });
  });

  it('refuses a folder: only named files are published', async () => {
    const root = localRepo();
    write(root, HOME, page('Home', 'Folder'));
    write(root, ABOUT, page('About', 'Folder'));
    const before = snapshot(root, [HOME, ABOUT]);
    await expect(commitFiles(root, { files: ['site.config/pages'], message: 'Folder', author: AUTHOR })).rejects.toMatchObject({
      code: 'invalid-input',
      message: expect.stringContaining('not folders'),
    });
    expect(snapshot(root, [HOME, ABOUT])).toStrictEqual(before);
  });

  it("uses git's identity when no author is given, and says when there is none", async () => {
    const root = localRepo();
    write(root, HOME, page('Home', 'Anonymous'));
    // Not guessing from the host name keeps this test the same on every machine.
    sh(root, 'config', 'user.useConfigOnly', 'true');
    await expect(commitFiles(root, { files: [HOME], message: 'Who?' })).rejects.toMatchObject({ code: 'identity' });
    sh(root, 'config', 'user.name', 'Configured');
    sh(root, 'config', 'user.email', 'configured@example.com');
    await commitFiles(root, { files: [HOME], message: 'Me' });
    expect(sh(root, 'log', '-1', '--format=%an')).toBe('Configured\n');
  });

  it('refuses a repository without commits, a detached HEAD, a merge in progress and a folder without git', async () => {
    const empty = localRepo();
    rmSync(join(empty, '.git'), { recursive: true, force: true });
    await expect(commitFiles(empty, { files: [HOME], message: 'x', author: AUTHOR })).rejects.toMatchObject({ code: 'not-a-repo' });
    sh(empty, 'init', '-q', '-b', 'main');
    await expect(commitFiles(empty, { files: [HOME], message: 'x', author: AUTHOR })).rejects.toMatchObject({ code: 'no-commits' });

    const detached = localRepo();
    sh(detached, 'checkout', '-q', '--detach');
    write(detached, HOME, page('Home', 'Detached'));
    await expect(commitFiles(detached, { files: [HOME], message: 'x', author: AUTHOR })).rejects.toMatchObject({ code: 'detached-head' });

    const merging = localRepo();
    sh(merging, 'checkout', '-q', '-b', 'other');
    write(merging, HOME, page('Home', 'Other'));
    sh(merging, 'commit', '-qam', 'other');
    sh(merging, 'checkout', '-q', 'main');
    write(merging, HOME, page('Home', 'Main'));
    sh(merging, 'commit', '-qam', 'main');
    expect(() => sh(merging, 'merge', '-q', 'other')).toThrow();
    await expect(commitFiles(merging, { files: [ABOUT], message: 'x', author: AUTHOR })).rejects.toMatchObject({
      code: 'busy',
      message: expect.stringContaining('a merge'),
    });
  });
});
