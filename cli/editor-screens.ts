import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { PNG } from 'pngjs';
import { chromiumLaunchOptions } from '../tests/browser.ts';
import { copyProject, resetProject } from '../tests/editor/project-copy.ts';

/**
 * `npm run screens:editor`: screenshots of the visual editor for docs/editing.md, taken on a
 * temporary copy of the project (the editor writes files in some of them) into docs/images/.
 */
const projectRoot = join(import.meta.dirname, '..');
const OUT = join(projectRoot, 'docs', 'images');
const ABOUT = 'site.config/pages/about-us.json';
const PROCESS = 'site.config/pages/process.json';
const AUTOMOTIVE = 'site.config/pages/industries/automotive.json';
const SMALL = { width: 1280, height: 800 };
const LARGE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
/** A screenshot larger than this is written with a 256-colour palette instead (about a third of the size). */
const MAX_BYTES = 180 * 1024;

type Rgb = [number, number, number];
interface Box {
  colors: Array<{ c: Rgb; n: number }>;
  n: number;
}

/** The channel along which a box's colours differ most (summed squared error, weighted by pixels), and by how much. */
function spread(box: Box): { channel: number; sse: number } {
  let best = { channel: 0, sse: 0 };
  for (let k = 0; k < 3; k++) {
    let sum = 0;
    let squares = 0;
    for (const e of box.colors) {
      sum += e.c[k] * e.n;
      squares += e.c[k] * e.c[k] * e.n;
    }
    const sse = squares - (sum * sum) / box.n;
    if (sse > best.sse) best = { channel: k, sse };
  }
  return best;
}

/** How many of the most frequent exact colours (backgrounds, borders, text) the palette keeps as they are. */
const EXACT = 32;

/**
 * 256 colours: the most frequent exact ones, then median cut over a 6-bit-per-channel histogram of
 * the rest, always splitting the box with the largest error, so that gradients keep their shades.
 */
function palette(rgba: Buffer): Rgb[] {
  const exact = new Map<number, number>();
  for (let i = 0; i < rgba.length; i += 4) {
    const key = (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2];
    exact.set(key, (exact.get(key) ?? 0) + 1);
  }
  const kept = new Set(
    [...exact]
      .sort((a, b) => b[1] - a[1])
      .slice(0, EXACT)
      .map(([key]) => key),
  );
  const counts = new Map<number, number>();
  for (const [key, n] of exact) {
    if (kept.has(key)) continue;
    const bucket = ((key >> 18) << 12) | (((key >> 10) & 63) << 6) | ((key >> 2) & 63);
    counts.set(bucket, (counts.get(bucket) ?? 0) + n);
  }
  const colors = [...counts].map(([k, n]) => ({ c: [((k >> 12) & 63) * 4 + 2, ((k >> 6) & 63) * 4 + 2, (k & 63) * 4 + 2] as Rgb, n }));
  const boxes: Box[] = colors.length ? [{ colors, n: colors.reduce((s, e) => s + e.n, 0) }] : [];
  while (boxes.length < 256 - kept.size) {
    let at = -1;
    let best = { channel: 0, sse: 0 };
    boxes.forEach((box, i) => {
      const s = box.colors.length > 1 ? spread(box) : undefined;
      if (s && s.sse > best.sse) [at, best] = [i, s];
    });
    if (at < 0) break;
    const box = boxes[at];
    box.colors.sort((x, y) => x.c[best.channel] - y.c[best.channel]);
    let acc = 0;
    let cut = 1;
    for (; cut < box.colors.length - 1; cut++) {
      acc += box.colors[cut - 1].n;
      if (acc >= box.n / 2) break;
    }
    const [lo, hi] = [box.colors.slice(0, cut), box.colors.slice(cut)];
    const pixels = (c: Box['colors']) => c.reduce((s, e) => s + e.n, 0);
    boxes.splice(at, 1, { colors: lo, n: pixels(lo) }, { colors: hi, n: pixels(hi) });
  }
  const fixed = [...kept].map((key) => [key >> 16, (key >> 8) & 255, key & 255] as Rgb);
  return [...fixed, ...boxes.map((box) => [0, 1, 2].map((k) => Math.round(box.colors.reduce((s, e) => s + e.c[k] * e.n, 0) / box.n)) as Rgb)];
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The screenshot as an indexed PNG (Chromium writes true colour only, and no PNG optimiser is installed). */
function toPalettePng(file: string) {
  const { width, height, data } = PNG.sync.read(readFileSync(file));
  const colors = palette(data);
  const cache = new Map<number, number>();
  const nearest = (r: number, g: number, b: number) => {
    const key = (r << 16) | (g << 8) | b;
    let index = cache.get(key);
    if (index === undefined) {
      let best = Infinity;
      colors.forEach(([pr, pg, pb], i) => {
        const d = 2 * (pr - r) ** 2 + 4 * (pg - g) ** 2 + 3 * (pb - b) ** 2;
        if (d < best) [best, index] = [d, i];
      });
      cache.set(key, index!);
    }
    return index!;
  };
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      rows[y * (width + 1) + 1 + x] = nearest(data[i], data[i + 1], data[i + 2]);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 3;
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  const plte = Buffer.from(colors.flat());
  writeFileSync(
    file,
    Buffer.concat([signature, chunk('IHDR', header), chunk('PLTE', plte), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]),
  );
}

/** Starts `editor/cli.ts` in the copy and resolves with its address once it listens. */
function startEditor(root: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'editor/cli.ts', '--port', '4470'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((done, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Visual editor: (http:\/\/\S+\/)/.exec(out)?.[1];
      if (url) done({ url, child });
    });
    child.on('exit', (code) => fail(new Error(`The editor stopped (${code}) before it listened:\n${out}`)));
  });
}

const openPage = (page: Page, base: string, file: string, block?: number) =>
  page.goto(`${base}page?file=${encodeURIComponent(file)}${block === undefined ? '' : `&block=${block}`}`);

/** The preview has drawn the page with the site's styles (Vite adds them once its client script ran) and its fonts. */
async function previewReady(page: Page) {
  const frame = page.frameLocator('iframe[title="Page preview"]');
  await frame.locator('section[data-block-index="0"]').waitFor();
  await frame.locator('style[data-vite-dev-id]').first().waitFor({ state: 'attached', timeout: 60_000 });
  await frame.locator('body').evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const root = copyProject(projectRoot, mkdtempSync(join(tmpdir(), 'editor-screens-')));
  const { url, child } = await startEditor(root);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const written: string[] = [];
  try {
    /** Each scene in a fresh browser (no drafts kept from the last one) and a fresh copy of site.config/. */
    const scene = async (name: string, size: { width: number; height: number }, act: (page: Page) => Promise<void>) => {
      resetProject(root);
      const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await act(page);
      const path = join(OUT, `editor-${name}.png`);
      await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
      if (statSync(path).size > MAX_BYTES) toPalettePng(path);
      written.push(`${path.slice(projectRoot.length + 1)}  ${Math.round(statSync(path).size / 1024)} kB`);
      await context.close();
    };
    const pageList = async (page: Page) => {
      await page.goto(url);
      await page.getByRole('link', { name: /\/about-us/ }).waitFor();
    };
    const aboutUs = async (page: Page) => {
      await openPage(page, url, ABOUT, 0);
      await previewReady(page);
    };

    await scene('pages-1280', SMALL, pageList);
    await scene('pages-1440', LARGE, pageList);
    await scene('page-1280', SMALL, aboutUs);
    await scene('page-1440', LARGE, aboutUs);
    await scene('empty-filter', SMALL, async (page) => {
      await page.goto(`${url}?q=podcast`);
      await page.getByRole('button', { name: 'Show all pages' }).waitFor();
    });
    await scene('unsaved', SMALL, async (page) => {
      await aboutUs(page);
      await page.locator('#root_heading').fill('The team behind your AI calling agent');
      await page.getByText('Unsaved changes', { exact: true }).waitFor();
      await page.frameLocator('iframe[title="Page preview"]').getByRole('heading', { name: 'The team behind your AI calling agent' }).waitFor();
      await page.waitForTimeout(300);
    });
    await scene('error', SMALL, async (page) => {
      await aboutUs(page);
      await page.locator('#root_heading').fill('');
      await page.locator('#root_heading[aria-invalid="true"]').waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Not saved' }).waitFor();
    });
    const media = async (page: Page) => {
      await page.goto(`${url}media`);
      await page.getByRole('list', { name: 'Pictures' }).locator('img').first().waitFor();
      // Every thumbnail in view drawn (those further down load lazily, when scrolled to).
      await page.waitForFunction(() =>
        [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight).every((img) => img.complete && img.naturalWidth > 0),
      );
    };
    await scene('media-1280', SMALL, media);
    await scene('media-375', PHONE, media);
    await scene('picture-field-1280', SMALL, async (page) => {
      await openPage(page, url, AUTOMOTIVE, 0);
      await previewReady(page);
      await page.locator('#root_image_file').scrollIntoViewIfNeeded();
      await page
        .locator('.media-thumb')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode());
    });
    const moveProcess = async (page: Page) => {
      await openPage(page, url, PROCESS);
      await previewReady(page);
      await page.locator('#root_route').fill('/our-process');
      // The live check lists the links the new address would break before Save is clicked.
      await page.getByRole('region', { name: 'Problems' }).getByText('goes to a page that does not exist').first().waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('dialog', { name: 'Update the links to this page?' }).waitFor();
    };
    await scene('route-links', SMALL, moveProcess);
    const publishForm = async (page: Page) => {
      await aboutUs(page);
      await page.locator('#root_heading').fill('Our story: seventeen years of software, now AI agents');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('All changes saved').waitFor();
      await page.getByRole('link', { name: 'Changes' }).click();
      await page.getByRole('form', { name: 'Publish' }).getByLabel('Your name').fill('Ada Editor');
      await page.getByRole('form', { name: 'Publish' }).getByLabel('Your email').fill('ada@example.com');
    };
    await scene('publish-1280', SMALL, publishForm);
    await scene('publish-375', PHONE, publishForm);
    await scene('history-1280', SMALL, async (page) => {
      await publishForm(page);
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('status').filter({ hasText: 'Committed on' }).waitFor();
      await page.getByRole('link', { name: 'History', exact: true }).click();
      await page
        .getByRole('button', { name: /^Restore/ })
        .first()
        .waitFor();
    });
    const clash = async (page: Page) => {
      await aboutUs(page);
      await page.locator('#root_heading').fill('Our story, as I wrote it');
      await page.getByText('Unsaved changes', { exact: true }).waitFor();
      // Someone else saves the same heading in their editor (or a text editor) meanwhile.
      const file = join(root, ABOUT);
      const text = readFileSync(file, 'utf8');
      const heading = (JSON.parse(text) as { blocks: Array<{ heading: string }> }).blocks[0].heading;
      writeFileSync(file, text.replace(JSON.stringify(heading), JSON.stringify('Our story, as a colleague wrote it')));
      await page.getByRole('region', { name: /^Changes to choose between/ }).scrollIntoViewIfNeeded();
    };
    await scene('merge-1280', SMALL, clash);
    await scene('merge-375', PHONE, clash);
  } finally {
    await browser.close();
    if (child.exitCode === null) {
      const stopped = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid!, 'SIGTERM');
      await stopped;
    }
    rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  console.log(written.join('\n'));
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
