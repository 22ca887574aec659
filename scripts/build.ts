/**
 * `npm run build`: `vite build` (the browser assets) on a worker thread, while a render thread
 * checks the site config and renders the pages (build/render-thread.ts) and this thread finishes
 * them (build/prerender-pages.ts) and writes them once the assets' names are known. The output
 * is that of `vite build` followed by prerender.ts. When the assets' inputs are those of an
 * earlier build, its assets are copied instead of built (build/asset-cache.ts): an edit to the
 * content does not wait for Vite.
 */
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageAssets } from '../renderer/server/head.ts';
import { assetCache, cacheMode, viteOutput } from './build/asset-cache.ts';
import { startDist, type DistOutput } from './build/dist-swap.ts';

const dist = join(process.cwd(), 'dist');
let output: DistOutput | undefined;
/** Ends the build, its unfinished folder removed; a disk's refusal (`error`) is told plainly, without a stack. */
function fail(message: string, error?: unknown): never {
  console.error(output?.abandon(error) ?? message);
  process.exit(1);
}
try {
  // Everything goes into a folder beside dist/, which replaces it once the build is done
  // (build/dist-swap.ts): a build that fails or is killed leaves the previous dist/ whole.
  output = startDist(dist);
} catch (e) {
  fail((e as Error).message);
}
const out = output.dir;
// However the build ends before the swap (an uncaught error, Ctrl-C), its folder goes with it.
process.once('exit', () => output?.abandon());

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

// Vite starts first, before this thread loads anything else, and waits for the config check only
// before it writes into the new folder (build/vite-worker.mjs). Plain JavaScript: no tsx hooks for the worker.
const vite = cached
  ? undefined
  : new Worker(new URL('./build/vite-worker.mjs', import.meta.url), { execArgv: [], workerData: { ...viteConfigModule(), outDir: out } });
// Vite's thread is stopped before the folder is removed: it would write into it again. It writes
// nothing before it is told the config is checked.
let stopping = false;
const stopVite = async () => {
  stopping = true;
  await vite?.terminate();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => void stopVite().finally(() => process.exit(128 + constants.signals[signal])));
// The site config is read, checked and rendered on a thread of its own (build/render-thread.ts),
// which starts on the pages with stand-in asset names as soon as the config is checked, unless
// the assets' names are known already.
const { startRenderThread } = await import('./build/render-thread.ts');
const renderThread = startRenderThread({ standIns: !cached });
let written: ((assets: PageAssets) => void) | undefined;
/** The browser assets' files under the folder. */
let assetFiles: string[] = [];
const assets = new Promise<PageAssets>((resolve) => (written = resolve));
const { assetsFromManifest } = await import('./build/assets.ts');
vite?.on('message', (m: { type: string; files: string[]; read: string[] }) => {
  if (m.type !== 'written') return;
  assetFiles = viteOutput(process.cwd(), m.files);
  written?.(assetsFromManifest(out));
  written = undefined;
  cache?.store(out, m.files, m.read);
});
const browserBuilt = vite
  ? new Promise<void>((resolve) =>
      vite.once('exit', (code) => (code === 0 && !written ? resolve() : stopping || fail(`vite build ended without the browser assets (exit code ${code}).`))),
    )
  : Promise.resolve();
vite?.once('error', (e) => fail(`error during build:\n${e.stack ?? String(e)}`, e));

// The site stylesheet's UnoCSS rules (build/site-utilities.ts), while the render thread checks the config.
if (vite) {
  const { islandClasses } = await import('./build/island-classes.ts');
  const { siteUtilities } = await import('./build/site-utilities.ts');
  const css = await siteUtilities(await islandClasses()).catch((e: Error) =>
    fail(`The site stylesheet's UnoCSS rules could not be made:\n${e.stack ?? String(e)}`),
  );
  vite.postMessage({ type: 'utilities', css });
}

const { settingsProblems } = await import('./config/settings.ts');
const problems = settingsProblems();
if (problems.length > 0) fail(`The deployment settings have problems:\n\n${problems.join('\n')}`);
// Loaded while the render thread reads the config.
const { prerenderFrom, PrerenderError } = await import('./build/prerender-pages.ts');
const checked = await renderThread.checked.catch((e: Error) => ({ problems: e.message }));
if ('problems' in checked) {
  renderThread.stop();
  fail(checked.problems);
}
if (cached) {
  try {
    assetFiles = cache!.restore(cached, out);
  } catch (e) {
    fail(`The browser assets could not be copied from ${cached}:\n${(e as Error).stack ?? String(e)}`, e);
  }
  written?.(assetsFromManifest(out));
  console.log(`Browser assets unchanged since an earlier build: copied from ${cached}.`);
} else vite!.postMessage('checked');

try {
  const { pages, urls, files } = await prerenderFrom(checked.source, assets, out);
  await browserBuilt;
  if (output.reused) {
    // Written over the build before the last: what that one wrote and this one did not goes.
    const { removeOthers } = await import('./build/dist-files.ts');
    removeOthers(out, [...assetFiles, ...files]);
  }
  output.swapIn();
  console.log(`Prerendered ${pages} pages, sitemap.xml (${urls} URLs) and robots.txt into dist/.`);
} catch (e) {
  await stopVite();
  fail(e instanceof PrerenderError ? e.message : `error during prerender:\n${(e as Error).stack ?? String(e)}`, e);
} finally {
  renderThread.stop();
}
