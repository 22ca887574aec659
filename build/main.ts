/**
 * `npm run build [-- --shard K/N]`: site.config/ → dist/, in the steps of the README's "The build"
 * (its timeline shows the threads and their messages). Read top to bottom:
 *
 *   1. A new folder beside dist/ to write into (build/dist-swap.ts); the browser assets, built by
 *      Vite on a thread of its own or copied from an earlier build's (build/assets.ts).
 *   2. The site checked as `npm run validate` checks it (validator/load.ts); its pages on page
 *      threads (build/pages.ts, page-worker.ts), which first tell which pictures they use.
 *   3. The pictures made (build/images.ts); then each thread checks, renders, finishes and
 *      writes its pages (build/page-steps.ts), and the site-wide checks run on the pages' checks.
 *   4. sitemap.xml, robots.txt and the redirects (build/site-files.ts).
 *   5. The new folder replaces dist/: a build that fails, is killed or finds a problem leaves the
 *      previous dist/ whole.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startAssets } from './assets.ts';
import { removeOthers, startDist, type DistOutput } from './dist-swap.ts';
import type { BuiltImages } from './images.ts';
import type { PagesResult } from './pages.ts';
import type { PictureUses } from './used-pictures.ts';
import { inShard, pagesOfShard, shardFromArgs, type Shard } from './shard.ts';

const dist = join(process.cwd(), 'dist');
/** The site as the page threads receive it: its pictures come once made. */
const withoutMedia = <T extends { media: unknown }>({ media: _, ...rest }: T) => rest;
let output: DistOutput | undefined;
/** Ends the build, its unfinished folder removed; a disk's refusal (`error`) is told plainly, without a stack. */
function fail(message: string, error?: unknown): never {
  console.error(output?.abandon(error) ?? message);
  process.exit(1);
}
let shard: Shard | undefined;
try {
  shard = shardFromArgs(process.argv.slice(2));
  output = startDist(dist);
} catch (e) {
  fail((e as Error).message);
}
const out = output.dir;
// However the build ends before the swap (an uncaught error, Ctrl-C), its folder goes with it.
process.once('exit', () => output?.abandon());

// 1. The browser assets: from the cache, or built by Vite on a thread of its own while the pages are checked and rendered.
const browser = startAssets(out, fail);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => void browser.stop().finally(() => process.exit(128 + constants.signals[signal])));

const { settingsProblems, settingsFromEnv } = await import('../validator/settings.ts');
const problems = settingsProblems();
if (problems.length > 0) {
  await browser.stop();
  fail(`The deployment settings have problems:\n\n${problems.join('\n')}`);
}

// 2. and 3. The site checked; the page threads start once the pages are listed, the pictures are made here once the
// threads have told which their pages use, and the threads check, render and write their pages.
const { loadSiteOutline } = await import('../validator/load.ts');
const { formatErrors, formatWarnings } = await import('../validator/format.ts');
const { checkAndBuildPages } = await import('./pages.ts');
const { PageError } = await import('./page-steps.ts');
const { buildImages, pruneImages } = await import('./images.ts');
const { addUses, usedPictures } = await import('./used-pictures.ts');
const configRoot = resolve(process.env.SITE_CONFIG_DIR ?? 'site.config');
let images: BuiltImages | undefined;
let built: PagesResult | undefined;
try {
  const { outline, errors, warnings } = await loadSiteOutline(async ({ pageFiles, shared }) => {
    const jobs = pageFiles.map((p, i) => ({ ...p, build: inShard(i, shard) }));
    // The page threads tell which pictures their pages use; site.json, the forms and the plans are looked through here.
    const pictures = Object.keys(shared?.media ?? {});
    const makePictures = async (pageUses: PictureUses) => {
      const uses = usedPictures(configRoot, pictures, { pages: false });
      addUses(uses, pageUses);
      images = await buildImages(configRoot, out, process.cwd(), uses).catch(async (e: Error) => {
        await browser.stop();
        return fail(e.message);
      });
      if (images.made > 0) console.log(`Pictures: ${images.made} made, ${Object.keys(images.media).length - images.made} unchanged since an earlier build.`);
      return images.media;
    };
    const pages = checkAndBuildPages(
      jobs,
      { shared: shared && withoutMedia(shared), pictures, settings: settingsFromEnv(), dist: out, root: process.cwd() },
      { assets: browser.names, media: makePictures },
    );
    built = await pages;
    return built.checks;
  });
  // Printed, never a reason to stop: a picture waiting to be placed is no mistake.
  if (warnings) console.warn(formatWarnings(warnings));
  if (!outline || !built || !images) {
    await browser.stop();
    fail(formatErrors(errors));
  }
  if (built.failure) throw new PageError(built.failure);
  // A site without pages (or a shard without any) waits for the assets here.
  await browser.names;

  // 4. sitemap.xml, robots.txt and the redirects.
  const { redirectFiles, siteFiles } = await import('./site-files.ts');
  const { files: listed, urls } = siteFiles(outline);
  const files = [...listed, ...redirectFiles(outline)];
  await Promise.all(files.map(([file, text]) => mkdir(dirname(join(out, file)), { recursive: true }).then(() => writeFile(join(out, file), text))));
  await browser.ended;
  if (output.reused) {
    // Written over the build before the last: what that one wrote and this one did not goes.
    removeOthers(out, [...browser.files(), ...images.files, ...built.files, ...files.map(([file]) => file)]);
  }

  // 5. The new folder becomes dist/.
  output.swapIn();
  pruneImages();
  const pages = pagesOfShard(outline.pages, shard).length;
  const share = shard ? ` (shard ${shard.index}/${shard.count} of ${outline.pages.length} pages)` : '';
  const moved = outline.redirects.length ? `, ${outline.redirects.length} redirect${outline.redirects.length === 1 ? '' : 's'}` : '';
  console.log(`Prerendered ${pages} pages${share}, sitemap.xml (${urls} URLs)${moved} and robots.txt into dist/.`);
} catch (e) {
  await browser.stop();
  fail(e instanceof PageError ? e.message : `error during prerender:\n${(e as Error).stack ?? String(e)}`, e);
}
