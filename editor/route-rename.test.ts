import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSite } from './check.ts';
import { findLinks, renameRoute } from './route-rename.ts';
import { changedLines, tempProject, validators } from './test-project.ts';

describe('changing a route updates the links to it', () => {
  it('finds every link to the route across all files, keeping anchors, and no link to a longer route', () => {
    const root = tempProject();
    const edits = findLinks(root, validators(), '/discovery', '/discovery-packages');
    expect(edits.length).toBeGreaterThan(3);
    expect(edits).toContainEqual(
      expect.objectContaining({ file: 'site.config/site.json', from: '/discovery#buy-now', to: '/discovery-packages#buy-now', fromDefault: false }),
    );
    expect(edits.every((e) => e.from === '/discovery' || e.from.startsWith('/discovery#'))).toBe(true);
    expect(edits.every((e) => e.to === `/discovery-packages${e.from.slice('/discovery'.length)}`)).toBe(true);
    for (const e of edits) {
      const line = readFileSync(join(root, e.file), 'utf8').split('\n')[e.line - 1];
      expect(line, `${e.file}:${e.line}`).toContain(`"${e.from}"`);
      expect(e.path[e.path.length - 1]).toBe('href');
    }
  });

  it('renames the route and rewrites each link on its own line, leaving a valid site', () => {
    const root = tempProject();
    const before = new Map<string, string>();
    const edits = findLinks(root, validators(), '/discovery', '/discovery-packages');
    for (const file of new Set([...edits.map((e) => e.file), 'site.config/pages/discovery.json'])) before.set(file, readFileSync(join(root, file), 'utf8'));
    const done = renameRoute(root, validators(), { from: '/discovery', to: '/discovery-packages' });
    expect(done).toMatchObject({ ok: true });
    expect(checkSite(root, validators()).errors).toStrictEqual([]);
    for (const [file, text] of before) {
      const lines = edits.filter((e) => e.file === file).length + (file.endsWith('/discovery.json') ? 1 : 0);
      expect(changedLines(text, readFileSync(join(root, file), 'utf8')), file).toBeLessThanOrEqual(lines);
    }
    expect(readFileSync(join(root, 'site.config/pages/discovery.json'), 'utf8')).toContain('"route": "/discovery-packages"');
    expect(findLinks(root, validators(), '/discovery', '/x')).toStrictEqual([]);
  });

  it("a link that is a schema default (a package block's successHref) is written out with the new route", () => {
    const root = tempProject();
    const file = 'site.config/pages/aiagent/discovery.json';
    const defaults = findLinks(root, validators(), '/thank-you', '/thanks').filter((e) => e.fromDefault);
    expect(defaults).toContainEqual(expect.objectContaining({ file, from: '/thank-you', to: '/thanks', line: 0 }));
    expect(renameRoute(root, validators(), { from: '/thank-you', to: '/thanks' })).toMatchObject({ ok: true });
    expect(checkSite(root, validators()).errors).toStrictEqual([]);
    expect(readFileSync(join(root, file), 'utf8')).toContain('"successHref": "/thanks"');
  });

  it('refuses an unknown route or a taken one', () => {
    const root = tempProject();
    expect(renameRoute(root, validators(), { from: '/nowhere', to: '/x' })).toMatchObject({ ok: false, reason: 'not-found' });
    const taken = renameRoute(root, validators(), { from: '/discovery', to: '/process' });
    expect(taken).toMatchObject({ ok: false, reason: 'invalid' });
    expect(!taken.ok && taken.errors?.map((e) => e.message)).toContain('The route "/process" is already used by site.config/pages/discovery.json.');
  });
});
