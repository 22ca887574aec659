import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashText } from './files.ts';
import { deletePage } from './page-delete.ts';
import { duplicatePage, listPages, newPage, readConfigFile, saveConfigFile } from './pages.ts';
import { siteLinks } from './site-links.ts';
import { changedLines, tempProject, validators } from './test-project.ts';

const home = 'site.config/pages/home.json';
type Page = { route: string; blocks: Array<Record<string, unknown>> };

function open(root: string, file = home) {
  const opened = readConfigFile(root, file);
  if (!opened.ok) throw new Error(opened.message);
  return { ...opened, page: opened.data as Page };
}

describe('saving a page', () => {
  it('changing one heading changes one line, and writes no defaults the editor did not type', () => {
    const root = tempProject();
    const { text, page, hash } = open(root);
    expect(page.blocks[0]).not.toHaveProperty('tone');
    page.blocks[0].heading = 'A new heading';
    const saved = saveConfigFile(root, validators(), { file: home, data: page, hash });
    expect(saved).toMatchObject({ ok: true, unchanged: false });
    const after = readFileSync(join(root, home), 'utf8');
    expect(changedLines(text, after)).toBe(1);
    expect(after).toContain('      "heading": "A new heading",\n');
    // The validator fills "tone" and friends in its own copy only.
    expect(JSON.parse(after)).toStrictEqual(page);
    expect(after.endsWith('}\n')).toBe(true);
    expect(saved.ok && saved.hash).toBe(hashText(after));
  });

  it('moving a block down keeps every block text; a new block is written at its place', () => {
    const root = tempProject();
    const { text, page, hash } = open(root);
    [page.blocks[1], page.blocks[2]] = [page.blocks[2], page.blocks[1]];
    expect(saveConfigFile(root, validators(), { file: home, data: page, hash })).toMatchObject({ ok: true });
    const after = readFileSync(join(root, home), 'utf8');
    expect(JSON.parse(after)).toStrictEqual(page);
    expect(after.length).toBe(text.length);
  });

  it('a page with errors is never written: the save answers with the errors', () => {
    const root = tempProject();
    const { text, page, hash } = open(root);
    page.blocks[0].type = 'heroo';
    const saved = saveConfigFile(root, validators(), { file: home, data: page, hash });
    expect(saved).toMatchObject({ ok: false, reason: 'invalid' });
    expect(!saved.ok && saved.errors?.[0]).toMatchObject({
      file: home,
      path: 'blocks[0].type',
      message: 'Unknown block type "heroo".',
      hint: 'Did you mean "hero"?',
    });
    expect(readFileSync(join(root, home), 'utf8')).toBe(text);
  });

  it('a route change that breaks links elsewhere is refused with the broken links', () => {
    const root = tempProject();
    const opened = open(root, 'site.config/pages/process.json');
    opened.page.route = '/our-process';
    const saved = saveConfigFile(root, validators(), { file: opened.file, data: opened.page, hash: opened.hash });
    expect(saved).toMatchObject({ ok: false, reason: 'invalid' });
    expect(!saved.ok && saved.errors?.some((e) => e.file === home && e.message === 'The link "/process" goes to a page that does not exist.')).toBe(true);
  });

  it('a file changed on disk since it was opened is not overwritten unless asked', () => {
    const root = tempProject();
    const { page, hash } = open(root);
    const theirs = readFileSync(join(root, home), 'utf8').replace('Results our clients measure', 'Results measured elsewhere');
    writeFileSync(join(root, home), theirs);
    page.blocks[0].heading = 'Mine';
    const refused = saveConfigFile(root, validators(), { file: home, data: page, hash });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'conflict',
      hash: hashText(theirs),
      message: expect.stringContaining('changed on disk since you opened it'),
    });
    expect(readFileSync(join(root, home), 'utf8')).toBe(theirs);
    expect(saveConfigFile(root, validators(), { file: home, data: page })).toMatchObject({ ok: false, reason: 'bad-request' });
    // Nothing the browser sends overwrites a change on disk: only a save from the new version is written.
    expect(saveConfigFile(root, validators(), { file: home, data: page, hash, overwrite: true } as never)).toMatchObject({ ok: false, reason: 'conflict' });
    expect(saveConfigFile(root, validators(), { file: home, data: page, hash: hashText(theirs) })).toMatchObject({ ok: true });
    const after = JSON.parse(readFileSync(join(root, home), 'utf8')) as Page;
    expect(after.blocks[0].heading).toBe('Mine');
  });

  it('refuses files outside site.config/', () => {
    const root = tempProject();
    expect(saveConfigFile(root, validators(), { file: 'site.config/../package.json', text: '{}', hash: 'x' })).toMatchObject({
      ok: false,
      reason: 'forbidden',
    });
    expect(readConfigFile(root, '/etc/hostname.json')).toMatchObject({ ok: false, reason: 'forbidden' });
  });
});

describe('pages: list, new, duplicate, delete', () => {
  it('lists every page with route, title, file and where it is linked from, sorted by route', () => {
    const { pages, errors } = listPages(tempProject(), validators());
    expect(errors).toStrictEqual([]);
    expect(pages.find((p) => p.file === home)).toStrictEqual({
      file: home,
      route: '/',
      title: expect.any(String),
      linkedFrom: expect.objectContaining({ places: expect.any(Array) }),
    });
    const routes = pages.map((p) => p.route ?? '');
    expect(routes).toContain('/aiagent/industries/healthcare');
    expect(routes.indexOf('/aiagent')).toBeLessThan(routes.indexOf('/aiagent/industries/healthcare'));
    expect(pages.find((p) => p.route === '/about-us')?.linkedFrom?.places).toEqual(expect.arrayContaining(['Header menu', 'Footer']));
    // The not-found page is listed, and is never "linked from".
    expect(pages.find((p) => p.route === '*')).toStrictEqual({ file: 'site.config/pages/not-found.json', route: '*', title: expect.any(String) });
  });

  it('names the menus and the first five pages that link to a page, and counts the rest', () => {
    const root = tempProject();
    const { linkedFrom } = siteLinks(root, validators());
    const [route, places] = Object.entries(linkedFrom).find(([, p]) => p.filter((x) => x.startsWith('/')).length > 5)!;
    const row = listPages(root, validators()).pages.find((p) => p.route === route)!;
    const pages = places.filter((p) => p.startsWith('/'));
    expect(row.linkedFrom).toStrictEqual({ places: [...places.filter((p) => !p.startsWith('/')), ...pages.slice(0, 5)], more: pages.length - 5 });
  });

  it('answers again from the same check until a file of the site changes', () => {
    const root = tempProject();
    const first = listPages(root, validators());
    expect(listPages(root, validators())).toBe(first);
    const about = join(root, 'site.config/pages/about-us.json');
    writeFileSync(about, readFileSync(about, 'utf8').replace(/"title": "[^"]*"/, '"title": "About us, renamed"'));
    const after = listPages(root, validators());
    expect(after).not.toBe(first);
    expect(after.pages.find((p) => p.route === '/about-us')?.title).toBe('About us, renamed');
  });

  it('a new page follows npm run new:page (same file, refuses a taken route)', () => {
    const root = tempProject();
    expect(newPage(root, { route: '/industries/travel', title: 'AI Agents for Travel' })).toStrictEqual({
      ok: true,
      file: 'site.config/pages/industries/travel.json',
    });
    expect(newPage(root, { route: '/industries/travel', title: 'Again' })).toMatchObject({ ok: false, message: expect.stringContaining('already used by') });
  });

  it('duplicates a page to a new route with the $schema its folder needs, and refuses a taken one', () => {
    const root = tempProject();
    const made = duplicatePage(root, validators(), { file: 'site.config/pages/about-us.json', route: '/company/about' });
    expect(made).toMatchObject({ ok: true, file: 'site.config/pages/company/about.json' });
    const copy = readFileSync(join(root, 'site.config/pages/company/about.json'), 'utf8');
    expect(copy.split('\n').slice(0, 2)).toStrictEqual(['{', '  "$schema": "../../../schema/page.schema.json",']);
    expect(copy).toContain('"route": "/company/about"');
    expect(duplicatePage(root, validators(), { file: 'site.config/pages/about-us.json', route: '/company/about' })).toMatchObject({
      ok: false,
      reason: 'conflict',
    });
    expect(duplicatePage(root, validators(), { file: 'site.config/pages/about-us.json', route: '/../x' })).toMatchObject({ ok: false, reason: 'bad-request' });
  });

  it('deletes only page files, and never breaks a link, whatever the request says', () => {
    const root = tempProject();
    expect(deletePage(root, validators(), { file: 'site.config/site.json' })).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(deletePage(root, validators(), { file: 'site.config/pages/not-found.json' })).toMatchObject({ ok: false, reason: 'forbidden' });
    const linked = deletePage(root, validators(), { file: 'site.config/pages/process.json' });
    expect(linked).toMatchObject({ ok: false, reason: 'conflict', message: expect.stringContaining('go to "/process"') });
    expect(existsSync(join(root, 'site.config/pages/process.json'))).toBe(true);
    expect(deletePage(root, validators(), { file: 'site.config/pages/process.json', force: true } as never)).toMatchObject({ ok: false, reason: 'conflict' });
    expect(existsSync(join(root, 'site.config/pages/process.json'))).toBe(true);
    expect(duplicatePage(root, validators(), { file: 'site.config/pages/process.json', route: '/unlinked-copy' })).toMatchObject({ ok: true });
    expect(deletePage(root, validators(), { file: 'site.config/pages/unlinked-copy.json' })).toMatchObject({ ok: true });
    expect(existsSync(join(root, 'site.config/pages/unlinked-copy.json'))).toBe(false);
  });
});

describe('opening a file written for an older version', () => {
  it('shows it migrated in memory, says so, and saving writes the migrated file', () => {
    const root = tempProject();
    rmSync(join(root, 'site.config'), { recursive: true });
    cpSync(join(import.meta.dirname, '../tests/fixtures/migration-v1'), join(root, 'site.config'), { recursive: true });
    // The fixture's "$schema" paths climb out of tests/fixtures/; here the files sit where the site's do.
    for (const rel of readdirSync(join(root, 'site.config'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
      const abs = join(root, 'site.config', rel);
      const up = '../'.repeat(rel.split('/').length);
      writeFileSync(abs, readFileSync(abs, 'utf8').replace(/"\$schema": "(\.\.\/)+schema\//, `"$schema": "${up}schema/`));
    }
    const file = 'site.config/plans/starter.json';
    const before = readFileSync(join(root, file), 'utf8');
    const opened = readConfigFile(root, file);
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.notice).toBe('This plan was written for version 1 of the blocks; it is shown updated to version 2, and saving writes the updated file.');
    expect(opened.data).toMatchObject({ version: 2, includedHeading: 'What’s included' });
    expect(opened.hash).toBe(hashText(before));
    expect(readFileSync(join(root, file), 'utf8')).toBe(before);

    const saved = saveConfigFile(root, validators(), { file, data: opened.data, hash: opened.hash });
    expect(saved, JSON.stringify(saved)).toMatchObject({ ok: true });
    expect(JSON.parse(readFileSync(join(root, file), 'utf8'))).toStrictEqual(opened.data);
  });
});
