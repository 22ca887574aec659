import { describe, expect, it } from 'vitest';
import { commitFiles } from './commit.ts';
import { publishState } from './state.ts';
import { AUTHOR, isolateGit, localRepo, page, remoteRepo, sh, tempDir, write } from './test-repos.ts';

isolateGit();

const HOME = 'site.config/pages/home.json';
const ABOUT = 'site.config/pages/about.json';

describe('publishState', () => {
  it('gives the branch, HEAD, upstream, mode and how far the branch is from the remote as of the last fetch', async () => {
    const remote = remoteRepo();
    const [a, b] = [remote.clone(), remote.clone()];
    expect(await publishState(a)).toStrictEqual({
      branch: 'main',
      head: sh(a, 'rev-parse', 'HEAD').trim(),
      upstream: 'origin/main',
      target: 'origin/main',
      ahead: 0,
      behind: 0,
      conflicts: [],
      busy: null,
      settings: { mode: 'push', remote: 'origin', branch: 'main', fromFile: true },
      problems: [],
    });

    write(a, HOME, page('Home', 'A'));
    await commitFiles(a, { files: [HOME], message: 'A', author: AUTHOR });
    write(b, ABOUT, page('About', 'B'));
    sh(b, 'commit', '-qam', 'B');
    sh(b, 'push', '-q', 'origin', 'main');
    expect(await publishState(a)).toMatchObject({ ahead: 1, behind: 0 });
    sh(a, 'fetch', '-q');
    expect(await publishState(a)).toMatchObject({ ahead: 1, behind: 1 });
  });

  it('names conflicting files, a merge in progress, a detached HEAD, broken settings and a missing remote', async () => {
    const root = localRepo({ mode: 'push' });
    sh(root, 'checkout', '-q', '-b', 'other');
    write(root, HOME, page('Home', 'Other'));
    sh(root, 'commit', '-qam', 'other');
    sh(root, 'checkout', '-q', 'main');
    write(root, HOME, page('Home', 'Main'));
    sh(root, 'commit', '-qam', 'main');
    expect(() => sh(root, 'merge', '-q', 'other')).toThrow();

    const state = await publishState(root);
    expect(state).toMatchObject({ branch: 'main', upstream: null, ahead: null, behind: null, conflicts: [HOME], busy: 'a merge' });
    expect(state.problems).toStrictEqual([
      'Git is in the middle of a merge.',
      `Unresolved conflicts in ${HOME}.`,
      'There is no remote repository named "origin".',
    ]);

    sh(root, 'merge', '--abort');
    sh(root, 'checkout', '-q', '--detach');
    write(root, 'publish.config.json', '{ "mode": "sideways" }');
    const detached = await publishState(root);
    expect(detached).toMatchObject({ branch: null, settings: null, target: null, conflicts: [], busy: null });
    expect(detached.problems).toStrictEqual([
      expect.stringMatching(/^publish\.config\.json: "mode" must be/),
      'The project is not on a branch (detached HEAD).',
    ]);
  });

  it('before the first commit, and outside a repository', async () => {
    const root = tempDir('empty');
    sh(root, 'init', '-q', '-b', 'main');
    expect(await publishState(root)).toMatchObject({ branch: 'main', head: null, problems: ['The git repository has no commits yet.'] });
    await expect(publishState(tempDir('plain'))).rejects.toMatchObject({ code: 'not-a-repo' });
  });
});
