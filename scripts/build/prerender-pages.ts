/**
 * Prerendering a site while Vite may still be building its browser assets. The pages are
 * rendered in order with stand-in asset names and finished at once: page CSS (page-css.ts) and
 * island props (island-props.ts), whose names depend on the order pages come in, so one thread
 * does it all. Once the real names are known, each page gets them in place of the stand-ins and
 * is written.
 *
 * That is exact when nothing depends on the names but their places: checked on the first page,
 * rendered and finished with a second set of stand-ins of another length, and on the files the
 * pages link to. When the check fails, or the entry has another number of stylesheets or preloads
 * than the stand-ins, every page is rendered again with the real names, from the start.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { format } from 'node:util';
import { resolveSite } from '../../renderer/resolve/site.ts';
import type { ResolvedSite } from '../../renderer/resolve/types.ts';
import { pageUrl, type PageAssets } from '../../renderer/server/head.ts';
import { escapeXml, oneLine } from '../config/escape.ts';
import { settingsFromEnv } from '../config/settings.ts';
import type { SiteBundle } from '../config/types.ts';
import { outputFile } from '../routes.ts';
import { namesAny, shapeOf, standInAssets, swapAssets, type AssetShape } from './assets.ts';
import { createPageFinisher } from './finish-page.ts';

/** A page that could not be rendered; the message names it. */
export class PrerenderError extends Error {}

/** The browser entry as it is: one stylesheet, no preloads. */
const EXPECTED: AssetShape = { css: 1, modulePreload: 0 };
/** Finished pages held while Vite builds (tens of kB each); beyond that, rendering waits for the real names. */
const MAX_HELD = 2000;
/** Pages finished between two turns of the event loop, which bring the real names and the written files. */
const PAGES_PER_TURN = 16;

type Pages = ResolvedSite['pages'];

interface RenderJob {
  site: ResolvedSite['site'];
  pages: Pages;
  assets: PageAssets;
  /** Assets to render the first page with once more, before the others. */
  first?: PageAssets;
}

/** The HTML of every page with `assets`, in order; with `first`, of the first page with those before. */
async function* renderJobs({ site, pages, assets, first }: RenderJob): AsyncGenerator<string> {
  // React picks its build when first loaded: the development one checks and warns on every
  // element and renders several times slower, for the same HTML.
  process.env.NODE_ENV ??= 'production';
  // The renderer's own source, run by tsx like this script: a second (SSR) Vite build of it
  // cost more than rendering a thousand pages.
  const { renderPage } = await import('../../renderer/server/render.tsx');
  const jobs = [...(first && pages.length ? [{ ...pages[0], assets: first }] : []), ...pages.map((p) => ({ ...p, assets }))];
  for (const [i, { file, page, assets }] of jobs.entries()) {
    // Rendering and finishing settle in microtasks only: without these turns no message or
    // finished write would be seen before the last page.
    if (i % PAGES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    try {
      yield await renderPage({ site, page, assets });
    } catch (e) {
      throw new PrerenderError(format(`Could not render ${file} (${page.route}):`, e));
    }
  }
}

async function createFinisher(pages: Pages) {
  const finisher = await createPageFinisher();
  return {
    /** The `i`th page finished (finish-page.ts), in this order. */
    async finish(i: number, html: string, assets: PageAssets) {
      try {
        return await finisher.finish(html, assets.css);
      } catch (e) {
        throw new PrerenderError(format(`Could not render ${pages[i].file} (${pages[i].page.route}):`, e));
      }
    },
    files: finisher.files,
  };
}

/** Writes page files while the next pages are finished, a few at a time, each folder created once. */
function writer(dist: string, pages: Pages, inFlight = 16) {
  const folders = new Set<string>();
  const pending: Array<Promise<void>> = [];
  const done = async () => void (await Promise.all(pending.splice(0)));
  return {
    async write(i: number, html: string) {
      const file = join(dist, outputFile(pages[i].page.route));
      if (!folders.has(dirname(file))) {
        mkdirSync(dirname(file), { recursive: true });
        folders.add(dirname(file));
      }
      pending.push(writeFile(file, html));
      if (pending.length >= inFlight) await done();
    },
    done,
  };
}

const sameShape = (a: AssetShape, b: AssetShape) => a.css === b.css && a.modulePreload === b.modulePreload;

/**
 * Every page rendered and finished with stand-in names, and written with the real ones once
 * `assetsBuilt` has them; the files the pages link to, or undefined when the stand-ins cannot
 * stand in (see above) and every page must be rendered again.
 */
async function withStandIns(site: ResolvedSite['site'], pages: Pages, assetsBuilt: Promise<PageAssets>, dist: string) {
  const standIn = standInAssets(EXPECTED);
  const other = standInAssets(EXPECTED, 12);
  let real: PageAssets | undefined;
  const known = assetsBuilt.then((assets) => (real = assets));
  const { finish, files } = await createFinisher(pages);
  const out = writer(dist, pages);
  const held: string[] = [];
  let written = 0;
  const writeHeld = async (assets: PageAssets) => {
    for (const page of held.splice(0)) await out.write(written++, swapAssets(page, standIn, assets));
  };

  const source = renderJobs({ site, pages, assets: standIn, first: other });
  try {
    const first = await source.next();
    if (!first.done) {
      const withOther = await finish(0, first.value, other);
      const withStandIn = await finish(0, (await source.next()).value as string, standIn);
      if (swapAssets(withStandIn, standIn, other) !== withOther) return undefined;
      held.push(withStandIn);
    }
    for (let i = 1, next = await source.next(); !next.done; i++, next = await source.next()) {
      held.push(await finish(i, next.value, standIn));
      if (real && !sameShape(shapeOf(real), EXPECTED)) return undefined;
      if (real) await writeHeld(real);
      else if (held.length >= MAX_HELD) await known;
    }
    const assets = await known;
    const linked = files();
    if (!sameShape(shapeOf(assets), EXPECTED) || linked.some(([, text]) => namesAny(text, standIn) || namesAny(text, other))) return undefined;
    await writeHeld(assets);
    return linked;
  } finally {
    // Before any page is written again by withRealNames.
    await out.done();
    await source.return(undefined);
  }
}

/** Every page rendered, finished and written with the real names; the files the pages link to. */
async function withRealNames(site: ResolvedSite['site'], pages: Pages, assets: PageAssets, dist: string) {
  const { finish, files } = await createFinisher(pages);
  const out = writer(dist, pages);
  let i = 0;
  for await (const html of renderJobs({ site, pages, assets })) await out.write(i, await finish(i++, html, assets));
  await out.done();
  return files();
}

/**
 * Writes one HTML file per page into `dist` (404.html for the not-found page), the files pages
 * link to (CSS, island props), sitemap.xml and robots.txt. Rejects with a PrerenderError naming
 * the page that could not be rendered.
 */
export async function prerender(bundle: SiteBundle, assetsBuilt: Promise<PageAssets>, dist: string) {
  const { site, pages } = resolveSite(bundle, settingsFromEnv());
  const linked = (await withStandIns(site, pages, assetsBuilt, dist)) ?? (await withRealNames(site, pages, await assetsBuilt, dist));
  for (const folder of new Set(linked.map(([file]) => dirname(join(dist, file))))) mkdirSync(folder, { recursive: true });
  await Promise.all(linked.map(([file, text]) => writeFile(join(dist, file), text)));
  const indexed = bundle.pages.filter(({ page }) => page.route !== '*' && page.indexed && !page.access);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${indexed.map(({ page }) => `  <url><loc>${escapeXml(pageUrl(bundle.site, page))}</loc></url>`).join('\n')}
</urlset>
`;
  writeFileSync(join(dist, 'sitemap.xml'), sitemap);
  writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${oneLine(`${bundle.site.url}/sitemap.xml`)}\n`);
  return { pages: pages.length, urls: indexed.length };
}
