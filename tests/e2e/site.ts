import { expect, type Page } from '@playwright/test';
import { loadSiteConfig } from '../../scripts/config/load.ts';

const loaded = loadSiteConfig('site.config');
if (!loaded.bundle) throw new Error('site.config is invalid; run npm run validate');

/** The validated site config, so browser tests check what the editors wrote. */
export const site = loaded.bundle.site;
export const pages = loaded.bundle.pages.map((p) => p.page);
export const contentRoutes = pages.filter((p) => p.route !== '*').map((p) => p.route);

/** Collects console errors and warnings (hydration mismatches among them) while a test runs. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

const isHydrated = (selector: string) =>
  [...document.querySelectorAll(selector)].every((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')));

/** Waits until every island hydrated at load has hydrated (React marks its root container). */
export async function hydrated(page: Page) {
  await expect.poll(() => page.evaluate(isHydrated, '[data-island][data-hydrate="load"]')).toBe(true);
}

/**
 * Wakes every island the way a visitor would (pointer over the header and other
 * interactive parts, scrolling to the footer) and waits until all of them have hydrated.
 */
export async function hydrateAll(page: Page) {
  await page.getByRole('banner').hover();
  // Other islands that wake on interaction (the plan cards) get a pointer over them too.
  for (const island of await page.locator('[data-island][data-hydrate="interaction"] > :first-child').all()) await island.hover();
  // Islands that wake when visible are scrolled to one by one: a jump to the bottom skips them.
  for (const island of await page.locator('[data-island][data-hydrate="visible"] > :first-child').all()) await island.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(isHydrated, '[data-island]'), { timeout: 15_000 }).toBe(true);
}
