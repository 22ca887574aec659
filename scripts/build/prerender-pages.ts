/**
 * Prerendering a site while Vite may still be building its browser assets. The pages are
 * rendered in order with stand-in asset names (on this thread or a render thread, page-source.ts)
 * and finished at once (finish-page.ts), on this thread: their class names and files depend on
 * the order pages come in. Once the real names are known, each page gets them in place of the
 * stand-ins and is written.
 *
 * That is exact when nothing depends on the names but their places: checked on the first page,
 * rendered and finished with a second set of stand-ins of another length, and on the files the
 * pages link to. When the check fails, or the entry has another number of stylesheets or preloads
 * than the stand-ins, every page is rendered again with the real names, from the start.
 */
import { mkdirSync } from 'node:fs';
import { writeFile as writeFileAsync } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { format } from 'node:util';
import type { PageAssets } from '../../renderer/server/head.ts';
import type { SiteBundle } from '../config/types.ts';
import { outputFile } from '../routes.ts';
import { ENTRY_SHAPE, namesAny, shapeOf, standInPair, swapAssets, type AssetShape } from './assets.ts';
import { createPageFinisher } from './finish-page.ts';
import { inThread, PrerenderError, type PageSource } from './page-source.ts';

export { PrerenderError } from './page-source.ts';

/** Finished pages held while Vite builds (tens of kB each); beyond that, rendering waits for the real names. */
const MAX_HELD = 2000;
type Pages = PageSource['pages'];
/** Writes one file (fs's writeFile; tests pass one that fails as a full disk does). */
export type WriteFile = (file: string, text: string) => Promise<void>;

async function createFinisher(pages: Pages) {
  const finisher = await createPageFinisher();
  return {
    /** The `i`th page finished (finish-page.ts), in this order. */
    async finish(i: number, html: string, assets: PageAssets) {
      try {
        return await finisher.finish(html, assets.css);
      } catch (e) {
        throw new PrerenderError(format(`Could not render ${pages[i].file} (${pages[i].route}):`, e));
      }
    },
    files: finisher.files,
  };
}

/** Resolves once every write has ended; rejects with the first one's error if any failed. */
async function settled(writes: Array<Promise<void>>) {
  const failed = (await Promise.allSettled(writes)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Writes page files, each folder created once, on libuv's threads: this thread finishes the next
 * pages meanwhile. Writing is mostly the kernel's work (0.3–0.6 s for 1,042 pages of 45 kB);
 * written here, synchronously, it held back the pages that were left to finish after the render
 * thread's last one, while the other core had nothing to do. `written` settles once every file
 * is written, and rejects if one could not be.
 */
function writer(dist: string, pages: Pages, writeFile: WriteFile) {
  const folders = new Set<string>();
  const writes: Array<Promise<void>> = [];
  const write = (i: number, html: string) => {
    const file = join(dist, outputFile(pages[i].route));
    if (!folders.has(dirname(file))) {
      mkdirSync(dirname(file), { recursive: true });
      folders.add(dirname(file));
    }
    const done = writeFile(file, html);
    // Reported by `written`, not as an unhandled rejection before it is awaited.
    done.catch(() => undefined);
    writes.push(done);
  };
  return { write, written: () => settled(writes) };
}

const sameShape = (a: AssetShape, b: AssetShape) => a.css === b.css && a.modulePreload === b.modulePreload;

/**
 * Every page rendered and finished with stand-in names, and written with the real ones once
 * `assetsBuilt` has them; the files the pages link to, or undefined when the stand-ins cannot
 * stand in (see above) and every page must be rendered again.
 */
async function withStandIns(pageSource: PageSource, assetsBuilt: Promise<PageAssets>, dist: string, writeFile: WriteFile) {
  const { pages } = pageSource;
  const [standIn, other] = pageSource.standIns ?? standInPair();
  // Asked for first: a render thread starts on it while this one prepares the finishing.
  const source = pageSource.render(standIn, other);
  let real: PageAssets | undefined;
  const known = assetsBuilt.then((assets) => (real = assets));
  const { finish, files } = await createFinisher(pages);
  const { write, written: allWritten } = writer(dist, pages, writeFile);
  const held: string[] = [];
  let written = 0;
  const writeHeld = (assets: PageAssets) => {
    for (const page of held.splice(0)) write(written++, swapAssets(page, standIn, assets));
  };

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
      if (real && !sameShape(shapeOf(real), ENTRY_SHAPE)) return undefined;
      if (real) writeHeld(real);
      else if (held.length >= MAX_HELD) await known;
    }
    const assets = await known;
    const linked = files();
    if (!sameShape(shapeOf(assets), ENTRY_SHAPE) || linked.some(([, text]) => namesAny(text, standIn) || namesAny(text, other))) return undefined;
    writeHeld(assets);
    await allWritten();
    return linked;
  } finally {
    await source.return?.(undefined);
    // Pages rendered again with the real names are not overwritten by a write still under way.
    await allWritten().catch(() => undefined);
  }
}

/** Every page rendered, finished and written with the real names; the files the pages link to. */
async function withRealNames(pageSource: PageSource, assets: PageAssets, dist: string, writeFile: WriteFile) {
  const { pages } = pageSource;
  const source = pageSource.render(assets);
  const { finish, files } = await createFinisher(pages);
  const { write, written } = writer(dist, pages, writeFile);
  let i = 0;
  for (let next = await source.next(); !next.done; next = await source.next()) write(i, await finish(i++, next.value, assets));
  await written();
  return files();
}

/**
 * Writes one HTML file per page of `source` into `dist` (404.html for the not-found page), the
 * files pages link to (CSS, island props), sitemap.xml and robots.txt; `files` are their paths
 * under `dist`. Rejects with a PrerenderError naming the page that could not be rendered, or
 * with the first failed write's error once every write has ended: the build then removes the
 * folder, and no write may still be under way in it.
 */
export async function prerenderFrom(source: PageSource, assetsBuilt: Promise<PageAssets>, dist: string, writeFile: WriteFile = writeFileAsync) {
  // Names already known (the assets copied from an earlier build) need no stand-ins.
  const known = await Promise.race([assetsBuilt, undefined]);
  const linked = known
    ? await withRealNames(source, known, dist, writeFile)
    : ((await withStandIns(source, assetsBuilt, dist, writeFile)) ?? (await withRealNames(source, await assetsBuilt, dist, writeFile)));
  for (const folder of new Set(linked.map(([file]) => dirname(join(dist, file))))) mkdirSync(folder, { recursive: true });
  const rest = [...linked, ['sitemap.xml', source.sitemap], ['robots.txt', source.robots]];
  await settled(rest.map(([file, text]) => writeFile(join(dist, file), text)));
  return { pages: source.pages.length, urls: source.urls, files: [...source.pages.map((p) => outputFile(p.route)), ...rest.map(([file]) => file)] };
}

/** prerenderFrom with the pages of `bundle` rendered on this thread. */
export const prerender = (bundle: SiteBundle, assetsBuilt: Promise<PageAssets>, dist: string) => prerenderFrom(inThread(bundle), assetsBuilt, dist);
