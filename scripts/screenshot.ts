/**
 * Screenshots pages of a running server at phone and desktop widths, for a human to look at.
 * Usage: tsx scripts/screenshot.ts http://localhost:4173 / /about-us …  → screenshots/*.png
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser.ts';

const [base, ...routes] = process.argv.slice(2);
if (!base || routes.length === 0) {
  console.error('Usage: tsx scripts/screenshot.ts <base-url> <route> [route…]');
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
  }
  await page.close();
}
await browser.close();
