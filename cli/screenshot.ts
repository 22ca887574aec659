/**
 * Screenshots pages of a running server at phone and desktop widths, for a human to look at.
 * Usage: tsx cli/screenshot.ts http://localhost:4173 / /about-us …  → screenshots/*.png
 * With --tiles, each page is also cut into screen-high pieces (name-<width>-<n>.png), which
 * stay readable where a whole long page shrinks to a thumbnail.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser.ts';

const args = process.argv.slice(2);
const tiles = args.includes('--tiles');
const [base, ...routes] = args.filter((a) => a !== '--tiles');
if (!base || routes.length === 0) {
  console.error('Usage: tsx cli/screenshot.ts <base-url> <route> [route…]');
  process.exit(1);
}
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  for (const route of routes) {
    await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
    const name = (route === '/' ? 'home' : route.slice(1).replace(/[/#?]/g, '_')) + `-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
    if (tiles) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const step = width === 375 ? 812 : 900;
      for (let y = 0, n = 0; y < height; y += step, n++) {
        const clip = { x: 0, y, width, height: Math.min(step, height - y) };
        await page.screenshot({ path: `screenshots/${name.replace('.png', '')}-${n}.png`, clip, fullPage: true });
      }
    }
  }
  await page.close();
}
await browser.close();
