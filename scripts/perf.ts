/**
 * `npm run perf`: Lighthouse (mobile preset) on every content route of the production build.
 * Budget per route: performance 100, total blocking time < 50 ms, CLS 0, and at most 100 kB
 * of JavaScript once gzipped (measured on the files the page actually loaded).
 * Writes reports/perf.json; exits 1 when any route is over budget.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadSiteConfig } from './config/load.ts';

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

function gzippedKb(urls: string[]): number {
  const bytes = urls.reduce((sum, u) => sum + gzipSync(readFileSync(join('dist', new URL(u).pathname))).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

interface Row {
  route: string;
  score: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  ok: boolean;
}

async function main() {
  const { bundle } = loadSiteConfig();
  if (!bundle) throw new Error('site.config is invalid; run npm run validate');
  const only = process.argv.slice(2);
  const routes = bundle.pages.map((p) => p.page).filter((p) => p.route !== '*' && !p.access).map((p) => p.route)
    .filter((r) => only.length === 0 || only.includes(r));

  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: Row[] = [];
  try {
    await waitFor(`${base}/`);
    for (const route of routes) {
      const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result!.lhr;
      const requests = (lhr.audits['network-requests'].details as unknown as { items: Array<{ url: string; resourceType: string }> }).items;
      const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(base)).map((r) => r.url);
      const row = {
        route,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        cls: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
        jsKb: gzippedKb(scripts),
      };
      const ok = row.score >= BUDGET.score && row.tbtMs < BUDGET.tbtMs && row.cls <= BUDGET.cls && row.jsKb <= BUDGET.jsKb;
      rows.push({ ...row, ok });
      console.log(`${ok ? '✓' : '✖'} ${route.padEnd(40)} performance ${row.score}  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${row.jsKb} kB gz`);
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
    console.error(`Over budget (performance ${BUDGET.score}, TBT < ${BUDGET.tbtMs} ms, CLS ${BUDGET.cls}, JS ≤ ${BUDGET.jsKb} kB gz): ${failed.map((r) => r.route).join(', ')}`);
    process.exit(1);
  }
}

await main();
