import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../validator/load.ts';
import { deletePage, linksToPage, type LinkAnswer } from './page-delete.ts';
import { readConfigFile, saveConfigFile } from './pages.ts';
import { renameRoute } from './route-rename.ts';
import { tempProject, validators } from './test-project.ts';

const PROCESS = 'site.config/pages/process.json';
const REDIRECTS = 'site.config/redirects.json';
const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
const valid = (root: string) => expect(loadSiteConfig('site.config', root, { countsOnly: true }).errors).toEqual([]);

function links(root: string) {
  const listed = linksToPage(root, validators(), { file: PROCESS });
  if (!listed.ok) throw new Error(listed.message);
  return listed;
}

describe('deleting a linked page', () => {
  it('lists every link with its file and where it is in words, and the routes it could go to instead', () => {
    const root = tempProject();
    const listed = links(root);
    expect(listed.route).toBe('/process');
    expect(listed.routes).toContain('/about-us');
    expect(listed.routes).not.toContain('/process');
    expect(listed.routes).not.toContain('*');
    const where = listed.links.map((l) => `${l.file} · ${l.where}`);
    expect(where).toContain(
      "site.config/pages/about-us.json · Page /about-us › block 7, “Let's find the first job your AI agent should take over” › “See Our Process”",
    );
    expect(where.some((w) => w.startsWith('site.config/site.json · Footer › '))).toBe(true);
    expect(where).toContain('site.config/pages/not-found.json · Page (not found) › block 1 › “Development Process”');
  });

  it('re-points each link, writes the redirect and deletes the page in one step; the site stays valid', () => {
    const root = tempProject();
    const listed = links(root);
    const answers: LinkAnswer[] = listed.links.map((l) => ({ file: l.file, path: l.path, to: '/about-us' }));
    const done = deletePage(root, validators(), { file: PROCESS, links: answers, redirectTo: '/about-us' });
    expect(done, JSON.stringify(done)).toMatchObject({ ok: true, file: PROCESS });
    expect(existsSync(join(root, PROCESS))).toBe(false);
    expect(JSON.parse(read(root, REDIRECTS))).toEqual({
      $schema: '../schema/redirects.schema.json',
      version: 2,
      redirects: [{ from: '/process', to: '/about-us' }],
    });
    expect(linksToPage(root, validators(), { file: 'site.config/pages/about-us.json' })).toMatchObject({ ok: true });
    for (const l of listed.links) expect(read(root, l.file)).not.toContain('"/process"');
    valid(root);
  });

  it('removing a link removes the menu item or button it is, never leaving an empty address', () => {
    const root = tempProject();
    const listed = links(root);
    const before = JSON.parse(read(root, 'site.config/site.json')) as unknown;
    const answers: LinkAnswer[] = listed.links.map((l) => ({ file: l.file, path: l.path, remove: true }));
    const done = deletePage(root, validators(), { file: PROCESS, links: answers });
    expect(done, JSON.stringify(done)).toMatchObject({ ok: true });
    const site = read(root, 'site.config/site.json');
    expect(site).not.toContain('/process');
    expect(site).not.toContain('"href": ""');
    expect(JSON.stringify(before).length).toBeGreaterThan(JSON.stringify(JSON.parse(site)).length);
    expect(existsSync(join(root, REDIRECTS))).toBe(false);
    valid(root);
  });

  it('refuses without an answer for every link, or with answers for links that are not there, and changes nothing', () => {
    const root = tempProject();
    const listed = links(root);
    const some = listed.links.slice(1).map((l) => ({ file: l.file, path: l.path, to: '/about-us' }));
    const stale = [...listed.links.map((l) => ({ file: l.file, path: l.path, to: '/about-us' })), { file: 'site.config/site.json', path: ['x'], to: '/' }];
    for (const answers of [undefined, some, stale]) {
      expect(deletePage(root, validators(), { file: PROCESS, links: answers })).toMatchObject({ ok: false, reason: 'conflict' });
    }
    expect(existsSync(join(root, PROCESS))).toBe(true);
    expect(links(root).links).toHaveLength(listed.links.length);
  });

  it('refuses a redirect to an address without a page, with the validator’s message, and writes nothing', () => {
    const root = tempProject();
    const listed = links(root);
    const answers = listed.links.map((l) => ({ file: l.file, path: l.path, to: '/about-us' }));
    const done = deletePage(root, validators(), { file: PROCESS, links: answers, redirectTo: '/nowhere' });
    expect(done).toMatchObject({
      ok: false,
      reason: 'invalid',
      errors: [{ file: REDIRECTS, message: 'This redirect sends visitors to "/nowhere", but no page has that address.' }],
    });
    expect(existsSync(join(root, PROCESS))).toBe(true);
    expect(existsSync(join(root, REDIRECTS))).toBe(false);
  });

  it('a redirect that went to the deleted page is a link like the others: re-pointed with them, so no chain is made', () => {
    const root = tempProject();
    writeFileSync(
      join(root, REDIRECTS),
      JSON.stringify({ $schema: '../schema/redirects.schema.json', version: 2, redirects: [{ from: '/our-process', to: '/process' }] }, null, 2),
    );
    valid(root);
    const listed = links(root);
    expect(listed.links.map((l) => l.where)).toContain('Redirect from /our-process');
    const answers = listed.links.map((l) => ({ file: l.file, path: l.path, to: '/about-us' }));
    expect(deletePage(root, validators(), { file: PROCESS, links: answers, redirectTo: '/about-us' })).toMatchObject({ ok: true });
    expect((JSON.parse(read(root, REDIRECTS)) as { redirects: unknown }).redirects).toEqual([
      { from: '/our-process', to: '/about-us' },
      { from: '/process', to: '/about-us' },
    ]);
    valid(root);
  });
});

describe('renaming a route with a redirect', () => {
  it('adds the old address to redirects.json, sending it to the new one, along with the links', () => {
    const root = tempProject();
    const renamed = renameRoute(root, validators(), { from: '/process', to: '/our-process', redirect: true });
    expect(renamed, JSON.stringify(renamed)).toMatchObject({ ok: true });
    expect(renamed.ok && renamed.files).toContain(REDIRECTS);
    expect((JSON.parse(read(root, REDIRECTS)) as { redirects: unknown }).redirects).toEqual([{ from: '/process', to: '/our-process' }]);
    valid(root);
  });

  it('without a redirect, redirects.json is left alone', () => {
    const root = tempProject();
    expect(renameRoute(root, validators(), { from: '/process', to: '/our-process' })).toMatchObject({ ok: true });
    expect(existsSync(join(root, REDIRECTS))).toBe(false);
  });
});

describe('redirects.json through the generic file API', () => {
  it('opens and saves like site.json, checked with the site: a redirect from a live page is refused', () => {
    const root = tempProject();
    writeFileSync(join(root, REDIRECTS), `${JSON.stringify({ $schema: '../schema/redirects.schema.json', version: 2, redirects: [] }, null, 2)}\n`);
    const opened = readConfigFile(root, REDIRECTS);
    if (!opened.ok) throw new Error(opened.message);
    const live = { ...(opened.data as object), redirects: [{ from: '/process', to: '/about-us' }] };
    expect(saveConfigFile(root, validators(), { file: REDIRECTS, data: live, hash: opened.hash })).toMatchObject({
      ok: false,
      reason: 'invalid',
      errors: [{ file: REDIRECTS, path: 'redirects[0].from' }],
    });
    const old = { ...(opened.data as object), redirects: [{ from: '/old-process', to: '/process' }] };
    expect(saveConfigFile(root, validators(), { file: REDIRECTS, data: old, hash: opened.hash })).toMatchObject({ ok: true });
    expect((JSON.parse(read(root, REDIRECTS)) as { redirects: unknown }).redirects).toEqual([{ from: '/old-process', to: '/process' }]);
    valid(root);
  });
});
