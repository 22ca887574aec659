/**
 * `npm run build`: `vite build` (the browser assets) on a worker thread, while a render thread
 * checks the site config and renders the pages (build/render-thread.ts) and this thread finishes
 * them (build/prerender-pages.ts) and writes them once the assets' names are known. The output
 * is that of `vite build` followed by prerender.ts. When the assets' inputs are those of an
 * earlier build, its assets are copied instead of built (build/asset-cache.ts): an edit to the
 * content does not wait for Vite.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageAssets } from '../renderer/server/head.ts';
import { assetCache, cacheMode, viteOutput } from './build/asset-cache.ts';

const dist = join(process.cwd(), 'dist');
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

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
// before it writes into dist/ (build/vite-worker.mjs). Plain JavaScript: no tsx hooks for the worker.
const vite = cached ? undefined : new Worker(new URL('./build/vite-worker.mjs', import.meta.url), { execArgv: [], workerData: viteConfigModule() });
// The site config is read, checked and rendered on a thread of its own (build/render-thread.ts),
// which starts on the pages with stand-in asset names as soon as the config is checked, unless
// the assets' names are known already.
const { startRenderThread } = await import('./build/render-thread.ts');
const renderThread = startRenderThread({ standIns: !cached });
let written: ((assets: PageAssets) => void) | undefined;
/** The browser assets' files under dist/. */
let assetFiles: string[] = [];
const assets = new Promise<PageAssets>((resolve) => (written = resolve));
const { assetsFromManifest } = await import('./build/assets.ts');
vite?.on('message', (m: { type: string; files: string[]; read: string[] }) => {
  if (m.type !== 'written') return;
  assetFiles = viteOutput(process.cwd(), m.files);
  written?.(assetsFromManifest(dist));
  written = undefined;
  cache?.store(dist, m.files, m.read);
});
const browserBuilt = vite
  ? new Promise<void>((resolve) =>
      vite.once('exit', (code) => (code === 0 && !written ? resolve() : fail(`vite build ended without the browser assets (exit code ${code}).`))),
    )
  : Promise.resolve();
vite?.once('error', (e) => fail(`error during build:\n${e.stack ?? String(e)}`));

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
  mkdirSync(dist, { recursive: true });
  assetFiles = cache!.restore(cached, dist);
  written?.(assetsFromManifest(dist));
  console.log(`Browser assets unchanged since an earlier build: copied from ${cached}.`);
} else vite!.postMessage('checked');

try {
  const { pages, urls, files } = await prerenderFrom(checked.source, assets, dist);
  await browserBuilt;
  // dist/ is written in place: what an earlier build left and this one did not write goes.
  const { removeOthers } = await import('./build/dist-files.ts');
  removeOthers(dist, [...assetFiles, ...files]);
  console.log(`Prerendered ${pages} pages, sitemap.xml (${urls} URLs) and robots.txt into dist/.`);
} catch (e) {
  fail(e instanceof PrerenderError ? e.message : `error during prerender:\n${(e as Error).stack ?? String(e)}`);
} finally {
  renderThread.stop();
}
