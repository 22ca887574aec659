import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { publish } from './publish.ts';
import { AUTHOR, changedIn, hook, isolateGit, lineMerge, page, read, remoteRepo, sh, snapshot, tempDir, write } from './test-repos.ts';

isolateGit();

const HOME = 'site.config/pages/home.json';
const ABOUT = 'site.config/pages/about.json';
const tip = (repo: string) => sh(repo, 'rev-parse', 'main').trim();
const gitDir = (repo: string) => sh(repo, 'rev-parse', '--absolute-git-dir').trim();

describe('publish in commit mode', () => {
  it('makes a local commit and leaves the remote alone', async () => {
    const remote = remoteRepo({ mode: 'commit' });
    const a = remote.clone();
    const before = tip(remote.bare);
    write(a, HOME, page('Home', 'Local'));
    const result = await publish(a, { files: [HOME], message: 'Local only', author: AUTHOR });
    expect(result).toStrictEqual({ mode: 'commit', commit: tip(a), branch: 'main' });
    expect(changedIn(a, 'HEAD')).toStrictEqual([`M\t${HOME}`]);
    expect(tip(remote.bare)).toBe(before);
  });

  it('refuses to push when the project does not publish by pushing', async () => {
    const remote = remoteRepo({ mode: 'commit' });
    const a = remote.clone();
    write(a, HOME, page('Home', 'Pushed?'));
    await expect(publish(a, { files: [HOME], message: 'Push', author: AUTHOR, mode: 'push' })).rejects.toMatchObject({ code: 'mode-not-allowed' });
    await expect(publish(a, { files: [HOME], message: 'Force', author: AUTHOR, mode: 'force' as never })).rejects.toMatchObject({ code: 'invalid-input' });
    expect(sh(a, 'status', '--porcelain')).toBe(` M ${HOME}\n`);
  });
});

describe('publish in push mode', () => {
  it('pushes one commit holding exactly the chosen file', async () => {
    const remote = remoteRepo();
    const a = remote.clone();
    write(a, HOME, page('Home', 'Hello'));
    write(a, ABOUT, page('About', 'Not chosen'));
    const result = await publish(a, { files: [HOME], message: 'Say hello', author: AUTHOR });
    expect(result).toMatchObject({ mode: 'push', remote: 'origin', branch: 'main', merged: false, tries: 1, commit: tip(a), pushed: tip(a) });
    expect(tip(remote.bare)).toBe(tip(a));
    expect(sh(remote.bare, 'rev-list', '--count', 'main')).toBe('2\n');
    expect(changedIn(remote.bare, 'main')).toStrictEqual([`M\t${HOME}`]);
    expect(sh(remote.bare, 'log', '-1', '--format=%an|%s', 'main')).toBe('Ada Editor|Say hello\n');
    expect(sh(a, 'status', '--porcelain')).toBe(` M ${ABOUT}\n`);
  });

  it('takes in what another editor published in another file, then pushes, keeping staged work staged', async () => {
    const remote = remoteRepo();
    const [a, b] = [remote.clone(), remote.clone()];
    write(a, HOME, page('Home', 'From A'));
    await publish(a, { files: [HOME], message: 'A', author: AUTHOR });
    write(b, ABOUT, page('About', 'From B'));
    write(b, 'README.md', 'Staged in B.\n');
    sh(b, 'add', 'README.md');

    const result = await publish(b, { files: [ABOUT], message: 'B', author: { name: 'Bo', email: 'bo@example.com' } });
    expect(result).toMatchObject({ merged: true, tries: 1 });
    expect(tip(remote.bare)).toBe(tip(b));
    expect(sh(remote.bare, 'show', '-s', '--format=%P', 'main').trim().split(' ')).toStrictEqual([result.mode === 'push' ? result.commit : '', tip(a)]);
    expect(read(b, HOME)).toBe(page('Home', 'From A'));
    expect(sh(remote.bare, 'show', `main:${ABOUT}`)).toBe(page('About', 'From B'));
    expect(sh(b, 'status', '--porcelain')).toBe('M  README.md\n');
    expect(existsSync(join(gitDir(b), 'MERGE_HEAD'))).toBe(false);
  });

  it("merges two changes to one file with the editor's JSON merge", async () => {
    const remote = remoteRepo();
    const [a, b] = [remote.clone(), remote.clone()];
    write(a, HOME, page('Home A', 'Welcome'));
    await publish(a, { files: [HOME], message: 'Title', author: AUTHOR });
    write(b, HOME, page('Home', 'Welcome B'));
    const mergeFile = vi.fn(lineMerge);

    const result = await publish(b, { files: [HOME], message: 'Description', author: AUTHOR, mergeFile });
    expect(result).toMatchObject({ merged: true });
    expect(mergeFile).toHaveBeenCalledWith(page('Home', 'Welcome'), page('Home', 'Welcome B'), page('Home A', 'Welcome'), HOME);
    expect(sh(remote.bare, 'show', `main:${HOME}`)).toBe(page('Home A', 'Welcome B'));
    expect(read(b, HOME)).toBe(page('Home A', 'Welcome B'));
    expect(sh(b, 'status', '--porcelain')).toBe('');
  });

  it('reports a conflict with the three texts, merges nothing, keeps the change in a local commit, and publishes it once merged', async () => {
    const remote = remoteRepo();
    const [a, b] = [remote.clone(), remote.clone()];
    write(a, HOME, page('Home A', 'Welcome'));
    await publish(a, { files: [HOME], message: 'Title', author: AUTHOR });
    const published = tip(remote.bare);
    write(b, HOME, page('Home', 'Welcome B'));
    write(b, ABOUT, page('About', 'Unpublished'));

    const failure = await publish(b, { files: [HOME], message: 'Description', author: AUTHOR }).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(
        /^Your change is saved in a local commit but not published yet: your change conflicts .* in site\.config\/pages\/home\.json\.$/,
      ),
      details: {
        conflicts: [{ file: HOME, base: page('Home', 'Welcome'), ours: page('Home', 'Welcome B'), theirs: page('Home A', 'Welcome') }],
        commit: tip(b),
        ahead: 1,
      },
    });
    // Nothing half-merged: no MERGE_HEAD, no conflict markers, the other unpublished change untouched.
    expect(existsSync(join(gitDir(b), 'MERGE_HEAD'))).toBe(false);
    expect(sh(b, 'status', '--porcelain')).toBe(` M ${ABOUT}\n`);
    expect(read(b, HOME)).toBe(page('Home', 'Welcome B'));
    expect(tip(remote.bare)).toBe(published);

    // A merge function that throws (or gives up) leaves the conflict reported, the same way.
    const throwing = vi.fn(() => {
      throw new SyntaxError('not JSON');
    });
    await expect(publish(b, { files: [HOME], message: 'Description', author: AUTHOR, mergeFile: throwing })).rejects.toMatchObject({ code: 'conflict' });
    expect(throwing).toHaveBeenCalledTimes(1);
    expect(existsSync(join(gitDir(b), 'MERGE_HEAD'))).toBe(false);

    // The editor resolves it and publishes again, with no new files: the waiting commit goes out with the merge.
    const result = await publish(b, { files: [], message: '', author: AUTHOR, mergeFile: lineMerge });
    expect(result).toMatchObject({ mode: 'push', commit: null, merged: true });
    expect(sh(remote.bare, 'show', `main:${HOME}`)).toBe(page('Home A', 'Welcome B'));
    expect(sh(b, 'status', '--porcelain')).toBe(` M ${ABOUT}\n`);
    // Publishing the same file again (the other way to retry) now finds nothing to publish.
    await expect(publish(b, { files: [HOME], message: 'Again', author: AUTHOR })).rejects.toMatchObject({ code: 'nothing-to-commit' });
    await expect(publish(b, { files: [], message: '', author: AUTHOR })).rejects.toMatchObject({ code: 'nothing-to-commit' });
  });

  it('stops before committing when others changed a file that has an unpublished local change', async () => {
    const remote = remoteRepo();
    const [a, b] = [remote.clone(), remote.clone()];
    write(a, 'README.md', 'A developer’s change.\n');
    write(a, 'site.config/pages/new.json', '{}\n');
    sh(a, 'add', '.');
    sh(a, 'commit', '-qm', 'Docs and a page');
    sh(a, 'push', '-q', 'origin', 'main');
    write(b, 'README.md', 'Not committed.\n');
    write(b, 'site.config/pages/new.json', '{ "mine": true }\n');
    write(b, HOME, page('Home', 'B'));
    const before = snapshot(b, [HOME, 'README.md', 'site.config/pages/new.json']);

    const failure = await publish(b, { files: [HOME], message: 'B', author: AUTHOR }).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      code: 'dirty',
      message: 'Changes that are not published (README.md, site.config/pages/new.json) are in files others changed. Publish or discard them first.',
      details: { files: ['README.md', 'site.config/pages/new.json'] },
    });
    expect(snapshot(b, [HOME, 'README.md', 'site.config/pages/new.json'])).toStrictEqual(before);
    expect(tip(remote.bare)).toBe(tip(a));
  });

  it('refuses at the merge, keeping the change in a local commit, when a local change appears after the check', async () => {
    const remote = remoteRepo();
    const [a, b] = [remote.clone(), remote.clone()];
    write(a, 'README.md', 'A developer’s change.\n');
    sh(a, 'commit', '-qam', 'Docs');
    sh(a, 'push', '-q', 'origin', 'main');
    // The commit hook stands in for a developer saving README.md in the middle of the publish.
    hook(b, 'pre-commit', `echo 'Saved meanwhile.' > '${join(b, 'README.md')}'`);
    write(b, HOME, page('Home', 'B'));

    const failure = await publish(b, { files: [HOME], message: 'B', author: AUTHOR }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'dirty', details: { files: ['README.md'], commit: tip(b), ahead: 1 } });
    expect(read(b, 'README.md')).toBe('Saved meanwhile.\n');
    expect(sh(b, 'status', '--porcelain')).toBe(' M README.md\n');
    expect(tip(remote.bare)).toBe(tip(a));
  });

  it('tries again when someone pushes between its fetch and its push', async () => {
    const remote = remoteRepo();
    const [a, b] = [remote.clone(), remote.clone()];
    write(a, ABOUT, page('About', 'A, at the same moment'));
    sh(a, 'commit', '-qam', 'A');
    // B's commit hook runs after B fetched: A's push lands right then.
    hook(b, 'pre-commit', `cd '${a}' && env -u GIT_INDEX_FILE -u GIT_DIR -u GIT_WORK_TREE git push -q origin main`);
    write(b, HOME, page('Home', 'B'));

    const result = await publish(b, { files: [HOME], message: 'B', author: AUTHOR });
    expect(result).toMatchObject({ tries: 2, merged: true });
    expect(sh(remote.bare, 'show', `main:${ABOUT}`)).toBe(page('About', 'A, at the same moment'));
    expect(sh(remote.bare, 'show', `main:${HOME}`)).toBe(page('Home', 'B'));
  });

  it('gives up after three refused pushes and never forces', async () => {
    const remote = remoteRepo();
    const [a, b] = [remote.clone(), remote.clone()];
    // B fetches from a copy that never learns of A's commit, and pushes to the real remote: every push is refused.
    const stale = join(tempDir('stale'), 'stale.git');
    sh(tempDir(), 'clone', '-q', '--bare', remote.bare, stale);
    sh(b, 'remote', 'set-url', 'origin', stale);
    sh(b, 'remote', 'set-url', '--push', 'origin', remote.bare);
    write(a, ABOUT, page('About', 'A'));
    sh(a, 'commit', '-qam', 'A');
    sh(a, 'push', '-q', 'origin', 'main');
    write(b, HOME, page('Home', 'B'));

    const failure = await publish(b, { files: [HOME], message: 'B', author: AUTHOR }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'rejected', message: expect.stringContaining('3 tries'), details: { commit: tip(b), ahead: 1 } });
    expect(tip(remote.bare)).toBe(tip(a));
  });

  it('says what a remote that refuses the push said, and keeps the change in a local commit', async () => {
    const remote = remoteRepo();
    const a = remote.clone();
    hook(remote.bare, 'pre-receive', 'echo "Deploys are frozen until Monday" >&2; exit 1');
    const before = tip(remote.bare);
    write(a, HOME, page('Home', 'Frozen'));

    const failure = await publish(a, { files: [HOME], message: 'Frozen', author: AUTHOR }).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      code: 'remote-refused',
      message: 'Your change is saved in a local commit but not published yet: the remote repository refused the change: Deploys are frozen until Monday',
      details: { commit: tip(a), ahead: 1 },
    });
    expect(tip(remote.bare)).toBe(before);
    expect(read(a, HOME)).toBe(page('Home', 'Frozen'));
    expect(sh(a, 'status', '--porcelain')).toBe('');
  });

  it('leaves the working tree, the index and the remote as they were when the commit fails', async () => {
    const remote = remoteRepo();
    const a = remote.clone();
    hook(a, 'pre-commit', 'exit 1');
    write(a, HOME, page('Home', 'Refused'));
    write(a, 'README.md', 'Staged.\n');
    sh(a, 'add', 'README.md');
    const before = snapshot(a, [HOME, 'README.md']);
    const remoteBefore = tip(remote.bare);
    await expect(publish(a, { files: [HOME], message: 'Refused', author: AUTHOR })).rejects.toMatchObject({ code: 'failed' });
    expect(snapshot(a, [HOME, 'README.md'])).toStrictEqual(before);
    expect(tip(remote.bare)).toBe(remoteBefore);
  });

  it('publishes a branch the remote does not have yet, and works in a project inside a larger repository', async () => {
    const remote = remoteRepo();
    const monorepo = remote.clone();
    // The project (site.config/, publish.config.json) moves into web/ of the repository; the remote has no "site" branch yet.
    sh(monorepo, 'checkout', '-q', '-b', 'site');
    mkdirSync(join(monorepo, 'web'));
    for (const f of ['site.config', 'publish.config.json']) sh(monorepo, 'mv', f, `web/${f}`);
    sh(monorepo, 'commit', '-qm', 'Move the site into web/');
    const root = join(monorepo, 'web');
    write(root, HOME, page('Home', 'In web/'));

    const result = await publish(root, { files: [HOME], message: 'Nested', author: AUTHOR });
    expect(result).toMatchObject({ mode: 'push', branch: 'site' });
    expect(changedIn(remote.bare, 'site')).toStrictEqual([`M\tweb/${HOME}`]);
  });
});
