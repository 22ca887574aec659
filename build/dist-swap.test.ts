// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../validator/load.ts';
import { removeOthers, startDist } from './dist-swap.ts';
import { createPageSteps, writePage } from './page-steps.ts';
import { siteFiles } from './site-files.ts';

type WriteFile = typeof writePage;

const { bundle } = loadSiteConfig('site.config');
// A few pages are enough to write a dist/, and quick to render several times over.
const { pages: all, ...site } = bundle!;
const pages = all.slice(0, 6);
const assets = { css: ['/assets/main-Ab1.css'], entry: '/assets/main-Cd2.js', modulePreload: [] };

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));
const setUp = () => {
  root = mkdtempSync(join(tmpdir(), 'dist-swap-'));
  return { dist: join(root, 'dist'), spares: join(root, 'spares') };
};
const write = (file: string, text = file) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
/** Every file under `dir` with its text. */
const filesIn = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name).slice(dir.length + 1), readFileSync(join(e.parentPath, e.name), 'utf8')])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
/** What is beside dist/ (the spares aside): a build's own folders (dist.next-…, dist.old-…) must not stay. */
const besideDist = () =>
  readdirSync(root)
    .filter((name) => name !== 'spares')
    .sort();

/** What build.ts does with the folder, its pages on this thread: write the pages, remove what an earlier build left, swap. */
async function build(dist: string, spares: string, writeFile: WriteFile = writePage) {
  const output = startDist(dist, spares);
  try {
    const steps = await createPageSteps({ shared: site, settings: {}, dist: output.dir, writeFile });
    const files: string[] = [];
    for (const { file, page } of pages) {
      const rendered = await steps.render(file, page);
      files.push(rendered.file, ...steps.write(rendered, assets));
    }
    const extra = siteFiles({ site: site.site, pages: pages.map(({ file, page }) => ({ file, ...page })) }).files;
    for (const [file, text] of extra) writeFile(join(output.dir, file), text);
    if (output.reused) removeOthers(output.dir, [...files, ...extra.map(([file]) => file)]);
    output.swapIn();
    return { reused: output.reused };
  } catch (e) {
    const message = output.abandon(e);
    if (message === undefined) throw e;
    return { message };
  }
}

/** A writer that, from the `n`th file on, writes half of it and fails as the disk does (`code`). */
function failingFrom(n: number, code: string, text: string): WriteFile {
  let count = 0;
  return (file, html) => {
    mkdirSync(dirname(file), { recursive: true });
    if (++count < n) return writeFileSync(file, html);
    writeFileSync(file, html.slice(0, html.length / 2));
    throw Object.assign(new Error(`${code}: ${text}, write`), { code, syscall: 'write', path: file });
  };
}

describe('dist/ replaced whole', () => {
  it('swaps the new build in, moves .git across, and writes the next build over the one before', async () => {
    const { dist, spares } = setUp();
    expect(await build(dist, spares)).toEqual({ reused: false });
    write(join(dist, '.git', 'HEAD'), 'ref: refs/heads/deploy');
    write(join(dist, 'gone', 'index.html'), 'a page of an earlier build');
    const first = filesIn(dist);
    expect(await build(dist, spares)).toEqual({ reused: false });
    expect(readFileSync(join(dist, '.git', 'HEAD'), 'utf8')).toBe('ref: refs/heads/deploy');
    expect(existsSync(join(dist, 'gone'))).toBe(false);
    // The replaced dist/ is kept, .git aside, for the next build to write over.
    const [kept] = readdirSync(spares);
    expect(filesIn(join(spares, kept))).toEqual(Object.fromEntries(Object.entries(first).filter(([f]) => !f.startsWith('.git'))));
    const second = filesIn(dist);
    // A page of the spare longer than the page written over it: cut to the new page.
    const page = Object.keys(first).find((f) => f.endsWith('.html'))!;
    appendFileSync(join(spares, kept, page), '<p>the tail of a longer page</p>'.repeat(100));
    expect(await build(dist, spares)).toEqual({ reused: true });
    expect(filesIn(dist)).toEqual(second);
    expect(besideDist()).toEqual(['dist']);
  }, 60_000);

  it('replaces the folder a link named dist points to, and keeps the link', async () => {
    const { dist, spares } = setUp();
    mkdirSync(join(root, 'out'));
    symlinkSync(join(root, 'out'), dist);
    await build(dist, spares);
    expect(readdirSync(dist)).toContain('sitemap.xml');
    expect(readdirSync(join(root, 'out'))).toContain('sitemap.xml');
  }, 60_000);

  it.each([
    ['a new folder', 1],
    ['the folder of the build before the last', 2],
  ])(
    'leaves dist/ as it was when the disk is full midway through writing %s, and no folder of the build',
    async (_, before) => {
      const { dist, spares } = setUp();
      for (let i = 0; i < before; i++) await build(dist, spares);
      const previous = filesIn(dist);
      const { message } = await build(dist, spares, failingFrom(3, 'ENOSPC', 'no space left on device'));
      expect(message).toMatch(new RegExp(`^The disk is full: the build needs about \\d+ MB in ${root}; the previous dist/ is unchanged\\.$`));
      expect(filesIn(dist)).toEqual(previous);
      expect(besideDist()).toEqual(['dist']);
      // A folder written over halfway is nobody's earlier build: the next build starts anew.
      expect(existsSync(spares) ? readdirSync(spares) : []).toEqual([]);
    },
    60_000,
  );

  // As root, the tests' user here, a chmod'ed folder can still be written: the error is injected.
  it('says plainly that the filesystem is read-only (EROFS, injected), dist/ unchanged', async () => {
    const { dist, spares } = setUp();
    await build(dist, spares);
    const previous = filesIn(dist);
    const { message } = await build(dist, spares, failingFrom(1, 'EROFS', 'read-only file system'));
    expect(message).toBe(`${root} is on a read-only filesystem: the build cannot write dist/ there; the previous dist/ is unchanged.`);
    expect(filesIn(dist)).toEqual(previous);
    expect(besideDist()).toEqual(['dist']);
  }, 60_000);

  it('gives any other error back, the folder removed all the same', async () => {
    const { dist, spares } = setUp();
    const broken: WriteFile = () => {
      throw new TypeError('not a disk problem');
    };
    await expect(build(dist, spares, broken)).rejects.toThrow('not a disk problem');
    expect(besideDist()).toEqual([]);
  }, 60_000);
});

describe('writePage', () => {
  it('writes over a page in place, cut to the new text, and makes a file that is not there', () => {
    const { dist } = setUp();
    const file = join(dist, 'page.html');
    write(file, 'an earlier page, longer than the next one');
    const { ino } = statSync(file);
    writePage(file, 'café');
    expect(readFileSync(file, 'utf8')).toBe('café');
    expect(statSync(file).ino).toBe(ino);
    writePage(file, 'a later page, longer than the one before');
    expect(readFileSync(file, 'utf8')).toBe('a later page, longer than the one before');
    writePage(join(dist, 'new.html'), 'new');
    expect(readFileSync(join(dist, 'new.html'), 'utf8')).toBe('new');
  });
});

describe('what killed builds left', () => {
  /** A pid no process has any more. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

  it('removes a dead build’s folder, keeps a dead swap’s dist/ as the spare with .git moved back, and leaves live builds’ alone', () => {
    const { dist, spares } = setUp();
    write(join(dist, 'index.html'), 'new');
    write(join(`${dist}.next-${deadPid()}`, 'index.html'), '<html><body>cut sh');
    write(join(`${dist}.old-${deadPid()}`, 'index.html'), 'previous');
    write(join(`${dist}.old-${deadPid()}`, '.git', 'HEAD'), 'ref');
    write(join(`${dist}.next-${process.ppid}`, 'index.html'), 'a build still running');
    const output = startDist(dist, spares);
    expect(besideDist()).toEqual(['dist', `dist.next-${process.pid}`, `dist.next-${process.ppid}`].sort());
    expect(filesIn(dist)).toEqual({ '.git/HEAD': 'ref', 'index.html': 'new' });
    // The dead swap's dist/ became the spare, which this build writes over.
    expect(output.reused).toBe(true);
    expect(filesIn(output.dir)).toEqual({ 'index.html': 'previous' });
  });

  it('removes the spares of checkouts that are gone (copies made for tests share node_modules)', () => {
    const { dist, spares } = setUp();
    write(join(spares, 'gone', 'index.html'));
    write(join(spares, 'gone.json'), JSON.stringify({ dist: join(root, 'copy', 'dist') }));
    write(join(spares, 'here', 'index.html'));
    write(join(spares, 'here.json'), JSON.stringify({ dist: join(root, 'other', 'dist') }));
    mkdirSync(join(root, 'other'));
    write(join(spares, 'unrecorded', 'index.html'));
    write(join(spares, 'in-use.json'), JSON.stringify({ dist: join(root, 'copy', 'dist') }));
    startDist(dist, spares).abandon();
    expect(readdirSync(spares).sort()).toEqual(['here', 'here.json']);
  });

  it('puts dist/ back when the kill came between the swap’s two renames', () => {
    const { dist, spares } = setUp();
    const pid = deadPid();
    write(join(`${dist}.old-${pid}`, 'index.html'), 'previous');
    write(join(`${dist}.next-${pid}`, 'index.html'), 'finished, not yet in place');
    const output = startDist(dist, spares);
    expect(filesIn(dist)).toEqual({ 'index.html': 'previous' });
    expect(besideDist()).toEqual(['dist', `dist.next-${process.pid}`]);
    output.abandon();
    expect(besideDist()).toEqual(['dist']);
  });
});
