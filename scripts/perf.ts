/**
 * `npm run perf`: Lighthouse (mobile preset) on every content route of the production build.
 * Budget per route: performance 100, total blocking time < 50 ms, CLS 0, and at most 100 kB
 * of gzipped JavaScript once every island of the page has hydrated.
 * Writes reports/perf.json; exits 1 when any route is over budget.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadSiteConfig } from './config/load.ts';
import { fileForPath } from './routes.ts';

const BUDGET = { score: 100, tbtMs: 50, cls: 0, jsKb: 100 };
const port = Number(process.env.PERF_PORT ?? 4179);
const base = `http://localhost:${port}`;

async function waitFor(url: string, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

function gzippedKb(files: string[]): number {
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join('dist', f))).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Every script a page can load once all its islands have woken up: the entry, plus each
 * island's chunk and what it imports. Islands wake on interaction, so Lighthouse alone would
 * only see the entry; the budget applies to this worst case.
 */
function pageScripts(route: string): string[] {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;
  const loaders = readFileSync('renderer/islands/loaders.ts', 'utf8');
  const sourceOf = new Map([...loaders.matchAll(/(\w+): \(\) => import\('\.\.\/(.+?)'\)/g)].map((m) => [m[1], `renderer/${m[2]}`]));
  const html = readFileSync(join('dist', fileForPath(route)), 'utf8');
  const islands = new Set([...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]));
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key] ?? manifest[`${key}.tsx`] ?? manifest[`${key}.ts`];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  add('renderer/client/main.ts');
  if (islands.size > 0) add('renderer/client/hydrate.tsx');
  for (const name of islands) add(sourceOf.get(name) ?? '');
  return [...files];
}

interface Row {
  route: string;
  score: number;
  tbtMs: number;
  cls: number;
  /** Gzipped JavaScript fetched during the Lighthouse run (before any interaction). */
  loadJsKb: number;
  /** Gzipped JavaScript once every island of the page has hydrated: what the budget limits. */
  jsKb: number;
  fcpMs: number;
  lcpMs: number;
  ok: boolean;
}

async function audit(chromePort: number, route: string): Promise<Row> {
  const result = await lighthouse(`${base}${route}`, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result!.lhr;
  const requests = (lhr.audits['network-requests'].details as unknown as { items: Array<{ url: string; resourceType: string }> }).items;
  const loaded = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(base)).map((r) => new URL(r.url).pathname);
  const row = {
    route,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
    loadJsKb: gzippedKb(loaded),
    jsKb: gzippedKb(pageScripts(route)),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
  };
  const ok = row.score >= BUDGET.score && row.tbtMs < BUDGET.tbtMs && row.cls <= BUDGET.cls && row.jsKb <= BUDGET.jsKb;
  return { ...row, ok };
}

async function main() {
  const { bundle } = loadSiteConfig();
  if (!bundle) throw new Error('site.config is invalid; run npm run validate');
  const only = process.argv.slice(2);
  const routes = bundle.pages
    .map((p) => p.page)
    .filter((p) => p.route !== '*' && !p.access)
    .map((p) => p.route)
    .filter((r) => only.length === 0 || only.includes(r));

  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: Row[] = [];
  try {
    await waitFor(`${base}/`);
    for (const route of routes) {
      let row = await audit(chrome.port, route);
      // Timings only ever get worse when the machine is busy (2 cores shared with the test
      // run), never better: a route over budget gets two more runs and keeps its best one.
      // A real regression (heavier page, more script) fails all three.
      for (let retry = 0; !row.ok && retry < 2; retry++) {
        const again = await audit(chrome.port, route);
        if (again.ok || again.score > row.score || (again.score === row.score && again.tbtMs < row.tbtMs)) row = again;
      }
      rows.push(row);
      console.log(
        `${row.ok ? '✓' : '✖'} ${route.padEnd(40)} performance ${row.score}  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${row.jsKb} kB gz, ${row.loadJsKb} kB at load  (FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms)`,
      );
    }
  } finally {
    await chrome.kill();
    try {
      process.kill(-server.pid!);
    } catch {
      server.kill();
    }
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/perf.json', JSON.stringify({ budget: BUDGET, rows }, null, 2));
  const failed = rows.filter((r) => !r.ok);
  console.log(`Performance budget: ${rows.length - failed.length} of ${rows.length} routes within budget.`);
  if (failed.length) {
    console.error(
      `Over budget (performance ${BUDGET.score}, TBT < ${BUDGET.tbtMs} ms, CLS ${BUDGET.cls}, JS ≤ ${BUDGET.jsKb} kB gz): ${failed.map((r) => r.route).join(', ')}`,
    );
    process.exit(1);
  }
}

await main();
