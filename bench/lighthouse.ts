/**
 * Lighthouse (mobile, simulated throttling) on each route of a build, interleaved with the same
 * page served without any script: page, script-free copy, page, … so machine load hits both
 * alike. Prints medians and the ratio of LCPs. Timings move with machine load: a benchmark,
 * not a test.
 */
import type { Server } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveBuild } from './serve.ts';

export interface LighthouseRow {
  route: string;
  lcp: number;
  lcpNoJs: number;
  ratio: number;
  tbt: number;
  tbtNoJs: number;
  fcp: number;
  /** Transferred bytes before any interaction, by type. */
  jsKb: number;
  cssKb: number;
  htmlKb: number;
  totalKb: number;
  /** Every run's LCP in ms, page and script-free copy, in the order they ran. */
  lcpRuns: number[];
  lcpNoJsRuns: number[];
  /** Every run's LCP element, as Lighthouse labels it: which element was largest can change from run to run. */
  lcpElements: string[];
  lcpNoJsElements: string[];
}

interface Sample {
  lcp: number;
  lcpElement: string;
  fcp: number;
  tbt: number;
  bytes: Record<'Script' | 'Stylesheet' | 'Document' | 'total', number>;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function audit(chromePort: number, url: string): Promise<Sample> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result!.lhr;
  const items = (lhr.audits['network-requests'].details as unknown as { items: Array<{ resourceType: string; transferSize: number }> }).items;
  const bytes = { Script: 0, Stylesheet: 0, Document: 0, total: 0 };
  for (const r of items) {
    bytes.total += r.transferSize;
    if (r.resourceType in bytes) bytes[r.resourceType as keyof typeof bytes] += r.transferSize;
  }
  const element = (
    lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { selector?: string } }> }> } | undefined
  )?.items?.[0]?.items?.[0]?.node?.selector;
  return {
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    lcpElement: element ?? '?',
    fcp: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    bytes,
  };
}

export async function benchLighthouse(dist: string, routes: string[], runs: number, port = 4410): Promise<LighthouseRow[]> {
  const servers: Server[] = [await serveBuild(dist, port), await serveBuild(dist, port + 1, { stripScripts: true })];
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
  const rows: LighthouseRow[] = [];
  try {
    for (const route of routes) {
      const page: Sample[] = [];
      const bare: Sample[] = [];
      for (let i = 0; i < runs; i++) {
        page.push(await audit(chrome.port, `http://localhost:${port}${route}`));
        bare.push(await audit(chrome.port, `http://localhost:${port + 1}${route}`));
      }
      const kb = (key: keyof Sample['bytes']) => Math.round(median(page.map((s) => s.bytes[key])) / 102.4) / 10;
      const row: LighthouseRow = {
        route,
        lcp: Math.round(median(page.map((s) => s.lcp))),
        lcpNoJs: Math.round(median(bare.map((s) => s.lcp))),
        ratio: 0,
        tbt: Math.round(median(page.map((s) => s.tbt))),
        tbtNoJs: Math.round(median(bare.map((s) => s.tbt))),
        fcp: Math.round(median(page.map((s) => s.fcp))),
        jsKb: kb('Script'),
        cssKb: kb('Stylesheet'),
        htmlKb: kb('Document'),
        totalKb: kb('total'),
        lcpRuns: page.map((s) => Math.round(s.lcp)),
        lcpNoJsRuns: bare.map((s) => Math.round(s.lcp)),
        lcpElements: page.map((s) => s.lcpElement),
        lcpNoJsElements: bare.map((s) => s.lcpElement),
      };
      row.ratio = Math.round((row.lcp / row.lcpNoJs) * 100) / 100;
      rows.push(row);
      console.log(formatRow(row));
    }
  } finally {
    await chrome.kill();
    for (const s of servers) s.close();
  }
  return rows;
}

export const lighthouseHeader = `${'route'.padEnd(40)} ${'LCP'.padStart(6)} ${'no-JS'.padStart(6)} ${'ratio'.padStart(6)} ${'TBT'.padStart(5)} ${'no-JS'.padStart(5)} ${'FCP'.padStart(6)}  ${'JS kB'.padStart(6)} ${'CSS kB'.padStart(6)} ${'HTML kB'.padStart(7)} ${'all kB'.padStart(6)}`;

/** Each run of a route, for a route whose ratio is over 1.05: LCP and the element it measured. */
export function formatRuns(r: LighthouseRow): string {
  const runs = (lcps: number[], elements: string[]) => lcps.map((lcp, i) => `${lcp} (${elements[i]})`).join(', ');
  return `  ${r.route}\n    page:   ${runs(r.lcpRuns, r.lcpElements)}\n    no-JS:  ${runs(r.lcpNoJsRuns, r.lcpNoJsElements)}`;
}

export function formatRow(r: LighthouseRow): string {
  const mark = r.ratio <= 1.05 ? '✓' : '✖';
  return `${r.route.padEnd(40)} ${String(r.lcp).padStart(6)} ${String(r.lcpNoJs).padStart(6)} ${(mark + r.ratio.toFixed(2)).padStart(6)} ${String(r.tbt).padStart(5)} ${String(r.tbtNoJs).padStart(5)} ${String(r.fcp).padStart(6)}  ${r.jsKb.toFixed(1).padStart(6)} ${r.cssKb.toFixed(1).padStart(6)} ${r.htmlKb.toFixed(1).padStart(7)} ${r.totalKb.toFixed(1).padStart(6)}`;
}
