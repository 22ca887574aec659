/**
 * `npm run build [-- --shard K/N]`: site.config/ → dist/, in the steps of the README's "The build"
 * (its timeline shows the threads and their messages). Read top to bottom:
 *   1. A folder beside dist/ to write into (dist-swap.ts); the browser assets (assets.ts).
 *   2. The site checked as `npm run validate` checks it (validator/load.ts); the pictures named
 *      (images.ts); the pages checked, rendered and written on page threads (pages.ts).
 *   3. The pictures the pages place made (images.ts).
 *   4. sitemap.xml, robots.txt and the redirects (site-files.ts).
 *   5. The new folder replaces dist/: a build that fails or is killed leaves the previous one whole.
 */
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { startAssets } from './assets.ts';
import { removeOthers, startDist, type DistOutput } from './dist-swap.ts';
import type { MediaEntry } from '../renderer/images/types.ts';
import type { PagesResult } from './pages.ts';
import { inShard, pagesOfShard, shardFromArgs, type Shard } from './shard.ts';
import { outputFile } from '../validator/routes.ts';

const dist = join(process.cwd(), 'dist');
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

// 1. The browser assets: from the cache, or built by Vite in a process of its own while the pages are checked and rendered.
const browser = startAssets(out, fail);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => void browser.stop().finally(() => process.exit(128 + constants.signals[signal])));
/** Ends the build once Vite's process has stopped: it would write into the folder `fail` removes. */
const stopAndFail = (message: string, error?: unknown) => browser.stop().then(() => fail(message, error));

const { settingsProblems, settingsFromEnv } = await import('../validator/settings.ts');
const problems = settingsProblems();
if (problems.length > 0) await stopAndFail(`The deployment settings have problems:\n\n${problems.join('\n')}`);

// 2. The site checked; page threads, started once the pages are listed, check, render and write them.
const { loadSiteOutline } = await import('../validator/load.ts');
const { formatErrors, formatWarnings } = await import('../validator/format.ts');
const { checkAndBuildPages } = await import('./pages.ts');
const { PageError, writePage } = await import('./page-steps.ts');
const { buildImages, namePictures, pruneImages } = await import('./images.ts');
const configRoot = resolve(process.env.SITE_CONFIG_DIR ?? 'site.config');
let media: Record<string, MediaEntry> | undefined;
let built: PagesResult | undefined;
try {
  const { outline, errors, warnings } = await loadSiteOutline(async ({ pageFiles, shared }) => {
    // Written out, not spread: V8 gives each object made by a spread of another a hidden class of its own (200 bytes a page).
    const jobs = pageFiles.map(({ found, file }, i) => ({ file, build: inShard(i, shard), real: found.real === found.shown ? undefined : found.real }));
    media = shared && namePictures(configRoot, shared.media);
    const input = { shared: shared && { ...shared, media: media! }, settings: settingsFromEnv(), dist: out, root: process.cwd() };
    built = await checkAndBuildPages(jobs, input, browser.names);
    return built.checks;
  });
  // Printed, never a reason to stop: a picture waiting to be placed is no mistake.
  if (warnings) console.warn(formatWarnings(warnings));
  if (!outline || !built || !media) {
    await browser.stop();
    fail(formatErrors(errors));
  }
  if (built.failure) throw new PageError(built.failure);

  // 3. The pictures the site places, at the widths of their places.
  const images = await buildImages(configRoot, out, media, outline.pictures).catch((e: Error) => stopAndFail(e.message));
  if (images.made > 0) console.log(`Pictures: ${images.made} made, ${images.kept} unchanged since an earlier build.`);
  // A site without pages (or a shard without any) waits for the assets here.
  await browser.names;

  // 4. sitemap.xml, robots.txt and the redirects.
  const { redirectFiles, siteFiles } = await import('./site-files.ts');
  const { files: listed, urls } = siteFiles(outline);
  const files = [...listed, ...redirectFiles(outline)];
  for (const [file, text] of files) writePage(join(out, file), text);
  await browser.ended;
  const shardPages = pagesOfShard(outline.pages, shard);
  if (output.reused) {
    // Written over the build before the last: what that one wrote and this one did not goes.
    const pageFiles = shardPages.map((p) => outputFile(p.route));
    removeOthers(out, [...browser.files(), ...images.files, ...pageFiles, ...built.linked, ...files.map(([file]) => file)]);
  }

  // 5. The new folder becomes dist/.
  output.swapIn();
  pruneImages();
  const pages = shardPages.length;
  const share = shard ? ` (shard ${shard.index}/${shard.count} of ${outline.pages.length} pages)` : '';
  const moved = outline.redirects.length ? `, ${outline.redirects.length} redirect${outline.redirects.length === 1 ? '' : 's'}` : '';
  console.log(`Prerendered ${pages} pages${share}, sitemap.xml (${urls} URLs)${moved} and robots.txt into dist/.`);
} catch (e) {
  await stopAndFail(e instanceof PageError ? e.message : `error during prerender:\n${(e as Error).stack ?? String(e)}`, e);
}
