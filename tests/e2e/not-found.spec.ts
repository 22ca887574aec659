import { expect, test } from '@playwright/test';
import { blockOf, hydrated } from './site';

// The live not-found page's own words, so rewording it breaks nothing here.
const notFound = blockOf('*', 'notFound');

test('an unknown path gets the not-found page with HTTP 404 and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (msg) => logged.push(msg.text()));
  const response = await page.goto('/no/such-page?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.code);
  await expect(page.getByText(notFound.message)).toBeVisible();
  await hydrated(page);
  await expect.poll(() => logged.join('\n')).toContain('/no/such-page');
  await page.getByRole('link', { name: notFound.action.label }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the not-found page keeps the header and footer and is not indexed', async ({ page }) => {
  await page.goto('/missing');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
