import { describe, expect, it } from 'vitest';
import { publish } from './publish.ts';
import { reviewBranchName, slugOf } from './review.ts';
import { AUTHOR, changedIn, isolateGit, page, read, remoteRepo, sh, snapshot, write } from './test-repos.ts';

isolateGit();

const HOME = 'site.config/pages/home.json';
const ABOUT = 'site.config/pages/about.json';
const NOW = new Date(Date.UTC(2025, 0, 31, 9, 5));
const tip = (repo: string, ref = 'main') => sh(repo, 'rev-parse', ref).trim();

describe('review branch names', () => {
  it.each([
    ['Fix the pricing table’s header!', 'fix-the-pricing-table-s-header'],
    ['Übersicht für Café', 'ubersicht-fur-cafe'],
    ['--upload-pack=touch /tmp/x', 'upload-pack-touch-tmp-x'],
    ['../../etc', 'etc'],
    ['日本語', 'change'],
    ['A very long description that goes on and on about the change', 'a-very-long-description-that-goes-on-and'],
    ['First line\nsecond line', 'first-line'],
  ])('%j → %s', (message, slug) => {
    expect(slugOf(message)).toBe(slug);
  });

  it('adds the time', () => {
    expect(reviewBranchName('New hero', NOW)).toBe('edit/new-hero-20250131-0905');
  });
});

describe('publish in review mode', () => {
  it('pushes the change to a new branch and leaves the local checkout and the shared branch as they were', async () => {
    const remote = remoteRepo({ mode: 'review' });
    const a = remote.clone();
    write(a, HOME, page('Home', 'For review'));
    write(a, ABOUT, page('About', 'Not chosen'));
    write(a, 'README.md', 'Staged.\n');
    sh(a, 'add', 'README.md');
    const before = snapshot(a, [HOME, ABOUT, 'README.md']);
    const main = tip(remote.bare);

    const result = await publish(a, { files: [HOME], message: 'New hero text', author: AUTHOR, now: NOW });
    expect(result).toStrictEqual({
      mode: 'review',
      commit: tip(remote.bare, 'edit/new-hero-text-20250131-0905'),
      remote: 'origin',
      branch: 'edit/new-hero-text-20250131-0905',
      base: 'main',
      // A remote on disk has no web page to open a request on.
      link: null,
    });
    expect(changedIn(remote.bare, result.branch)).toStrictEqual([`M\t${HOME}`]);
    expect(sh(remote.bare, 'log', '-1', '--format=%an|%P|%s', result.branch)).toBe(`Ada Editor|${main}|New hero text\n`);
    expect(tip(remote.bare)).toBe(main);
    // The change is in review, not in the local branch: it still shows as unpublished here.
    expect(snapshot(a, [HOME, ABOUT, 'README.md'])).toStrictEqual(before);
  });

  it('picks a free name when the branch exists', async () => {
    const remote = remoteRepo({ mode: 'review' });
    const a = remote.clone();
    write(a, HOME, page('Home', 'Once'));
    const first = await publish(a, { files: [HOME], message: 'Same words', author: AUTHOR, now: NOW });
    write(a, HOME, page('Home', 'Twice'));
    const second = await publish(a, { files: [HOME], message: 'Same words', author: AUTHOR, now: NOW });
    expect([first.branch, second.branch]).toStrictEqual(['edit/same-words-20250131-0905', 'edit/same-words-20250131-0905-2']);
    expect(sh(remote.bare, 'show', `${second.branch}:${HOME}`)).toBe(page('Home', 'Twice'));
  });

  it('takes in what others published meanwhile, so the request shows only this change', async () => {
    const remote = remoteRepo({ mode: 'review' });
    const [a, b] = [remote.clone(), remote.clone()];
    write(a, ABOUT, page('About', 'A'));
    sh(a, 'commit', '-qam', 'A');
    sh(a, 'push', '-q', 'origin', 'main');
    write(b, HOME, page('Home', 'B'));

    const result = await publish(b, { files: [HOME], message: 'B', author: AUTHOR, now: NOW });
    expect(sh(remote.bare, 'diff', '--name-only', `main...${result.branch}`)).toBe(`${HOME}\n`);
    expect(sh(remote.bare, 'diff', '--name-only', 'main', result.branch)).toBe(`${HOME}\n`);
    expect(tip(b)).not.toBe(tip(a));
  });

  it('reports a conflict and pushes nothing', async () => {
    const remote = remoteRepo({ mode: 'review' });
    const [a, b] = [remote.clone(), remote.clone()];
    write(a, HOME, page('Home A', 'Welcome'));
    sh(a, 'commit', '-qam', 'A');
    sh(a, 'push', '-q', 'origin', 'main');
    write(b, HOME, page('Home', 'Welcome B'));
    const before = snapshot(b, [HOME]);

    await expect(publish(b, { files: [HOME], message: 'B', author: AUTHOR, now: NOW })).rejects.toMatchObject({
      code: 'conflict',
      details: { conflicts: [{ file: HOME, theirs: page('Home A', 'Welcome') }] },
    });
    expect(sh(remote.bare, 'branch', '--list', 'edit/*')).toBe('');
    expect(snapshot(b, [HOME])).toStrictEqual(before);
    expect(read(b, HOME)).toBe(page('Home', 'Welcome B'));
  });
});
