import { describe, expect, it } from 'vitest';
import { remoteWeb, reviewLink } from './links.ts';

const gh = 'https://github.com/acme/site/compare/main...edit/fix-20250101-1200?expand=1';
const gl = (origin: string, repo: string) =>
  `${origin}/${repo}/-/merge_requests/new?merge_request[source_branch]=edit%2Ffix-20250101-1200&merge_request[target_branch]=main`;
const bb = 'https://bitbucket.org/acme/site/pull-requests/new?source=edit%2Ffix-20250101-1200&dest=main';

describe('reviewLink', () => {
  it.each([
    ['git@github.com:acme/site.git', gh],
    ['github.com:acme/site', gh],
    ['ssh://git@github.com/acme/site.git', gh],
    ['ssh://git@ssh.github.com:443/acme/site.git', gh],
    ['git@github.com-work:acme/site.git', gh],
    ['https://github.com/acme/site.git', gh],
    ['https://github.com/acme/site/', gh],
    ['https://bob:ghp_abcdefghijklmnopqrstuvwxyz0123@github.com/acme/site.git', gh],
    ['https://x-access-token:tok@github.com/acme/site', gh],
    ['git://github.com/acme/site.git', gh],
    ['https://github.example.com/acme/site.git', gh.replace('github.com', 'github.example.com')],
    ['git@gitlab.com:acme/site.git', gl('https://gitlab.com', 'acme/site')],
    ['https://oauth2:glpat-abcdefghijklmnopqrst@gitlab.com/acme/web/site.git', gl('https://gitlab.com', 'acme/web/site')],
    ['ssh://git@gitlab.example.com:2222/acme/site.git', gl('https://gitlab.example.com', 'acme/site')],
    ['https://gitlab.example.com:8443/acme/site.git', gl('https://gitlab.example.com:8443', 'acme/site')],
    ['http://gitlab.intranet/acme/site', gl('http://gitlab.intranet', 'acme/site')],
    ['git@bitbucket.org:acme/site.git', bb],
    ['https://bob@bitbucket.org/acme/site.git', bb],
  ])('%s', (url, link) => {
    expect(reviewLink(url, 'main', 'edit/fix-20250101-1200')).toBe(link);
  });

  it.each([
    '/srv/git/site.git',
    '../site.git',
    'file:///srv/git/site.git',
    'C:\\repos\\site.git',
    'https://git.example.com/acme/site.git',
    'https://dev.azure.com/acme/site/_git/site',
    'https://github.com/acme',
    'https://github.com/acme/site/extra',
    'https://github.com/../site',
    'ftp://github.com/acme/site.git',
    '',
  ])('gives no link for %j', (url) => {
    expect(reviewLink(url, 'main', 'edit/x')).toBeNull();
  });

  it('never puts credentials in the link', () => {
    for (const url of [
      'https://bob:hunter2@github.com/acme/site.git',
      'https://github-bot:tok/en@github.com/acme/site.git',
      'https://oauth2:glpat-abcdefghijklmnopqrst@gitlab.com/a/b.git',
    ]) {
      expect(reviewLink(url, 'main', 'edit/x') ?? '').not.toMatch(/bob|hunter2|tok|glpat|oauth2/);
    }
  });

  it('encodes branch names', () => {
    expect(reviewLink('git@github.com:acme/site.git', 'release/1.0', 'edit/a&b#c')).toBe(
      'https://github.com/acme/site/compare/release/1.0...edit/a%26b%23c?expand=1',
    );
    expect(remoteWeb('git@gitlab.com:acme/site.git')).toStrictEqual({ forge: 'gitlab', origin: 'https://gitlab.com', path: ['acme', 'site'] });
  });
});
