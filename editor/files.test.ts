import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guardPath } from './files.ts';
import { tempProject } from './test-project.ts';

const outside = mkdtempSync(join(tmpdir(), 'editor-outside-'));
writeFileSync(join(outside, 'secret.json'), '{}');
afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe('guardPath keeps reads and writes inside site.config/', () => {
  it('accepts JSON files inside site.config/, existing or new', () => {
    const root = tempProject();
    expect(guardPath(root, 'site.config/pages/home.json')).toMatchObject({ ok: true, key: 'pages/home.json', abs: join(root, 'site.config/pages/home.json') });
    expect(guardPath(root, 'site.config/pages/new/deep.json')).toMatchObject({ ok: true, key: 'pages/new/deep.json' });
    expect(guardPath(root, 'site.config/site.json')).toMatchObject({ ok: true });
  });

  it.each([
    ['../package.json', '"..", "." and empty path parts'],
    ['site.config/../package.json', '"..", "." and empty path parts'],
    ['site.config/pages/../../package.json', '"..", "." and empty path parts'],
    ['site.config//pages/home.json', '"..", "." and empty path parts'],
    ['/etc/passwd.json', 'only paths relative to the project'],
    ['C:/x/site.config/a.json', 'only paths relative to the project'],
    ['site.config\\pages\\home.json', 'backslash'],
    ['package.json', 'only files inside site.config/'],
    ['site.configs/a.json', 'only files inside site.config/'],
    ['site.config/pages/home.txt', 'only .json files'],
    ['site.config/extra.json', 'config files are site.config/site.json, site.config/redirects.json and'],
    ['site.config/drafts/a.json', 'config files are site.config/site.json, site.config/redirects.json and'],
    ['site.config/pages/home.json\0.json', 'NUL'],
  ])('refuses %j', (file, why) => {
    const g = guardPath(tempProject(), file);
    expect(g.ok).toBe(false);
    expect(!g.ok && g.message).toContain(why);
  });

  it('refuses links whose real path leaves site.config/, and dangling links; accepts links that stay inside', () => {
    const root = tempProject();
    const pages = join(root, 'site.config/pages');
    symlinkSync(join(outside, 'secret.json'), join(pages, 'out.json'));
    symlinkSync(outside, join(pages, 'outdir'));
    symlinkSync(join(outside, 'missing.json'), join(pages, 'dangling.json'));
    symlinkSync(join(pages, 'home.json'), join(pages, 'alias.json'));
    mkdirSync(join(pages, 'sub'));
    for (const file of [
      'site.config/pages/out.json',
      'site.config/pages/outdir/secret.json',
      'site.config/pages/outdir/new.json',
      'site.config/pages/dangling.json',
    ]) {
      const g = guardPath(root, file);
      expect(g.ok, file).toBe(false);
    }
    expect(guardPath(root, 'site.config/pages/out.json')).toMatchObject({ ok: false, message: expect.stringContaining('leads outside site.config/') });
    expect(guardPath(root, 'site.config/pages/alias.json')).toMatchObject({ ok: true, abs: join(pages, 'home.json') });
    expect(guardPath(root, 'site.config/pages/sub/x.json')).toMatchObject({ ok: true });
  });

  it('with a folder named, only files inside it pass', () => {
    const root = tempProject();
    expect(guardPath(root, 'site.config/site.json', 'pages')).toMatchObject({ ok: false, message: expect.stringContaining('inside site.config/pages/') });
    expect(guardPath(root, 'site.config/pages/home.json', 'pages').ok).toBe(true);
  });
});
