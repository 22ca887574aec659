/**
 * Lighthouse (mobile, simulated throttling) on each route of a build, interleaved with the same
 * page served without any script: page, script-free copy, page, … so machine load hits both
 * alike. Prints medians and the ratio of LCPs. Timings move with machine load: a benchmark,
 * not a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fileForPath } from '../validator/routes.ts';
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

const launchChrome = () =>
  chromeLauncher.launch({
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

export async function benchLighthouse(dist: string, routes: string[], runs: number, port = 4410): Promise<LighthouseRow[]> {
  const servers: Server[] = [await serveBuild(dist, port), await serveBuild(dist, port + 1, { stripScripts: true })];
  const chrome = await launchChrome();
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

/** A page of the site and the same page written by hand as static HTML (bench/static-hero/), with the build's picture files. */
export interface HandWrittenPair {
  route: string;
  file: string;
}

export const HAND_WRITTEN: HandWrittenPair[] = [{ route: '/industries/automotive', file: join(import.meta.dirname, 'static-hero', 'automotive.html') }];

export interface HandWrittenRow {
  route: string;
  /** Median LCPs in ms: the page, its script-free copy, the page written by hand. */
  lcp: number;
  lcpNoJs: number;
  lcpHand: number;
  /** The page's LCP / the hand-written page's. */
  ratio: number;
  lcpRuns: number[];
  lcpHandRuns: number[];
  lcpElements: string[];
  lcpHandElements: string[];
}

/** The picture files a page's first `<picture>` names (src and every srcset candidate), sorted: the hero, which both pages show alike. */
export function pictureFiles(html: string): string[] {
  const pictures = (html.match(/<picture\b[\s\S]*?<\/picture>/gi) ?? []).slice(0, 1);
  const urls = pictures.flatMap((p) =>
    [...p.matchAll(/\s(?:src|srcset)="([^"]*)"/gi)].flatMap((m) =>
      m[1]
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter(Boolean),
    ),
  );
  return [...new Set(urls)].sort();
}

/** Throws unless the hand-written page shows exactly the built page's picture files, all in `dist`: the pair compares pages, not pictures. */
function checkSamePictures(dist: string, pair: HandWrittenPair) {
  const built = pictureFiles(readFileSync(join(dist, fileForPath(pair.route)), 'utf8'));
  const hand = pictureFiles(readFileSync(pair.file, 'utf8'));
  const missing = hand.filter((url) => !existsSync(join(dist, url)));
  if (built.length === 0 || built.join() !== hand.join() || missing.length)
    throw new Error(
      `${pair.file} must show the same picture files in its first <picture> as ${pair.route} in ${dist} (the build names them by content and settings; copy its <picture> after a change).\n` +
        `  built: ${built.join(' ') || '(no picture)'}\n  hand-written: ${hand.join(' ')}${missing.length ? `\n  not in the build: ${missing.join(' ')}` : ''}`,
    );
}

/** Lighthouse on each pair, interleaved: page, its script-free copy, the hand-written page, … */
export async function benchHandWritten(dist: string, pairs: HandWrittenPair[], runs: number, port: number): Promise<HandWrittenRow[]> {
  for (const pair of pairs) checkSamePictures(dist, pair);
  const pages = Object.fromEntries(pairs.map((p) => [p.route, p.file]));
  const servers: Server[] = [
    await serveBuild(dist, port),
    await serveBuild(dist, port + 1, { stripScripts: true }),
    await serveBuild(dist, port + 2, { pages }),
  ];
  const chrome = await launchChrome();
  const rows: HandWrittenRow[] = [];
  try {
    for (const { route } of pairs) {
      const [page, bare, hand]: Sample[][] = [[], [], []];
      for (let i = 0; i < runs; i++) {
        page.push(await audit(chrome.port, `http://localhost:${port}${route}`));
        bare.push(await audit(chrome.port, `http://localhost:${port + 1}${route}`));
        hand.push(await audit(chrome.port, `http://localhost:${port + 2}${route}`));
      }
      const lcp = (samples: Sample[]) => Math.round(median(samples.map((s) => s.lcp)));
      const row: HandWrittenRow = {
        route,
        lcp: lcp(page),
        lcpNoJs: lcp(bare),
        lcpHand: lcp(hand),
        ratio: Math.round((lcp(page) / lcp(hand)) * 100) / 100,
        lcpRuns: page.map((s) => Math.round(s.lcp)),
        lcpHandRuns: hand.map((s) => Math.round(s.lcp)),
        lcpElements: page.map((s) => s.lcpElement),
        lcpHandElements: hand.map((s) => s.lcpElement),
      };
      rows.push(row);
      console.log(formatHandWritten(row));
    }
  } finally {
    await chrome.kill();
    for (const s of servers) s.close();
  }
  return rows;
}

export const handWrittenHeader = `${'route'.padEnd(40)} ${'LCP'.padStart(6)} ${'no-JS'.padStart(6)} ${'by hand'.padStart(7)} ${'ratio'.padStart(6)}  runs (page / by hand) and their LCP elements`;

export function formatHandWritten(r: HandWrittenRow): string {
  const mark = r.ratio <= 1.05 ? '✓' : '✖';
  const runs = r.lcpRuns.map((lcp, i) => `${lcp} (${r.lcpElements[i]}) / ${r.lcpHandRuns[i]} (${r.lcpHandElements[i]})`).join(', ');
  return `${r.route.padEnd(40)} ${String(r.lcp).padStart(6)} ${String(r.lcpNoJs).padStart(6)} ${String(r.lcpHand).padStart(7)} ${(mark + r.ratio.toFixed(2)).padStart(6)}  ${runs}`;
}
