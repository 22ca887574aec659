/**
 * Full-page screenshots of every route at 375 and 1280 px, for a pixel comparison between two
 * builds (bench/pixels.ts). Usage: tsx bench/screens.ts <base-url> <out-dir>
 * Requests to other origins are aborted, so both builds see the same (offline) world.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser.ts';
import { contentRoutes } from './routes.ts';

const [base, outDir] = process.argv.slice(2);
if (!base || !outDir) {
  console.error('Usage: tsx bench/screens.ts <base-url> <out-dir>');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
// The not-found page is served for any unknown path.
const routes = [...contentRoutes({ gated: true }), '/no-such-page'];
const origin = new URL(base).origin;

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, reducedMotion: 'reduce' });
  // The captcha draws a random code, and two forms on a page may draw in either order: every
  // draw gives the same bytes, so both builds show the same codes.
  await context.addInitScript(() => {
    let seed = 42;
    Math.random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    // On the prototype: the page may hold its own reference to the crypto object.
    Crypto.prototype.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).fill(7);
      return array;
    };
  });
  await context.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const name = `${route === '/' ? 'home' : route.slice(1).replace(/[/#?]/g, '_')}-${width}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: true, animations: 'disabled', caret: 'hide' });
    console.log(join(outDir, name));
  }
  await context.close();
}
await browser.close();
