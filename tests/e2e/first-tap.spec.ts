import { expect, test } from '@playwright/test';
import type { VoiceWidgetBlock } from '../../renderer/generated/config';
import { fakeVoiceWidgetCdn, pages, site } from './site';

const voiceRoute = pages.find((p) => p.blocks.some((b) => b.type === 'voiceWidget'))!.route;
const widget = pages.find((p) => p.route === voiceRoute)!.blocks.find((b): b is VoiceWidgetBlock => b.type === 'voiceWidget')!;

// The first answer to a tap is prerendered and opened natively: with every script held back
// (the island chunks and the scheduler aborted), the dropdown, the phone menu, the plan dialog
// and the consent card still open. The full behaviour once hydrated is in header-footer, plan-purchase and
// voice-widget.spec.ts.
test.beforeEach(async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
});

test('the Solutions dropdown opens with its links before any JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).click();
  await expect(page.locator('#nav-solutions').getByRole('link').first()).toBeVisible();
});

test('the phone menu opens with its links, and closes, before any JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // The header's links, the dropdowns' among them (the phone-only groups and the descriptions come with React).
  for (const item of site.header.nav) await expect(menu.getByRole('link', { name: item.kind === 'link' ? item.label : item.links[0].label })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('a phone menu opened before React is taken over: it stays open and closes through the machine', async ({ page }) => {
  await page.unroute('**/assets/*.js');
  let release!: () => void;
  const held = new Promise<void>((ok) => (release = ok));
  await page.route('**/assets/SiteHeader.island-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  // The toggle, behind the open modal menu, is out of the accessibility tree: found by what it controls.
  const toggle = page.locator('button[aria-controls="mobile-menu"]');
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  release();
  // The machine says it is open once React runs: the toggle's state follows it.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('Buy Now opens its plan dialog with the prices before any JavaScript', async ({ page }) => {
  await page.goto('/calling-agents');
  await page.getByRole('button', { name: /Buy Now with PayPal for the Starter plan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy the Starter plan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Total today')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a dialog opened before React is taken over: it stays open and closes through the machine', async ({ page }) => {
  await page.unroute('**/assets/*.js');
  let release!: () => void;
  const held = new Promise<void>((ok) => (release = ok));
  await page.route('**/assets/PlanCards.island-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/calling-agents');
  await page.getByRole('button', { name: /Buy Now with PayPal for the Starter plan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy the Starter plan' });
  await expect(dialog).toBeVisible();
  release();
  // PayPal comes with React, inside the same dialog, which never closed.
  await expect(dialog.locator('[data-paypal], iframe, [role=alert], [role=status]').first()).toBeAttached({ timeout: 15_000 });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the voice launcher opens its consent card before any JavaScript; Escape closes it and nothing is stored', async ({ page }) => {
  await page.goto(voiceRoute);
  const launcher = page.getByRole('button', { name: widget.title });
  await launcher.click();
  const card = page.getByRole('dialog', { name: widget.title });
  await expect(card).toBeVisible();
  await expect(card).toHaveAccessibleDescription(widget.consentText);
  await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), widget.consentKey)).toBeNull();
});

test('a consent card opened before React is taken over: Allow pressed before React arrives starts the widget', async ({ page }) => {
  await page.unroute('**/assets/*.js');
  await fakeVoiceWidgetCdn(page);
  let release!: () => void;
  const held = new Promise<void>((ok) => (release = ok));
  await page.route('**/assets/VoiceWidget.island-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(voiceRoute);
  await page.getByRole('button', { name: widget.title }).click();
  const card = page.getByRole('dialog', { name: widget.title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: widget.allowLabel }).click();
  release();
  await expect(page.getByRole('region', { name: `${widget.title} voice assistant` })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate((key) => localStorage.getItem(key), widget.consentKey)).toBe('true');
});
