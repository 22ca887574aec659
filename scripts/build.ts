/**
 * `npm run build`: `vite build` (the browser assets) on a worker thread while this thread checks
 * the site config and prerenders the pages (build/prerender-pages.ts), which are written once
 * the assets' names are known. The output is that of `vite build` followed by prerender.ts.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageAssets } from '../renderer/server/head.ts';

const dist = join(process.cwd(), 'dist');
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Vite starts first, before this thread loads anything else, and waits for the config check only
// before it empties dist/ (build/vite-worker.mjs). Plain JavaScript: no tsx hooks for the worker.
const vite = new Worker(new URL('./build/vite-worker.mjs', import.meta.url), { execArgv: [] });
let written: ((assets: PageAssets) => void) | undefined;
const assets = new Promise<PageAssets>((resolve) => (written = resolve));
const { assetsFromManifest } = await import('./build/assets.ts');
vite.on('message', (m) => {
  if (m !== 'written') return;
  written?.(assetsFromManifest(dist));
  written = undefined;
});
const browserBuilt = new Promise<void>((resolve) =>
  vite.once('exit', (code) => (code === 0 && !written ? resolve() : fail(`vite build ended without the browser assets (exit code ${code}).`))),
);
vite.once('error', (e) => fail(`error during build:\n${e.stack ?? String(e)}`));

const { settingsProblems } = await import('./config/settings.ts');
const problems = settingsProblems();
if (problems.length > 0) fail(`The deployment settings have problems:\n\n${problems.join('\n')}`);
const { loadSiteConfig } = await import('./config/load.ts');
const { formatErrors } = await import('./config/format.ts');
const { bundle, errors } = loadSiteConfig();
if (!bundle) fail(formatErrors(errors));
vite.postMessage('checked');

const { prerender, PrerenderError } = await import('./build/prerender-pages.ts');
try {
  const { pages, urls } = await prerender(bundle, assets, dist);
  await browserBuilt;
  console.log(`Prerendered ${pages} pages, sitemap.xml (${urls} URLs) and robots.txt into dist/.`);
} catch (e) {
  fail(e instanceof PrerenderError ? e.message : `error during prerender:\n${(e as Error).stack ?? String(e)}`);
}
