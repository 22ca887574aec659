import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Frame, Page } from '@playwright/test';
import { longPage } from '../../tests/fixtures/hostile/corpus.ts';

/** A row of the bench table: samples in ms; `floor` when Event Timing reports nothing under it. */
export interface ComposeRow {
  measure: string;
  goal?: number;
  samples: number[];
  floor?: number;
}

interface Timed {
  key: string;
  down: number;
  painted?: number;
}
interface Recorder {
  keys: Timed[];
  events: { name: string; start: number; duration: number }[];
}

/**
 * Runs in a page or in the preview's frame: records each keydown's time and the frame after it,
 * and every Event Timing entry of 16 ms or more (the API's lowest threshold).
 */
function installRecorder() {
  const rec: Recorder = { keys: [], events: [] };
  (window as unknown as { composeBench: Recorder }).composeBench = rec;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) rec.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
  window.addEventListener(
    'keydown',
    (e) => {
      const k: Timed = { key: e.key, down: e.timeStamp };
      rec.keys.push(k);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (k.painted = performance.now());
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}

const recorded = (where: Page | Frame) => where.evaluate(() => (window as unknown as { composeBench: Recorder }).composeBench);
/** The longest Event Timing entry of these names that started at or after `from` (0: under 16 ms). */
const longest = (rec: Recorder, names: string[], from: number, to = Infinity) =>
  Math.max(0, ...rec.events.filter((e) => names.includes(e.name) && e.start >= from - 0.5 && e.start < to).map((e) => e.duration));

/** Writes a valid page of `count` rich-text blocks (0.45 kB each: 1,000 blocks stay under the 1 MB file limit); returns its file. */
function writePage(root: string, count: number): string {
  const file = `site.config/pages/bench-compose-${count}.json`;
  writeFileSync(join(root, file), longPage(count, `/bench-compose-${count}`));
  return file;
}

async function open(page: Page, url: string, file: string, block: number) {
  await page.goto(`${url}page?file=${encodeURIComponent(file)}&block=${block}`);
  await page.getByRole('grid', { name: 'Blocks' }).getByRole('row').first().waitFor({ timeout: 60_000 });
  await page.frameLocator('iframe[title="Page preview"]').locator('section[data-block-index="0"]').waitFor({ timeout: 60_000 });
  await page.evaluate(installRecorder);
}

/** Keyboard drags of the first block one place down: the Enter that picks it up and the Enter that drops it. */
async function keyboardDrags(page: Page, times: number) {
  const start: number[] = [];
  const drop: number[] = [];
  const startEvent: number[] = [];
  const dropEvent: number[] = [];
  const rows = page.getByRole('grid', { name: 'Blocks' }).getByRole('row');
  for (let i = 0; i < times; i++) {
    await rows.first().click();
    await page.keyboard.press('ArrowRight');
    const before = (await recorded(page)).keys.length;
    await page.keyboard.press('Enter');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    const rec = await recorded(page);
    const [pick, , put] = rec.keys.slice(before);
    start.push(pick.painted! - pick.down);
    drop.push(put.painted! - put.down);
    startEvent.push(longest(rec, ['keydown', 'keyup'], pick.down, rec.keys[before + 1].down));
    dropEvent.push(longest(rec, ['keydown', 'keyup'], put.down));
  }
  return { start, drop, startEvent, dropEvent };
}

/** Mouse drags of the first block below the third: Event Timing of the drag's own events. */
async function mouseDrags(page: Page, times: number) {
  const startEvent: number[] = [];
  const dropEvent: number[] = [];
  const rows = page.getByRole('grid', { name: 'Blocks' }).getByRole('row');
  for (let i = 0; i < times; i++) {
    const from = (await rows.nth(0).boundingBox())!;
    const to = (await rows.nth(2).boundingBox())!;
    const t0 = await page.evaluate(() => performance.now());
    await page.mouse.move(from.x + 60, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 60, to.y + to.height * 0.75, { steps: 6 });
    await page.waitForTimeout(150);
    const t1 = await page.evaluate(() => performance.now());
    await page.mouse.up();
    await page.waitForTimeout(400);
    const rec = await recorded(page);
    startEvent.push(longest(rec, ['pointerdown', 'mousedown', 'dragstart'], t0, t1));
    dropEvent.push(longest(rec, ['drop', 'dragend', 'pointerup', 'mouseup'], t1));
  }
  return { startEvent, dropEvent };
}

/** Typing in the first block's heading in the preview: keystroke → the preview's next frame, and Event Timing there. */
async function inlineTyping(page: Page, count: number) {
  const frame = page.frame({ url: 'about:srcdoc' })!;
  await frame.evaluate(installRecorder);
  const heading = frame.locator('section[data-block-index="0"] :is(h1, h2)').first();
  await heading.click();
  await frame.locator('[contenteditable]').waitFor();
  await page.keyboard.press('Control+End');
  for (let i = 0; i < count + 3; i++) {
    await page.keyboard.press('abcdefghijklmnopqrstuvwxyz'[i % 26]);
    await page.waitForTimeout(120);
  }
  const rec = await recorded(frame);
  const keys = rec.keys.filter((k) => k.key.length === 1).slice(3);
  return {
    paint: keys.map((k) => k.painted! - k.down),
    event: keys.map((k, i) => longest(rec, ['keydown', 'keypress', 'beforeinput', 'input'], k.down, keys[i + 1]?.down)),
  };
}

/**
 * Drag and inline-typing figures on pages of `counts` blocks (issue #28's goal: under 50 ms at
 * 200 blocks, under 100 ms at 1,000), against the running editor at `url`.
 */
export async function composeBench(browser: Browser, url: string, root: string, counts: number[], times = 5): Promise<ComposeRow[]> {
  const rows: ComposeRow[] = [];
  for (const count of counts) {
    const file = writePage(root, count);
    const goal = count <= 200 ? 50 : 100;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    try {
      await open(page, url, file, 0);
      const keys = await keyboardDrags(page, times);
      const mouse = await mouseDrags(page, times);
      await open(page, url, file, 0);
      const typing = await inlineTyping(page, times * 2);
      rows.push(
        { measure: `drag, ${count} blocks: keyboard pick-up → next frame`, goal, samples: keys.start },
        { measure: `drag, ${count} blocks: keyboard drop → next frame`, goal, samples: keys.drop },
        { measure: `drag, ${count} blocks: keyboard pick-up and drop, Event Timing`, goal, samples: [...keys.startEvent, ...keys.dropEvent], floor: 16 },
        { measure: `drag, ${count} blocks: mouse drag start, Event Timing`, goal, samples: mouse.startEvent, floor: 16 },
        { measure: `drag, ${count} blocks: mouse drop, Event Timing`, goal, samples: mouse.dropEvent, floor: 16 },
        { measure: `inline typing, ${count} blocks: keystroke → next frame`, goal, samples: typing.paint },
        { measure: `inline typing, ${count} blocks: Event Timing`, goal, samples: typing.event, floor: 16 },
      );
    } finally {
      await context.close();
    }
  }
  return rows;
}
