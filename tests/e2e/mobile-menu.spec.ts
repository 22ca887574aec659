import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hydrateAll, hydrated, site } from './site';

test.use({ viewport: { width: 375, height: 812 } });

// The menu's words as site.json gives them today, so editors can rename a link without breaking these tests.
const navLinks = site.header.nav.flatMap((item) => (item.kind === 'dropdown' ? item.links : [item]));

test('below 768 px the navigation becomes a full-screen menu with an open/close toggle', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // It fills the screen under the header, whose logo stays in view.
  const box = await menu.boundingBox();
  const header = await page.locator('header').boundingBox();
  expect(box).toEqual({ x: 0, y: header!.height, width: 375, height: 812 - header!.height });
  // Focus moves into the menu, onto its close button.
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});

test('the menu has every navigation link and every group of the mobile menu', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const link of navLinks) await expect(menu.getByRole('link', { name: link.label }).first()).toBeVisible();
  expect(site.mobileMenu.groups.length).toBeGreaterThan(0);
  for (const group of site.mobileMenu.groups) {
    await expect(menu.getByText(group.label, { exact: true })).toBeVisible();
    for (const link of group.links) await expect(menu.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  }
  await expect(menu.getByRole('link', { name: site.header.action.label })).toHaveAttribute('href', site.header.action.href);
});

test('choosing a link closes the menu', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: navLinks.find((link) => link.href === '/about-us')!.label }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.goBack();
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('Escape closes the menu and widening the window to desktop closes it too', async ({ page }) => {
  await page.goto('/');
  // The header wakes on the first interaction: this is the menu once its machine runs (first-tap.spec.ts covers before).
  await hydrateAll(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  // On a wide screen the menu's element holds the header's navigation, laid out in the header row: closed, not a layer over the page.
  await expect(page.locator('#mobile-menu')).not.toHaveAttribute('open');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // Back on a phone, it stays closed.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('the open menu and the header on a wide screen pass axe', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('header').analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await new AxeBuilder({ page }).include('header').analyze()).violations).toEqual([]);
});
