// @vitest-environment node
/**
 * The page CSS kept between builds (page-css.ts, keptCss): a rebuild writes the same pages from
 * it, and a change to what makes the CSS (here global.css, read at run time) is never answered
 * from CSS made before it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../tests/editor/project-copy.ts';

const root = copyProject(process.cwd(), mkdtempSync(join(tmpdir(), 'page-css-kept-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const build = () => promisify(execFile)(process.execPath, [join(root, 'build', 'launch.mjs')], { cwd: root });
const kept = join(root, 'node_modules/.cache/rivo-page-css');
const versions = () => new Set(readdirSync(kept));
/** Every page of dist/ with its HTML. */
const pages = () =>
  Object.fromEntries(
    readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .sort()
      .map((f) => [f, readFileSync(join(root, 'dist', f), 'utf8')]),
  );

describe('page CSS kept between builds', () => {
  it('writes the same pages from the kept CSS, and makes it again when a stylesheet changes', async () => {
    await build();
    const first = pages();
    const before = versions();
    // Every kind of page's CSS is kept now: the rebuild takes it from there.
    await build();
    expect(pages()).toEqual(first);

    const css = join(root, 'renderer/styles/global.css');
    // A rule without a class: the page keeps it whatever its class lists.
    writeFileSync(css, `${readFileSync(css, 'utf8')}\nhtml:lang(xx-kept){tab-size:7}\n`);
    await build();
    const home = pages()['index.html'];
    expect(home).toContain('html:lang(xx-kept){tab-size:7}');
    expect([...versions()].filter((v) => !before.has(v))).toHaveLength(1);
  }, 240_000);
});
