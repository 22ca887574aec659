// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSite } from '../../renderer/resolve/site.ts';
import { renderPage, type PageAssets } from '../../renderer/server/render.tsx';
import { loadSiteConfig } from '../config/load.ts';
import { outputFile } from '../routes.ts';
import { namesAny, standInAssets, swapAssets } from './assets.ts';
import { createPageFinisher } from './finish-page.ts';
import { prerender, prerenderFrom, PrerenderError } from './prerender-pages.ts';
import { startRenderThread } from './render-thread.ts';

const { bundle } = loadSiteConfig('site.config');
const assets = { css: ['/assets/main-Ab1.css'], entry: '/assets/main-Cd2.js', modulePreload: [] };
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prerender-'));
  dirs.push(dir);
  return dir;
};
const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const filesIn = (dir: string) =>
  new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.includes('.'))
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );

/** What the prerender wrote before it ran beside Vite: each page in order, rendered with the real names, then finished. */
async function oneByOne(real: PageAssets) {
  const { site, pages } = resolveSite(bundle!, {});
  const finisher = await createPageFinisher();
  const files = new Map<string, string>();
  for (const { page } of pages) files.set(outputFile(page.route), await finisher.finish(await renderPage({ site, page, assets: real }), real.css));
  for (const [file, text] of finisher.files()) files.set(file, text);
  return files;
}

describe('stand-in asset names', () => {
  it('have the shape asked for, and swap back for the names in the same places', () => {
    const standIn = standInAssets({ css: 2, modulePreload: 1 });
    expect([standIn.css.length, standIn.modulePreload.length]).toStrictEqual([2, 1]);
    const real = { css: ['/a.css', '/b.css'], entry: '/e.js', modulePreload: ['/$&.js'] };
    const text = `${standIn.css.join(' ')} ${standIn.entry} ${standIn.modulePreload[0]} ${standIn.css[0]}`;
    expect(swapAssets(text, standIn, real)).toBe('/a.css /b.css /e.js /$&.js /a.css');
    expect(namesAny(text, standIn)).toBe(true);
    expect(namesAny(text, standInAssets({ css: 2, modulePreload: 1 }))).toBe(false);
  });
});

describe('prerender', () => {
  it('writes what rendering the pages one by one with the real names wrote, the names known early or late', async () => {
    const expected = await oneByOne(assets);
    for (const names of [Promise.resolve(assets), later(assets, 2000)]) {
      const dist = tempDir();
      const result = await prerender(bundle!, names, dist);
      expect(result).toStrictEqual({ pages: bundle!.pages.length, urls: expect.any(Number), files: expect.any(Array) });
      const written = filesIn(dist);
      // What the build keeps when it removes an earlier build's files (build/dist-files.ts).
      expect([...result.files].sort()).toStrictEqual([...written.keys()].sort());
      expect(written.has('sitemap.xml') && written.has('robots.txt')).toBe(true);
      written.delete('sitemap.xml');
      written.delete('robots.txt');
      expect(written).toStrictEqual(expected);
    }
  }, 60_000);

  it('renders again with the real names when the entry has another number of stylesheets or preloads', async () => {
    const other = { ...assets, css: [...assets.css, '/assets/more-Ef3.css'], modulePreload: ['/assets/shared-Gh4.js'] };
    const dist = tempDir();
    await prerender(bundle!, later(other, 500), dist);
    const written = filesIn(dist);
    written.delete('sitemap.xml');
    written.delete('robots.txt');
    expect(written).toStrictEqual(await oneByOne(other));
  }, 60_000);

  it('names the page that could not be rendered', async () => {
    const [first, ...rest] = bundle!.pages;
    const broken = { ...first, page: { ...first.page, blocks: [{ type: 'nope' }] } } as unknown as typeof first;
    const failure = prerender({ ...bundle!, pages: [...rest, broken] }, Promise.resolve(assets), tempDir());
    await expect(failure).rejects.toThrow(PrerenderError);
    await expect(failure).rejects.toThrow(`Could not render ${first.file} (${first.page.route}): TypeError`);
  }, 60_000);

  it('rejects, naming the file, when a page cannot be written', async () => {
    const dist = tempDir();
    const file = join(dist, outputFile(bundle!.pages[1].page.route));
    // A folder where the page file goes.
    mkdirSync(file, { recursive: true });
    await expect(prerender(bundle!, Promise.resolve(assets), dist)).rejects.toThrow(`EISDIR: illegal operation on a directory, open '${file}'`);
  }, 60_000);

  it.each([
    ['asked for its pages', false],
    ['started on them with stand-ins before it is asked', true],
  ])(
    'writes the same on the build’s render thread, which reads and checks the config itself (%s)',
    async (_, standIns) => {
      const thread = startRenderThread({ standIns });
      try {
        const checked = await thread.checked;
        if (!('source' in checked)) throw new Error(checked.problems);
        expect(checked.source.pages.map((p) => p.route)).toStrictEqual(bundle!.pages.map((p) => p.page.route));
        const dist = tempDir();
        await prerenderFrom(checked.source, later(assets, 300), dist);
        const written = filesIn(dist);
        expect(written.get('sitemap.xml')).toContain('<urlset');
        written.delete('sitemap.xml');
        written.delete('robots.txt');
        expect(written).toStrictEqual(await oneByOne(assets));
      } finally {
        thread.stop();
      }
    },
    60_000,
  );

  it('gives the config check’s report from the render thread when the config has errors', async () => {
    const saved = process.env.SITE_CONFIG_DIR;
    process.env.SITE_CONFIG_DIR = 'tests/fixtures/bad-config';
    const thread = startRenderThread();
    if (saved === undefined) delete process.env.SITE_CONFIG_DIR;
    else process.env.SITE_CONFIG_DIR = saved;
    try {
      const checked = await thread.checked;
      expect('problems' in checked && checked.problems).toMatch(/tests\/fixtures\/bad-config\/\S+\.json/);
    } finally {
      thread.stop();
    }
  }, 60_000);
});
