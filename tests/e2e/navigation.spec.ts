import { expect, test } from '@playwright/test';
import { site } from './site';

// The footer's link to /about-us by its label in site.json today, so renaming it breaks nothing here.
const aboutUs = site.footer.columns.flatMap((column) => column.links).find((link) => link.href === '/about-us')!.label;

test('navigating to a new path starts at the top of the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: aboutUs }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the fixed header never covers an in-page anchor target', async ({ page }) => {
  await page.goto('/');
  const padding = await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
  const header = await page.getByRole('banner').boundingBox();
  expect(parseFloat(padding)).toBeGreaterThanOrEqual(header!.height);
});
