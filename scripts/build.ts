/**
 * `npm run build [-- --shard K/N]`: site.config/ → dist/. Read top to bottom:
 *
 *   1. Vite starts building the browser assets on a thread of its own (build/vite-worker.mjs), or
 *      they are copied from an earlier build with the same inputs (build/asset-cache.ts).
 *   2. load + validate: the whole site is checked as `npm run validate` checks it; of the pages,
 *      only their files and routes are kept (config/load.ts, `outline`).
 *   3. pages: read → check → resolve → render → finish → write, page after page, on a thread per
 *      core (build/pages.ts, build/page-steps.ts), once the assets' names are known.
 *   4. sitemap.xml and robots.txt (build/site-files.ts).
 *   5. Everything went into a new folder beside dist/, which now replaces it (build/dist-swap.ts):
 *      a build that fails or is killed leaves the previous dist/ whole.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { constants } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageAssets } from '../renderer/server/head.ts';
import { assetCache, cacheMode, viteOutput } from './build/asset-cache.ts';
import { startDist, type DistOutput } from './build/dist-swap.ts';
import { pagesOfShard, shardFromArgs, type Shard } from './build/shard.ts';

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

// 1. The browser assets: from the cache, or built by Vite while the site is checked.
const mode = cacheMode();
const cache = mode === 'off' ? undefined : assetCache();
const cached = mode === 'use' ? cache?.fresh() : undefined;

/** Vite's config for the worker: compiled next to this module by launch.mjs, or the source under tsx. */
function viteConfigModule() {
  const compiled = join(import.meta.dirname, 'vite-build.mjs');
  return existsSync(compiled)
    ? { config: pathToFileURL(compiled).href, tsx: false }
    : { config: new URL('./build/vite-build.ts', import.meta.url).href, tsx: true };
}
// Plain JavaScript, without tsx's hooks; it writes nothing into the folder before the site is checked.
const vite = cached
  ? undefined
  : new Worker(new URL('./build/vite-worker.mjs', import.meta.url), { execArgv: [], workerData: { ...viteConfigModule(), outDir: out } });
// Vite's thread is stopped before the folder is removed: it would write into it again.
let stopping = false;
const stopVite = async () => {
  stopping = true;
  await vite?.terminate();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => void stopVite().finally(() => process.exit(128 + constants.signals[signal])));
let assetFiles: string[] = [];
const { assetsFromManifest } = await import('./build/assets.ts');
const assetsBuilt = new Promise<PageAssets>((resolve, reject) => {
  vite?.on('message', (m: { type: string; files: string[]; read: string[] }) => {
    if (m.type !== 'written') return;
    assetFiles = viteOutput(process.cwd(), m.files);
    cache?.store(out, m.files, m.read);
    resolve(assetsFromManifest(out));
  });
  vite?.once('error', (e) => reject(e));
  vite?.once('exit', (code) => stopping || reject(new Error(`vite build ended without the browser assets (exit code ${code}).`)));
});
const viteDone = vite ? new Promise<void>((resolve) => vite.once('exit', () => resolve())) : Promise.resolve();
if (vite) {
  // The site stylesheet's UnoCSS rules, made here rather than by UnoCSS's plugin on Vite's thread (build/site-utilities.ts).
  const { islandClasses } = await import('./build/island-classes.ts');
  const { siteUtilities } = await import('./build/site-utilities.ts');
  const css = await siteUtilities(await islandClasses()).catch((e: Error) =>
    fail(`The site stylesheet's UnoCSS rules could not be made:\n${e.stack ?? String(e)}`),
  );
  vite.postMessage({ type: 'utilities', css });
}

// 2. load + validate.
const { settingsProblems, settingsFromEnv } = await import('./config/settings.ts');
const problems = settingsProblems();
if (problems.length > 0) fail(`The deployment settings have problems:\n\n${problems.join('\n')}`);
const { loadSiteConfig } = await import('./config/load.ts');
const { formatErrors } = await import('./config/format.ts');
const { outline, errors } = loadSiteConfig(undefined, undefined, { outline: true });
if (!outline) {
  await stopVite();
  fail(formatErrors(errors));
}
let assets: PageAssets;
try {
  if (cached) {
    assetFiles = cache!.restore(cached, out);
    assets = assetsFromManifest(out);
    console.log(`Browser assets unchanged since an earlier build: copied from ${cached}.`);
  } else {
    vite!.postMessage('checked');
    assets = await assetsBuilt;
  }
} catch (e) {
  await stopVite();
  fail(`The browser assets could not be ${cached ? `copied from ${cached}` : 'built'}:\n${(e as Error).stack ?? String(e)}`, e);
}

// 3. pages, 4. sitemap.xml and robots.txt.
const { buildPages } = await import('./build/pages.ts');
const { PageError } = await import('./build/page-steps.ts');
const { siteFiles } = await import('./build/site-files.ts');
const { pages: all, ...site } = outline;
const pages = pagesOfShard(all, shard);
try {
  const written = await buildPages(pages, { outline: site, settings: settingsFromEnv(), assets, dist: out });
  const { files, urls } = siteFiles(outline);
  await Promise.all(files.map(([file, text]) => writeFile(join(out, file), text)));
  await viteDone;
  if (output.reused) {
    // Written over the build before the last: what that one wrote and this one did not goes.
    const { removeOthers } = await import('./build/dist-files.ts');
    removeOthers(out, [...assetFiles, ...written, ...files.map(([file]) => file)]);
  }
  // 5. The new folder becomes dist/.
  output.swapIn();
  const share = shard ? ` (shard ${shard.index}/${shard.count} of ${all.length} pages)` : '';
  console.log(`Prerendered ${pages.length} pages${share}, sitemap.xml (${urls} URLs) and robots.txt into dist/.`);
} catch (e) {
  await stopVite();
  fail(e instanceof PageError ? e.message : `error during prerender:\n${(e as Error).stack ?? String(e)}`, e);
}
