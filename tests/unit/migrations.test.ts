/**
 * Content migrations: the one message for files written for another version, `npm run migrate`
 * (dry run, --write, a second run) on the site as it was at version 1, and the editor's hook.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { JSDOM } from 'jsdom';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSite } from '../../renderer/resolve/site.ts';
import { renderPage } from '../../renderer/server/render.tsx';
import { formatErrors } from '../../validator/format.ts';
import { loadSiteConfig } from '../../validator/load.ts';
import { runMigrate } from '../../cli/migrate.ts';
import { migrateForEditing } from '../../validator/migrations/for-editing.ts';
import { migrateSite } from '../../validator/migrations/run.ts';
import { writeAllOrNothing } from '../../validator/migrations/write-files.ts';
import { CONFIG_DIR, prepareFixture, projectRoot } from './fixture-config.ts';

const V1 = join(projectRoot, 'tests/fixtures/migration-v1');
const FIX = 'Run `npm run migrate` to see what would change, then `npm run migrate -- --write` to update the files.';
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The version-1 site copied to `<temp>/site.config`, with "$schema" paths right for a loader run from `<temp>`. */
function copyV1(): string {
  const root = mkdtempSync(join(tmpdir(), 'migrate-v1-'));
  temps.push(root);
  cpSync(V1, join(root, CONFIG_DIR), { recursive: true });
  for (const rel of siteFiles(join(root, CONFIG_DIR))) {
    const file = join(root, CONFIG_DIR, rel);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"$schema": "../../', '"$schema": "'));
  }
  return root;
}

function siteFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort();
}

const snapshot = (dir: string) => new Map(siteFiles(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));

describe('validate on files written for another version', () => {
  it('the version-1 site fails with one message that names the command', () => {
    const { errors, bundle } = loadSiteConfig('tests/fixtures/migration-v1', projectRoot);
    expect(bundle).toBeUndefined();
    expect(errors).toStrictEqual([
      {
        file: 'tests/fixtures/migration-v1',
        line: 1,
        column: 1,
        path: '(folder)',
        message: '50 files (site.json, pages/about-us.json and 48 more) are written for version 1 of the blocks; the schemas are at version 2.',
        hint: FIX,
      },
    ]);
    expect(formatErrors(errors)).toBe(
      [
        'tests/fixtures/migration-v1:1:1  (folder)',
        '  ✖ 50 files (site.json, pages/about-us.json and 48 more) are written for version 1 of the blocks; the schemas are at version 2.',
        `    Fix: ${FIX}`,
        '',
        '1 error in 1 file.',
      ].join('\n'),
    );
  });

  const withHome = (edit: (text: string) => string) => {
    const root = prepareFixture();
    temps.push(root);
    const file = join(root, CONFIG_DIR, 'pages/home.json');
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
    return loadSiteConfig(CONFIG_DIR, root).errors;
  };

  it('one older file is located at its "version", or at its start when it names none', () => {
    expect(withHome((t) => t.replace('"version": 2', '"version": 1'))).toStrictEqual([
      {
        file: 'site.config/pages/home.json',
        line: 1,
        column: 14,
        path: 'version',
        message: 'This file is written for version 1 of the blocks; the schemas are at version 2.',
        hint: FIX,
      },
    ]);
    expect(withHome((t) => t.replace('"version": 2,', ''))).toStrictEqual([
      {
        file: 'site.config/pages/home.json',
        line: 1,
        column: 1,
        path: '(whole file)',
        message: 'This file is written for version 1 of the blocks; the schemas are at version 2.',
        hint: FIX,
      },
    ]);
  });

  it('a newer file and a version that is not a number are one message each', () => {
    expect(withHome((t) => t.replace('"version": 2', '"version": 3'))).toStrictEqual([
      {
        file: 'site.config/pages/home.json',
        line: 1,
        column: 14,
        path: 'version',
        message: 'This file is written for version 3 of the blocks, newer than these schemas (version 2).',
        hint: 'Update this project to the version that wrote the file (git pull), or undo the change.',
      },
    ]);
    expect(withHome((t) => t.replace('"version": 2', '"version": "2"'))).toStrictEqual([
      {
        file: 'site.config/pages/home.json',
        line: 1,
        column: 14,
        path: 'version',
        message: '"version" is "2", which is not a version number.',
        hint: 'Write "version": 2 if the file follows the current schemas.',
      },
    ]);
  });
});

const STARTER_DIFF = `--- a/site.config/plans/starter.json
+++ b/site.config/plans/starter.json
@@ -1,5 +1,6 @@
 {
   "$schema": "../../schema/plan.schema.json",
+  "version": 2,
   "kind": "plan",
   "name": "Starter",
   "description": "For a single location that wants every call answered.",
@@ -13,5 +14,6 @@
     "analytics": "Basic dashboard",
     "integrations": "Limited integrations"
   },
+  "includedHeading": "What’s included",
   "features": ["1 voice agent", "Basic call scripts", "Business-hours support", "Basic dashboard", "Limited integrations"]
 }
`;
const STEP = '  1 → 2: Plan and package cards take their list heading from the plan file: `includedHeading` ("What’s included") is added to every plan file.';

describe('npm run migrate on the site as it was at version 1', () => {
  it('a dry run prints a diff per file and a summary, and writes nothing', () => {
    const root = copyV1();
    const before = snapshot(join(root, CONFIG_DIR));
    const { code, out } = runMigrate(['--config', CONFIG_DIR], root);
    expect(code).toBe(0);
    expect(out).toContain(STARTER_DIFF);
    expect(out.match(/^--- a\//gm)).toHaveLength(50);
    expect(out.split('\n').slice(-3)).toStrictEqual([
      'Would migrate 50 of 50 files in site.config, from version 1 to version 2:',
      STEP,
      'The result passes `npm run validate`. Nothing was written: run `npm run migrate -- --config site.config --write` to write it.',
    ]);
    expect(snapshot(join(root, CONFIG_DIR))).toStrictEqual(before);
  });

  it('--write makes it valid, a second run changes nothing, and it prerenders', async () => {
    const root = copyV1();
    const written = runMigrate(['--config', CONFIG_DIR, '--write'], root);
    expect(written).toStrictEqual({
      code: 0,
      out: ['Migrated 50 of 50 files in site.config, from version 1 to version 2:', STEP, 'The result passes `npm run validate`.'].join('\n'),
    });
    const after = snapshot(join(root, CONFIG_DIR));
    const migratedStarter = readFileSync(join(projectRoot, 'tests/fixtures/migrations/0001-plan-included-heading/after/plans/starter.json'), 'utf8');
    expect(after.get('plans/starter.json')).toBe(migratedStarter.replace('../../../../../../schema/', '../../schema/'));

    expect(runMigrate(['--config', CONFIG_DIR, '--write'], root)).toStrictEqual({
      code: 0,
      out: 'All 50 files in site.config are at version 2: nothing to migrate.',
    });
    expect(snapshot(join(root, CONFIG_DIR))).toStrictEqual(after);

    const { bundle, errors } = loadSiteConfig(CONFIG_DIR, root);
    expect(formatErrors(errors)).toBe('0 errors in 0 files.');
    const resolved = resolveSite(bundle!, {});
    const assets = { css: [], entry: '/assets/main.js', modulePreload: [] };
    const html = async (route: string) => renderPage({ site: resolved.site, page: resolved.pages.find((p) => p.page.route === route)!.page, assets });
    const headings = async (route: string) =>
      [...new JSDOM(await html(route)).window.document.querySelectorAll('article p')].filter((p) => p.textContent === 'What’s included');
    expect(await headings('/calling-agents')).toHaveLength(3);
    expect(await headings('/aiagent/discovery')).toHaveLength(1);
    expect(await html('/')).toContain('<h1');
  });

  it('refuses to write a result the validator rejects', () => {
    const root = copyV1();
    const file = join(root, CONFIG_DIR, 'plans/starter.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"monthlyFee": 299', '"monthlyFee": -1'));
    const before = snapshot(join(root, CONFIG_DIR));
    const { code, out } = runMigrate(['--config', CONFIG_DIR, '--write'], root);
    expect(code).toBe(1);
    expect(out.split('\n').slice(-5)).toStrictEqual([
      'site.config/plans/starter.json:8:17  monthlyFee',
      '  ✖ "monthlyFee" must be at least 0; it is -1.',
      '',
      '1 error in 1 file.',
      'The migrated files would not pass `npm run validate`, so nothing was written.',
    ]);
    expect(snapshot(join(root, CONFIG_DIR))).toStrictEqual(before);
  });

  it('says so when the folder holds no config files', () => {
    expect(runMigrate(['--config', 'no-such-folder'], projectRoot)).toStrictEqual({
      code: 1,
      out: 'There are no config files in no-such-folder (site.json, pages/, forms/, plans/).',
    });
  });

  it('refuses a file newer than the schemas, naming it', () => {
    const root = copyV1();
    const file = join(root, CONFIG_DIR, 'pages/home.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('{', '{ "version": 7,'));
    expect(runMigrate(['--config', CONFIG_DIR], root)).toStrictEqual({
      code: 1,
      out: '✖ site.config/pages/home.json is written for version 7 of the blocks, newer than these schemas (version 2).\nNothing was migrated.',
    });
  });
});

describe('writing all files or none', () => {
  const twoFiles = () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrate-write-'));
    temps.push(dir);
    const files = ['a.json', 'b.json'].map((name) => ({ path: join(dir, name), before: `{"${name}": 1}\n`, after: `{"${name}": 2}\n` }));
    for (const f of files) writeFileSync(f.path, f.before);
    return { dir, files };
  };

  it('puts the files already replaced back when a later one fails, and leaves no temporary file', () => {
    const { dir, files } = twoFiles();
    let calls = 0;
    const failSecond = (from: string, to: string) => {
      if (++calls === 2) throw new Error('disk full');
      cpSync(from, to);
      rmSync(from);
    };
    expect(() => writeAllOrNothing(dir, files, failSecond)).toThrow('disk full');
    expect(readdirSync(dir).sort()).toStrictEqual(['a.json', 'b.json']);
    expect(files.map((f) => readFileSync(f.path, 'utf8'))).toStrictEqual(files.map((f) => f.before));
  });

  it('writes nothing when a file changed since it was read', () => {
    const { dir, files } = twoFiles();
    writeFileSync(files[1]!.path, '{"edited": true}\n');
    expect(() => writeAllOrNothing(dir, files)).toThrow(`${files[1]!.path} changed while it was being migrated; nothing was written. Run the command again.`);
    expect(readFileSync(files[0]!.path, 'utf8')).toBe(files[0]!.before);
  });
});

describe('what --write keeps of each file', () => {
  const LAYOUT = join(projectRoot, 'tests/fixtures/migrations/file-layout');
  const layoutFiles = ['plans/starter.json', 'plans/professional.json'];
  const layout = (side: 'before' | 'after', path: string) => readFileSync(join(LAYOUT, side, path), 'utf8');
  const temps = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.migrate-tmp'));

  it('its byte-order mark, its indentation (a tab, four spaces) and its CRLF line ends, text for text', () => {
    expect(layout('before', 'plans/starter.json').startsWith('\uFEFF{\n\t"$schema"')).toBe(true);
    expect(layout('before', 'plans/professional.json').startsWith('{\r\n    "$schema"')).toBe(true);
    const { changed, problems } = migrateSite(new Map(layoutFiles.map((p) => [p, layout('before', p)])));
    expect(problems).toStrictEqual([]);
    expect(Object.fromEntries([...changed].map(([p, f]) => [p, f.after]))).toStrictEqual(Object.fromEntries(layoutFiles.map((p) => [p, layout('after', p)])));
  });

  it('on disk: a read-only mode, a hard link and the layout survive, and the temporary files of an interrupted run are removed', () => {
    const root = copyV1();
    const config = join(root, CONFIG_DIR);
    const atSite = (text: string) => text.replace('"$schema": "../../../../../../schema/', '"$schema": "../../schema/');
    for (const p of layoutFiles) writeFileSync(join(config, p), atSite(layout('before', p)));
    chmodSync(join(config, 'plans/enterprise.json'), 0o444);
    const elsewhere = join(root, 'privacy-copy.json');
    linkSync(join(config, 'pages/privacy.json'), elsewhere);
    // A run killed with kill -9 (its process is gone) and one still running (this test's parent process).
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(config, `pages/.home.json.${dead}.migrate-tmp`), '{ "half": ');
    const running = `pages/.terms.json.${process.ppid}.migrate-tmp`;
    writeFileSync(join(config, running), '{}');

    const { code, out } = runMigrate(['--config', CONFIG_DIR, '--write'], root);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe(`Removed 1 temporary file that an interrupted migration left: site.config/pages/.home.json.${dead}.migrate-tmp.`);
    for (const p of layoutFiles) expect(readFileSync(join(config, p), 'utf8')).toBe(atSite(layout('after', p)));
    expect(statSync(join(config, 'plans/enterprise.json')).mode & 0o777).toBe(0o444);
    expect(readFileSync(join(config, 'plans/enterprise.json'), 'utf8')).toContain('"includedHeading"');
    const [page, copy] = [statSync(join(config, 'pages/privacy.json')), statSync(elsewhere)];
    expect([page.ino, page.nlink]).toStrictEqual([copy.ino, 2]);
    expect(readFileSync(elsewhere, 'utf8')).toContain('"version": 2');
    expect(temps(config)).toStrictEqual([running]);
  });

  it('keeps a mode the umask would narrow', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrate-mode-'));
    const file = join(dir, 'a.json');
    writeFileSync(file, '{}\n');
    chmodSync(file, 0o664);
    try {
      writeAllOrNothing(dir, [{ path: file, before: '{}\n', after: '{ "version": 2 }\n' }]);
      expect(statSync(file).mode & 0o777).toBe(0o664);
      expect(readdirSync(dir)).toStrictEqual(['a.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a hard-linked file in place only after every rename succeeded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrate-link-'));
    try {
      const files = ['a.json', 'b.json'].map((name) => ({ path: join(dir, name), before: `{"${name}": 1}\n`, after: `{"${name}": 2}\n` }));
      for (const f of files) writeFileSync(f.path, f.before);
      linkSync(files[0]!.path, join(dir, 'a-link.json'));
      expect(() =>
        writeAllOrNothing(dir, files, () => {
          throw new Error('disk full');
        }),
      ).toThrow('disk full');
      expect(readdirSync(dir).sort()).toStrictEqual(['a-link.json', 'a.json', 'b.json']);
      expect(files.map((f) => readFileSync(f.path, 'utf8'))).toStrictEqual(files.map((f) => f.before));
      writeAllOrNothing(dir, files);
      expect(readFileSync(join(dir, 'a-link.json'), 'utf8')).toBe(files[0]!.after);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migrateForEditing (the visual editor opening a file)', () => {
  const v1 = () => new Map(siteFiles(V1).map((f) => [f, readFileSync(join(V1, f), 'utf8')]));

  it('opens an older page migrated in memory, with a sentence saying so', () => {
    const opened = migrateForEditing(v1(), 'pages/home.json');
    expect(opened.fromVersion).toBe(1);
    expect(opened.toVersion).toBe(2);
    expect(opened.notice).toBe('This page was written for version 1 of the blocks; it is shown updated to version 2, and saving writes the updated file.');
    expect(opened.data.version).toBe(2);
    expect(opened.text.split('\n').slice(0, 3)).toStrictEqual(['{', '  "$schema": "../../../../schema/page.schema.json",', '  "version": 2,']);
  });

  it('a plan file gets its heading; a current file opens as it is, without a notice', () => {
    const plan = migrateForEditing(v1(), 'plans/ai-agent-discovery.json');
    expect(plan.data.includedHeading).toBe('What’s included');
    expect(plan.notice).toBe('This plan was written for version 1 of the blocks; it is shown updated to version 2, and saving writes the updated file.');
    const current = new Map([['plans/starter.json', readFileSync('site.config/plans/starter.json', 'utf8')]]);
    const opened = migrateForEditing(current, 'plans/starter.json');
    expect(opened).toStrictEqual({
      text: current.get('plans/starter.json'),
      data: JSON.parse(current.get('plans/starter.json')!),
      fromVersion: 2,
      toVersion: 2,
    });
  });

  it('says why a file cannot be opened', () => {
    expect(() => migrateForEditing(new Map([['pages/x.json', '{ "version": 9 }']]), 'pages/x.json')).toThrow(
      'pages/x.json is written for version 9 of the blocks, newer than these schemas (version 2).',
    );
  });
});

describe('the migrations', () => {
  it('follow on from version 1 to the schemas version; a gap is refused', () => {
    expect(migrateSite(new Map()).to).toBe(2);
    const step = { from: 2, to: 3, description: '', migrate: () => new Map() };
    expect(() => migrateSite(new Map(), [step], 3)).toThrow('The migrations do not follow on: one goes from version 2 to 3, after version 1.');
  });
});
