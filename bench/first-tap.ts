/**
 * First tap: how long after a tap, made right after the load event, the answer is painted.
 * Lighthouse's mobile throttling through CDP (4× CPU, 150 ms RTT, 1.6 Mbps down, 750 kbps up),
 * a phone (412 × 823, touch) and, for what only wide screens show (the desktop dropdowns), a
 * touch screen 1280 px wide. Every interactive element of every route (buttons other than
 * submit, summaries, popover and command invokers, tabs), each in a fresh page, median of N.
 *
 * The time is taken in the page: performance.now() at the tap's pointerdown, then every
 * animation frame compares what is rendered (the page's text, the open dialogs,
 * popovers and details, the shown panels of aria-controls, aria-pressed and aria-selected)
 * with how it was before the tap; the first frame where it differs is the one that paints the
 * answer (the text itself, not its length: a new captcha code has as many letters as the old).
 * A tab already selected is left out: a tap on it has nothing to answer. The yardstick is Interaction to Next Paint's: good under 200 ms, poor over 500 ms.
 * Timings move with machine load: a benchmark, not a test.
 */
import type { Server } from 'node:http';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser.ts';
import { serveBuild } from './serve.ts';

export interface TapRow {
  route: string;
  viewport: Viewport;
  element: string;
  /** Median ms from the pointerdown to the frame that paints the answer; NaN when none came within the wait. */
  ms: number;
  runs: number[];
}

type Viewport = 'phone' | 'wide';
const VIEWPORTS: Record<Viewport, BrowserContextOptions> = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  wide: { viewport: { width: 1280, height: 800 }, hasTouch: true },
};
/** What a tap may open or change. Submit buttons are left out: their answer is the form's. */
const INTERACTIVE = 'button:not([type=submit]):not([disabled]), summary, [popovertarget], [commandfor], [role=tab]';
/** Of those, what a tap has nothing to answer on: the tab already selected. */
const SETTLED = '[role=tab][aria-selected=true]';
const WAIT_MS = 6000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The page-side probe: the state signature and the frame loop, as a string so nothing is bundled. */
const PROBE = `(() => {
  const sig = () => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('dialog[open], :popover-open, details[open], [role=dialog], [aria-pressed], [aria-selected]'))
      parts.push(el.tagName + (el.id || '') + (el.getAttribute('aria-pressed') ?? '') + (el.getAttribute('aria-selected') ?? '') + (el.checkVisibility() ? 'v' : 'h'));
    for (const el of document.querySelectorAll('[aria-controls]')) {
      const t = document.getElementById(el.getAttribute('aria-controls'));
      parts.push(t && t.checkVisibility() ? 'c' + t.childElementCount : '-');
    }
    return parts.join('|');
  };
  window.__tap = new Promise((done) => {
    addEventListener('pointerdown', () => {
      const t0 = performance.now(), before = sig();
      const frame = () => {
        if (sig() !== before) return done(performance.now() - t0);
        if (performance.now() - t0 > ${WAIT_MS}) return done(NaN);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  });
})()`;

interface Target {
  index: number;
  label: string;
}

async function targetsOf(browser: Browser, base: string, route: string, viewport: Viewport): Promise<Target[]> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(base + route, { waitUntil: 'load' });
  const targets = await page.$$eval(
    INTERACTIVE,
    (els, settled) =>
      els.map((el, index) => ({
        index,
        visible: (el as HTMLElement).checkVisibility() && el.getBoundingClientRect().width > 0 && !el.matches(settled),
        label: (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
      })),
    SETTLED,
  );
  await context.close();
  return targets.filter((t) => t.visible).map(({ index, label }) => ({ index, label }));
}

async function tapOnce(browser: Browser, base: string, route: string, viewport: Viewport, target: Target): Promise<number> {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  try {
    await page.goto(base + route, { waitUntil: 'load', timeout: 60_000 });
    await page.evaluate(PROBE);
    const el = page.locator(INTERACTIVE).nth(target.index);
    // Right after the load event; scrolled into view by CDP without a pointer crossing the page first.
    await el.evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = await el.boundingBox();
    if (!box) return NaN;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    return await page.evaluate(() => (window as unknown as { __tap: Promise<number> }).__tap);
  } finally {
    await context.close();
  }
}

export async function benchFirstTap(dist: string, routes: string[], runs: number, port = 4420, onRow?: (row: TapRow) => void): Promise<TapRow[]> {
  const server: Server = await serveBuild(dist, port);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const base = `http://127.0.0.1:${port}`;
  const rows: TapRow[] = [];
  try {
    for (const route of routes)
      for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
        const targets = await targetsOf(browser, base, route, viewport);
        // The wide screen adds only what the phone does not show (the desktop dropdowns).
        const phoneLabels = viewport === 'wide' ? new Set(rows.filter((r) => r.route === route && r.viewport === 'phone').map((r) => r.element)) : new Set();
        for (const target of targets) {
          if (phoneLabels.has(target.label)) continue;
          const samples: number[] = [];
          for (let i = 0; i < runs; i++) samples.push(await tapOnce(browser, base, route, viewport, target));
          const ok = samples.filter((x) => !Number.isNaN(x));
          const row = { route, viewport, element: target.label, ms: ok.length > runs / 2 ? median(ok) : NaN, runs: samples };
          rows.push(row);
          onRow?.(row);
        }
      }
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}

export const tapHeader = `${'route'.padEnd(34)} ${'screen'.padEnd(6)} ${'element'.padEnd(40)} ${'median'.padStart(7)}  runs (ms)`;
export function formatTap(r: TapRow): string {
  const ms = (x: number) => (Number.isNaN(x) ? '—' : String(Math.round(x)));
  const mark = Number.isNaN(r.ms) ? ' ' : r.ms < 200 ? '✓' : r.ms > 500 ? '✗' : '~';
  return `${r.route.padEnd(34)} ${r.viewport.padEnd(6)} ${r.element.padEnd(40)} ${ms(r.ms).padStart(7)} ${mark} ${r.runs.map(ms).join(' ')}`;
}
