/**
 * `npm run bench:editor`: how quick the visual editor is, in a temporary copy of the project with
 * one extra page of 200 blocks. Not part of `npm test`: the figures move with machine load.
 *
 *   ready    spawn of `npm run edit` (--spawn npx: `npx tsx editor/cli.ts`, --spawn node:
 *            `node --import tsx editor/cli.ts`) → address printed, and → the page list usable in
 *            Chromium; cold (no built UI bundle, no Vite dependency cache) and warm
 *   preview  keystroke in a block's heading → the preview shows it (and the frame after)
 *   typing   keystroke → the next paint of the editor page
 *   publish  a one-page change published in push mode from a copy with 1,000 generated pages (the
 *            whole-site check included; goal < 2 s), and a three-way merge of a 200-block page (< 50 ms)
 *   scaling  pages of 100, 500 and 2,000 blocks through the editor's API: open, save one field,
 *            preview, check (medians of 5; --scale 100,500,2000)
 *   drag     pages of 200 and 1,000 blocks (--compose 200,1000): a block dragged in the outline by
 *            keyboard and by mouse, and typing in a heading in the preview (Event Timing and the
 *            frame after each key; goal < 50 ms at 200 blocks, < 100 ms at 1,000); --drags N drags
 *            of each kind per page (default 5) and twice as many keystrokes
 *
 *   site     a site of 10,000 more pages (--site 10000, 0 to skip): page list and one page opened in
 *            Chromium (goal < 1 s)
 *
 *   npm run bench:editor -- --starts 3 --keys 20 --typing 30 --blocks 200 [--spawn npm|npx|node] [--keep]
 *   npm run bench:editor -- --root /tmp/before        another checkout (with this one's packages)
 *   npm run bench:editor -- --port 5303               the editor on this port rather than any free one
 * Writes reports/bench-editor.json. Exits non-zero only when something broke, never for a missed goal.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser.ts';
import { freePort, killAll, SPAWNS, startEditor, type RunningEditor, type Spawn } from './editing/process.ts';
import { installProbe, previewBlockShows, type KeyRecord, type Probe } from './editing/probe.ts';
import { BENCH_PAGE, dropStartCaches, largestPage, makeCopy, validate, writeBenchPage } from './editing/project.ts';
import { bigSiteBench } from './editing/big-site.ts';
import { composeBench } from './editing/compose.ts';
import { editorScaling, formatScaling } from './editing/scaling.ts';

const { values } = parseArgs({
  options: {
    starts: { type: 'string', default: '3' },
    keys: { type: 'string', default: '20' },
    typing: { type: 'string', default: '30' },
    blocks: { type: 'string', default: '200' },
    spawn: { type: 'string', default: 'npm' },
    keep: { type: 'boolean', default: false },
    root: { type: 'string' },
    scale: { type: 'string', default: '100,500,2000' },
    compose: { type: 'string', default: '200,1000' },
    site: { type: 'string', default: '10000' },
    drags: { type: 'string', default: '5' },
    port: { type: 'string' },
  },
});
const STARTS = Number(values.starts);
const KEYS = Number(values.keys);
const TYPING = Number(values.typing);
const BLOCKS = Number(values.blocks);
if (!(values.spawn in SPAWNS)) throw new Error(`--spawn is one of ${Object.keys(SPAWNS).join(', ')}, not ${values.spawn}.`);
const VIA = values.spawn as Spawn;
/** The editor's port: the one asked for (several benches on one machine keep apart), or any free one. */
const editorPort = () => (values.port ? Promise.resolve(Number(values.port)) : freePort());
/** Keystrokes typed and thrown away first: the first ones compile code paths the rest reuse. */
const WARMUP = 3;
/** Pause after a keystroke's preview showed, so one keystroke's work does not overlap the next. */
const GAP_MS = 100;

interface Row {
  measure: string;
  goal?: number;
  samples: number[];
  /** Event Timing reports only durations of 16 ms or more; a sample of 0 means "under 16 ms". */
  floor?: number;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}
function median(sorted: number[]): number {
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function formatTable(rows: Row[]): string {
  const ms = (n: number, floor?: number) => (floor !== undefined && n < floor ? `< ${floor} ms` : `${Math.round(n)} ms`);
  const lines = ['| measure | goal | median | p95 | runs | met? |', '| --- | --- | ---: | ---: | ---: | --- |'];
  for (const r of rows) {
    const sorted = [...r.samples].sort((a, b) => a - b);
    const [mid, p95] = [median(sorted), percentile(sorted, 0.95)];
    const met = r.goal === undefined ? '—' : mid >= r.goal ? 'no' : p95 >= r.goal ? 'median only' : 'yes';
    lines.push(`| ${r.measure} | ${r.goal === undefined ? '—' : `< ${r.goal} ms`} | ${ms(mid, r.floor)} | ${ms(p95, r.floor)} | ${sorted.length} | ${met} |`);
  }
  return lines.join('\n');
}

let root: string | undefined;
let browser: Browser | undefined;
let editor: RunningEditor | undefined;
const cleanup = () => {
  killAll();
  if (root && !values.keep) rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  root = undefined;
};
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

async function newPage(): Promise<Page> {
  const context = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
  // tsx compiles with esbuild's keepNames: a function sent to the page calls its __name helper.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return context.newPage();
}

/** Starts the editor and opens its page list in a fresh browser context: [address printed, list usable], ms from spawn. */
async function start(cold: boolean): Promise<[number, number]> {
  if (cold) dropStartCaches(root!);
  const page = await newPage();
  editor = await startEditor(root!, await editorPort(), VIA);
  await page.goto(editor.url, { waitUntil: 'commit' });
  await page.locator('a.page-link').first().waitFor({ state: 'visible', timeout: 60_000 });
  const usable = performance.now() - editor.spawnedAt;
  await page.context().close();
  return [editor.addressAt - editor.spawnedAt, usable];
}

/** The index of a block with a heading (the first at or after `from`), and that heading. */
function headingBlock(blocks: Record<string, unknown>[], from = 0): { index: number; heading: string } {
  const index = blocks.findIndex((b, i) => i >= from && typeof b.heading === 'string' && b.heading.length > 0);
  if (index < 0) throw new Error('No block with a heading to type in.');
  return { index, heading: blocks[index].heading as string };
}

type Strokes = Omit<Probe, 'keys'> & { keys: KeyRecord[] };

/**
 * Opens `file` with block `block` selected, appends " q" to its heading, then replaces that last
 * letter `count` times (the text keeps its length, so the page stays valid). Each keystroke waits
 * until the preview showed it, then GAP_MS.
 */
async function typeInHeading(file: string, block: number, heading: string, count: number): Promise<Strokes> {
  const page = await newPage();
  try {
    await page.goto(`${editor!.url}page?file=${encodeURIComponent(file)}&block=${block}`);
    const field = page.locator('#root_heading');
    await field.waitFor({ state: 'visible', timeout: 30_000 });
    try {
      await page.waitForFunction(previewBlockShows, { block, text: heading }, { timeout: 30_000 });
    } catch {
      throw new Error(`The preview's block ${block} of ${file} never showed its heading "${heading}".`);
    }
    await page.evaluate(installProbe, { selector: '#root_heading', block });
    const stroke = async (key: string, replaceLast: boolean) => {
      const n = await field.evaluate((el: HTMLInputElement, replace) => {
        el.focus();
        el.setSelectionRange(el.value.length - (replace ? 1 : 0), el.value.length);
        return (window as unknown as { benchProbe: Probe }).benchProbe.keys.length;
      }, replaceLast);
      await page.keyboard.press(key);
      try {
        await page.waitForFunction(
          (i) => {
            const k = (window as unknown as { benchProbe: Probe }).benchProbe.keys[i];
            return k?.painted !== undefined && k.previewPainted !== undefined;
          },
          n,
          { polling: 20, timeout: 15_000 },
        );
      } catch {
        const problems = await page.getByRole('region', { name: 'Problems' }).innerText();
        throw new Error(`The preview did not show keystroke ${n + 1} ("${key}") in ${file} within 15 s. ${problems}`);
      }
      await page.waitForTimeout(GAP_MS);
    };
    await stroke('Space', false);
    await stroke('q', false);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (let i = 0; i < WARMUP + count; i++) await stroke(letters[i % letters.length], true);
    const probe = await page.evaluate(() => (window as unknown as { benchProbe: Probe }).benchProbe);
    return { ...probe, keys: probe.keys.slice(2 + WARMUP) };
  } finally {
    await page.context().close();
  }
}

const previewMs = (s: Strokes) => s.keys.map((k) => k.previewPainted! - k.down);
const paintMs = (s: Strokes) => s.keys.map((k) => k.painted! - k.down);
/** Per keystroke, the longest Event Timing entry of its keydown, keypress or input (0: under 16 ms, not reported). */
const eventMs = (s: Strokes) =>
  s.keys.map((k, i) => {
    const next = s.keys[i + 1]?.down ?? Infinity;
    const own = s.events.filter((e) => ['keydown', 'keypress', 'beforeinput', 'input'].includes(e.name) && e.start >= k.down - 0.5 && e.start < next);
    return Math.max(0, ...own.map((e) => e.duration));
  });

/** Where a preview's time goes: the wait before the request, the request, and the update after it (medians). */
function previewParts(s: Strokes): string {
  const parts = s.keys.flatMap((k) => {
    const req = s.previews.find((r) => r.start >= k.down);
    return req ? [[req.start - k.down, req.end - req.start, k.previewPainted! - req.end]] : [];
  });
  const mid = (i: number) => Math.round(median(parts.map((p) => p[i]).sort((a, b) => a - b)));
  return parts.length ? `${mid(0)} ms before the request, ${mid(1)} ms request, ${mid(2)} ms to show it` : 'no preview request seen';
}

async function main() {
  const here = resolve(import.meta.dirname, '..');
  const project = resolve(values.root ?? here);
  console.log(`Editor benchmark in a temporary copy of ${project}. Load average (1, 5, 15 min): ${load()}\n`);
  root = makeCopy(project, here);
  const largest = largestPage(root);
  writeBenchPage(root, BLOCKS);
  console.log(`${validate(root)} (with ${BENCH_PAGE}, ${BLOCKS} blocks)`);
  console.log(`Started by: ${SPAWNS[VIA].join(' ')} --port N --strictPort`);
  browser = await chromium.launch(chromiumLaunchOptions);

  const ready = { coldAddress: [] as number[], coldList: [] as number[], warmAddress: [] as number[], warmList: [] as number[] };
  for (let i = 0; i < STARTS; i++) {
    for (const cold of [true, false]) {
      const [address, list] = await start(cold);
      ready[cold ? 'coldAddress' : 'warmAddress'].push(address);
      ready[cold ? 'coldList' : 'warmList'].push(list);
      console.log(`start ${i + 1} ${cold ? 'cold' : 'warm'}: address at ${Math.round(address)} ms, page list usable at ${Math.round(list)} ms`);
      // The last (warm) editor stays up for the keystrokes.
      if (cold || i < STARTS - 1) await editor!.stop();
    }
  }

  if (STARTS === 0) editor = await startEditor(root, await editorPort(), VIA);

  const big = headingBlock(largest.blocks);
  console.log(`\nLargest page: ${largest.file} (${largest.blocks.length} blocks, ${largest.bytes} bytes); typing in block ${big.index + 1}'s heading`);
  const onLargest = await typeInHeading(largest.file, big.index, big.heading, KEYS);
  const benchPage = JSON.parse(readFileSync(resolve(root, BENCH_PAGE), 'utf8')) as { blocks: Record<string, unknown>[] };
  const mid = headingBlock(benchPage.blocks, Math.floor(BLOCKS / 2));
  console.log(`${BENCH_PAGE}: typing in block ${mid.index + 1}'s heading`);
  const onBench = await typeInHeading(BENCH_PAGE, mid.index, mid.heading, TYPING);

  const dragPages = values.compose
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const dragRows = dragPages.length ? await composeBench(browser, editor!.url, root, dragPages, Number(values.drags)) : [];

  const sitePages = Number(values.site);
  const siteRows = sitePages > 0 ? await bigSiteBench(browser, project, here, sitePages, 5, values.port ? Number(values.port) : undefined) : [];

  const name = largest.file.replace('site.config/pages/', '');
  const rows: Row[] = [
    { measure: 'ready, cold: address printed', samples: ready.coldAddress },
    { measure: 'ready, cold: page list usable', goal: 2000, samples: ready.coldList },
    { measure: 'ready, warm: address printed', samples: ready.warmAddress },
    { measure: 'ready, warm: page list usable', goal: 2000, samples: ready.warmList },
    { measure: `preview after a keystroke, ${name} (${largest.blocks.length} blocks)`, goal: 300, samples: previewMs(onLargest) },
    { measure: `preview after a keystroke, ${BLOCKS}-block page`, samples: previewMs(onBench) },
    { measure: `typing, ${name}: keystroke → next frame`, samples: paintMs(onLargest) },
    { measure: `typing, ${BLOCKS}-block page: keystroke → next frame`, goal: 50, samples: paintMs(onBench) },
    { measure: `typing, ${BLOCKS}-block page: Event Timing duration`, goal: 50, samples: eventMs(onBench), floor: 16 },
    ...dragRows,
    ...siteRows,
  ];
  console.log(`\n${formatTable(rows.filter((r) => r.samples.length > 0))}`);
  console.log(`\nPreview, ${name}: ${previewParts(onLargest)}\nPreview, ${BLOCKS}-block page: ${previewParts(onBench)}`);
  const counts = values.scale
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const scaling = counts.length ? await editorScaling(editor!.url, root, counts) : [];
  if (scaling.length) console.log(`\nThe editor's API by page length (medians of 5):\n${formatScaling(scaling)}`);
  // The editor's own code runs in a process of its own: the site's scripts never import the editor.
  const publishing = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'editor/bench/publishing.ts', root], { cwd: here, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }),
  ) as { pages: number; publishMs: number; mergeMs: number };
  console.log(
    `\nPublishing (push mode, to a bare repository here): a one-page change from a ${publishing.pages}-page site, ${Math.round(publishing.publishMs)} ms (goal < 2000 ms); merging a 200-block page with edits on both sides, ${publishing.mergeMs.toFixed(1)} ms (goal < 50 ms)`,
  );
  console.log(`\nLoad average (1, 5, 15 min) at the end: ${load()}`);
  mkdirSync(resolve(here, 'reports'), { recursive: true });
  writeFileSync(resolve(here, 'reports/bench-editor.json'), JSON.stringify({ load: loadavg(), spawn: VIA, rows, scaling, publishing }, null, 2));
  if (values.keep) console.log(`The copy is kept at ${root}`);
}

try {
  await main();
} catch (e) {
  console.error(`\nThe editor benchmark broke: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await editor?.stop().catch(() => undefined);
  await browser?.close().catch(() => undefined);
  cleanup();
}
