import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { badConfigCases, CONFIG_DIR, prepareFixture, projectRoot } from '../tests/unit/fixture-config.ts';
import { loadSiteConfig } from './load.ts';
import { createValidators } from './schemas.ts';

const validators = createValidators();
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function fixture(caseName?: string): string {
  const root = prepareFixture(caseName);
  roots.push(root);
  return root;
}

/** Both ways of loading: with the bundle, and `countsOnly` (what `npm run validate` uses). */
const both = (root: string, dir = CONFIG_DIR) => ({
  bundled: loadSiteConfig(dir, root, { validators }),
  counted: loadSiteConfig(dir, root, { validators, countsOnly: true }),
});

describe('loadSiteConfig with countsOnly (no page kept in memory)', () => {
  it.each(badConfigCases())('reports exactly the errors and warnings of the full load: %s', (name) => {
    const { bundled, counted } = both(fixture(name));
    const { errors, warnings } = bundled;
    expect(errors.length + (warnings?.length ?? 0)).toBeGreaterThan(0);
    // A case with warnings only is a valid site: it has its counts.
    if (errors.length === 0) expect(counted).toStrictEqual({ errors, warnings, counts: expect.any(Object) });
    else expect(counted).toStrictEqual({ errors, ...(warnings && { warnings }) });
  });

  it('reports files written for another version exactly as the full load does', () => {
    const { bundled, counted } = both(projectRoot, 'tests/fixtures/migration-v1');
    expect(bundled.errors.length).toBeGreaterThan(0);
    expect(counted).toStrictEqual({ errors: bundled.errors });
  });

  it('counts what the bundle holds for a valid site', () => {
    const { bundled, counted } = both(projectRoot, 'site.config');
    const b = bundled.bundle!;
    const counts = { pages: b.pages.length, forms: Object.keys(b.forms).length, plans: Object.keys(b.plans).length };
    expect(counted).toStrictEqual({ errors: [], counts });
    const parsed = loadSiteConfig('site.config', projectRoot, { validators, withParsed: true }).parsed;
    expect(loadSiteConfig('site.config', projectRoot, { validators, withParsed: true, countsOnly: true })).toStrictEqual({ errors: [], parsed, counts });
  });

  it('places the cross-file errors of many pages (read again from disk) exactly, with unsaved texts too', () => {
    const root = fixture();
    const pages = join(root, CONFIG_DIR, 'pages');
    const about = readFileSync(join(pages, 'about.json'), 'utf8');
    mkdirSync(join(pages, 'many'));
    for (let i = 0; i < 60; i++) {
      const text = about.replace('"/about-us"', `"/many/p${i}"`).replace('../../', '../../../');
      writeFileSync(join(pages, 'many', `p${i}.json`), i === 59 ? `\uFEFF${text}` : text);
    }
    const edit = (name: string, change: (text: string) => string) =>
      writeFileSync(join(pages, 'many', name), change(readFileSync(join(pages, 'many', name), 'utf8')));
    // After a BOM: a taken route and a dangling link; then a repeated anchor, a wrong "$schema" and a schema error.
    edit('p59.json', (t) => t.replace('"/many/p59"', '"/many/p3"').replace('"label": "Home", "href": "/"', '"label": "Home", "href": "/many/p60"'));
    edit('p58.json', (t) => t.replace('"size": "compact"', '"size": "compact", "anchor": "story"'));
    writeFileSync(join(pages, 'many', 'p7.json'), about.replace('"/about-us"', '"/many/p7"').replace('"compact"', '"tiny"'));
    const { bundled, counted } = both(root);
    expect(bundled.errors.map((e) => `${e.file.replace(`${CONFIG_DIR}/pages/many/`, '')}:${e.line}:${e.column} ${e.message}`)).toStrictEqual([
      'p58.json:11:17 The anchor "story" is already used by block 1 of this page.',
      'p59.json:3:12 The route "/many/p3" is already used by site.config/pages/many/p3.json.',
      'p59.json:6:45 The link "/many/p60" goes to a page that does not exist.',
      'p7.json:2:14 "$schema" is "../../schema/page.schema.json", which does not point at this file\'s schema.',
      'p7.json:8:63 "size" is "tiny", which is not one of the allowed values: "large", "compact".',
    ]);
    expect(counted).toStrictEqual({ errors: bundled.errors });

    // An unsaved text with an error found by the site checks: it is placed in that text, not in the file on disk.
    const typed = new Map([['pages/many/p30.json', `\n\n${about.replace('"/about-us"', '"/many/p3"').replace('../../', '../../../')}`]]);
    const unsaved = {
      bundled: loadSiteConfig(CONFIG_DIR, root, { validators, files: typed }),
      counted: loadSiteConfig(CONFIG_DIR, root, { validators, files: typed, countsOnly: true }),
    };
    expect(unsaved.bundled.errors).toStrictEqual([
      expect.objectContaining({ file: `${CONFIG_DIR}/pages/many/p30.json`, line: 5, column: 12, message: expect.stringContaining('is already used by') }),
      ...bundled.errors,
    ]);
    expect(unsaved.counted).toStrictEqual({ errors: unsaved.bundled.errors });
    expect(readdirSync(join(pages, 'many'))).toHaveLength(60);
  });
});
