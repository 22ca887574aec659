import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../validator/load.ts';
import { createPage, describeTitle } from '../../validator/new-page.ts';
import { projectRoot } from './fixture-config.ts';
import { siteFixtureConfig } from './site-fixture.ts';

const roots: string[] = [];
/** A temp folder holding a copy of the site snapshot (tests/fixtures/site), laid out as in the project. */
function copyOfSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-page-'));
  cpSync(siteFixtureConfig, join(root, 'site.config'), { recursive: true });
  roots.push(root);
  return root;
}
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

const pageFiles = (root: string) => readdirSync(join(root, 'site.config/pages'), { recursive: true, encoding: 'utf8' }).sort();

describe('npm run new:page', () => {
  it('writes a nested page with a hero and a call to action that validates with zero errors', () => {
    const cwd = copyOfSite();
    const result = createPage({ route: '/industries/travel', title: 'AI Agents for Travel Agencies', cwd });
    expect(result).toEqual({ ok: true, file: 'site.config/pages/industries/travel.json' });

    const page = JSON.parse(readFileSync(join(cwd, 'site.config/pages/industries/travel.json'), 'utf8'));
    expect(page.$schema).toBe('../../../schema/page.schema.json');
    expect(page.route).toBe('/industries/travel');
    expect(page.blocks.map((b: { type: string }) => b.type)).toEqual(['hero', 'cta']);
    expect(page.blocks[0].heading).toBe('AI Agents for Travel Agencies');
    expect(page.blocks[0].actions[0].href).toBe('/request-demo');

    const { bundle, errors } = loadSiteConfig('site.config', cwd);
    expect(errors).toEqual([]);
    expect(bundle!.pages.map((p) => p.page.route)).toContain('/industries/travel');
  });

  it.each([
    ['/Travel', 'cannot be used'],
    ['travel', 'cannot be used'],
    ['/travel/', 'cannot be used'],
    ['/travel agents', 'cannot be used'],
    ['/', 'The home page "/" already exists'],
    ['/about-us', 'is already used by site.config/pages/about-us.json'],
  ])('refuses the route %s with a clear message and writes nothing', (route, words) => {
    const cwd = copyOfSite();
    const before = pageFiles(cwd);
    const result = createPage({ route, title: 'Travel', cwd });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(words);
    expect(pageFiles(cwd)).toEqual(before);
  });

  it('never overwrites a file, even one that holds another route', () => {
    const cwd = copyOfSite();
    const file = join(cwd, 'site.config/pages/travel.json');
    const own = readFileSync(join(cwd, 'site.config/pages/process.json'), 'utf8').replace('"route": "/process"', '"route": "/travel-old"');
    writeFileSync(file, own);
    const result = createPage({ route: '/travel', title: 'Travel', cwd });
    expect(!result.ok && result.message).toBe('site.config/pages/travel.json already exists; it was not changed. Choose another route.');
    expect(readFileSync(file, 'utf8')).toBe(own);
  });

  it('refuses an empty or over-long title', () => {
    const cwd = copyOfSite();
    expect(createPage({ route: '/a', title: '  ', cwd }).ok).toBe(false);
    const long = createPage({ route: '/a', title: 'x'.repeat(71), cwd });
    expect(!long.ok && long.message).toContain('71 characters');
  });

  it.each(['A', 'AI Agents for Travel', 'x'.repeat(70)])('derives a 50 to 170 character description from the title %s', (title) => {
    const text = describeTitle(title, 'Rivo AI');
    expect(text).toContain(title);
    expect(text.length).toBeGreaterThanOrEqual(50);
    expect(text.length).toBeLessThanOrEqual(170);
  });

  it('runs from the command line on the folder given by --config and prints the next steps', () => {
    const cwd = copyOfSite();
    const run = (...args: string[]) =>
      execFileSync(join(projectRoot, 'node_modules/.bin/tsx'), [join(projectRoot, 'cli/new-page.ts'), ...args, '--config', 'site.config'], {
        cwd,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run('/genai/travel-desk', 'Travel Desk')).toContain('Created site.config/pages/genai/travel-desk.json (/genai/travel-desk)');
    expect(existsSync(join(cwd, 'site.config/pages/genai/travel-desk.json'))).toBe(true);
    expect(() => run('/Travel Desk', 'Travel Desk')).toThrow(/The route "\/Travel Desk" cannot be used/);
  }, 60_000);
});
