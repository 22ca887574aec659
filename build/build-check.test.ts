// @vitest-environment node
/**
 * `npm run build` on a site with problems, in a temporary copy of the project: it reports what
 * `npm run validate` reports, word for word, and leaves dist/ as it was.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../tests/editor/project-copy.ts';

const root = copyProject(process.cwd(), mkdtempSync(join(tmpdir(), 'build-check-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const run = (file: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, [...args, file], { cwd: root }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
const build = () => run(join(root, 'build', 'launch.mjs'));
const validate = () => run(join(root, 'cli', 'validate.ts'), '--import', 'tsx');
const pages = () =>
  readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();

describe('a build of a site with problems', () => {
  it('reports the problems validate reports, a page’s own and the site’s, and leaves dist/ as it was', async () => {
    expect((await build()).code).toBe(0);
    const before = pages();
    const about = join(root, 'site.config', 'pages', 'about-us.json');
    const text = readFileSync(about, 'utf8');
    // One page breaks its schema; another takes the home page's route, which only the site-wide checks see.
    writeFileSync(about, text.replace(/"title": "[^"]*"/, '"title": 42'));
    const other = join(root, 'site.config', 'pages', 'calling-agents.json');
    const otherText = readFileSync(other, 'utf8');
    writeFileSync(other, otherText.replace(/"route": "[^"]*"/, '"route": "/"'));

    const [built, validated] = [await build(), await validate()];
    expect(built.code).toBe(1);
    expect(validated.code).toBe(1);
    const report = validated.stderr + validated.stdout;
    expect(report).toContain('about-us.json');
    expect(report).toContain('calling-agents.json');
    // The build prints the validator's report itself.
    const located = report.split('\n').filter((l) => /\.json:\d+:\d+/.test(l));
    expect(located.length).toBeGreaterThanOrEqual(2);
    for (const line of located) expect(built.stderr).toContain(line.trim());
    expect(pages()).toEqual(before);
    writeFileSync(about, text);
    writeFileSync(other, otherText);
  }, 240_000);

  it('ends with what Vite could not compile in the browser code, where a page thread waited for its assets (it hung), and leaves dist/ as it was', async () => {
    const before = pages();
    const entry = join(root, 'renderer', 'client', 'main.ts');
    const source = readFileSync(entry, 'utf8');
    writeFileSync(entry, `${source}\nconst = ;\n`);
    try {
      const built = await build();
      expect(built.code).toBe(1);
      expect(built.stderr).toContain('renderer/client/main.ts');
      expect(built.stderr).not.toContain('.json:');
      expect(pages()).toEqual(before);
    } finally {
      writeFileSync(entry, source);
    }
  }, 240_000);
});

describe('a build of a site with a folder of pages linked into pages/', () => {
  it('builds the pages read through the link, and names a problem in one by its path in pages/', async () => {
    const config = join(root, 'site.config');
    const about = readFileSync(join(config, 'pages', 'about-us.json'), 'utf8');
    const team = (title: string) =>
      about
        .replace(/"route": "[^"]*"/, '"route": "/team"')
        .replace(/"title": "[^"]*"/, `"title": ${title}`)
        .replace('"$schema": "../../schema/', '"$schema": "../../../schema/');
    mkdirSync(join(config, 'drafts'));
    symlinkSync('../drafts', join(config, 'pages', 'drafts'));
    try {
      writeFileSync(join(config, 'drafts', 'team.json'), team('"The team"'));
      expect((await build()).code).toBe(0);
      expect(readFileSync(join(root, 'dist', 'team.html'), 'utf8')).toContain('<title>The team');

      writeFileSync(join(config, 'drafts', 'team.json'), team('42'));
      const built = await build();
      expect(built.code).toBe(1);
      expect(built.stderr).toContain('site.config/pages/drafts/team.json:');
      expect(built.stderr).not.toContain('site.config/drafts/');
    } finally {
      rmSync(join(config, 'pages', 'drafts'));
      rmSync(join(config, 'drafts'), { recursive: true });
    }
  }, 240_000);
});
