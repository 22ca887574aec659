import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatErrors } from '../validator/format.ts';
import { loadSiteConfig } from '../validator/load.ts';
import { checkSite } from './check.ts';
import { tempProject, validators } from './test-project.ts';

const home = 'site.config/pages/home.json';

describe('checking unsaved texts', () => {
  it('the real site is valid, so every error below comes from the unsaved text', () => {
    expect(checkSite(tempProject(), validators()).errors).toStrictEqual([]);
  });

  it('a broken unsaved page gets exactly the errors npm run validate reports once it is saved', () => {
    const root = tempProject();
    const text = readFileSync(join(root, home), 'utf8');
    const withLink = text.replace('"type": "hero"', '"type": "heroo"').replace('"href": "/process"', '"href": "/processs"');
    expect(withLink).not.toBe(text);
    const unsaved = checkSite(root, validators(), new Map([[home, withLink]])).errors;
    // Nothing was written: the file on disk is still the valid one.
    expect(readFileSync(join(root, home), 'utf8')).toBe(text);
    expect(loadSiteConfig('site.config', root).errors).toStrictEqual([]);
    writeFileSync(join(root, home), withLink);
    const saved = loadSiteConfig('site.config', root).errors;
    expect(unsaved).toStrictEqual(saved);
    expect(formatErrors(unsaved)).toBe(formatErrors(saved));
    expect(unsaved.map((e) => e.message)).toEqual(
      expect.arrayContaining(['Unknown block type "heroo".', 'The link "/processs" goes to a page that does not exist.']),
    );
    expect(unsaved.find((e) => e.message.startsWith('Unknown block type'))).toMatchObject({ file: home, hint: 'Did you mean "hero"?', path: 'blocks[0].type' });
  });

  it('a page sent as saved, only written out again by the editor, is answered by the saved check; a change is checked', () => {
    const root = tempProject();
    const text = readFileSync(join(root, home), 'utf8');
    const saved = checkSite(root, validators());
    const again = `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    expect(again).not.toBe(text);
    expect(checkSite(root, validators(), new Map([[home, again]]))).toBe(saved);
    const changed = again.replace('"type": "hero"', '"type": "heroo"');
    const checked = checkSite(root, validators(), new Map([[home, changed]]));
    expect(checked).not.toBe(saved);
    expect(checked.errors.map((e) => e.message)).toContain('Unknown block type "heroo".');
    // With its parsed files asked for, the texts as sent are checked (their positions are the texts' own).
    expect(checkSite(root, validators(), new Map([[home, again]]), true)).not.toBe(saved);
  });

  it('the site-wide link check sees a route that exists only in an unsaved page', () => {
    const root = tempProject();
    const text = readFileSync(join(root, home), 'utf8');
    const linking = text.replace(/"href": "\/request-demo"/, '"href": "/industries/travel#start"');
    // A copy of a real page, so that it has whatever every page must have.
    const about = JSON.parse(readFileSync(join(root, 'site.config/pages/about-us.json'), 'utf8')) as { blocks: Array<Record<string, unknown>> };
    about.blocks[0].anchor = 'start';
    const newPage = JSON.stringify({ ...about, $schema: '../../../schema/page.schema.json', route: '/industries/travel' });
    const alone = checkSite(root, validators(), new Map([[home, linking]])).errors;
    expect(alone.map((e) => e.message)).toContain('The link "/industries/travel#start" goes to a page that does not exist.');
    const both = checkSite(
      root,
      validators(),
      new Map([
        [home, linking],
        ['site.config/pages/industries/travel.json', newPage],
      ]),
    );
    expect(both.errors).toStrictEqual([]);
    expect(both.bundle?.pages.map((p) => p.page.route)).toContain('/industries/travel');
  });
});

describe('the site as saved is checked once until a file changes', () => {
  it('answers from the last check while the folder is unchanged, and checks again after a write, a new file and a deletion', () => {
    const root = tempProject();
    const first = checkSite(root, validators());
    expect(checkSite(root, validators())).toBe(first);

    const text = readFileSync(join(root, home), 'utf8');
    writeFileSync(join(root, home), text.replace('"type": "hero"', '"type": "heroo"'));
    const broken = checkSite(root, validators());
    expect(broken).not.toBe(first);
    expect(broken.errors.map((e) => e.message)).toContain('Unknown block type "heroo".');

    writeFileSync(join(root, home), text);
    expect(checkSite(root, validators()).errors).toStrictEqual([]);

    const extra = 'site.config/pages/extra.json';
    writeFileSync(join(root, extra), '{');
    expect(checkSite(root, validators()).errors.map((e) => e.file)).toContain(extra);
    rmSync(join(root, extra));
    expect(checkSite(root, validators()).errors).toStrictEqual([]);
  });
});
