import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownFrom } from './config-folder.ts';

// shownFrom cuts a plain path under the project from itself; every other path takes path.relative's answer.
describe('shownFrom', () => {
  const cases: Array<[string, string]> = [
    ['/work/site', '/work/site/site.config/pages/home.json'],
    ['/work/site/', '/work/site/site.config/pages/home.json'],
    ['/work/site', '/work/other/site.config/pages/home.json'],
    ['/work/site', '/work/site/site.config/../elsewhere/home.json'],
    ['/work/site', '/work/site/./site.config//pages/home.json'],
    ['/work/site', '/work/site-two/pages/home.json'],
    ['/work/site', '/work/site'],
    ['/', '/srv/pages/home.json'],
  ];
  it.each(cases)('from %s shows %s as path.relative does', (cwd, abs) => {
    expect(shownFrom(cwd)(abs)).toBe(relative(cwd, abs));
  });

  it('shows a path under the project relative to it', () => {
    expect(shownFrom('/work/site')('/work/site/site.config/pages/home.json')).toBe('site.config/pages/home.json');
    expect(shownFrom('/work/site')('/work/site-two/pages/home.json')).toBe('../site-two/pages/home.json');
  });
});
