import { expect, test } from '@playwright/test';
import type { VoiceWidgetBlock } from '../../renderer/generated/config';
import { blockOf, fakeVoiceWidgetCdn, holdIslandScript, pages, site } from './site';

const voiceRoute = pages.find((p) => p.blocks.some((b) => b.type === 'voiceWidget'))!.route;
const widget = pages.find((p) => p.route === voiceRoute)!.blocks.find((b): b is VoiceWidgetBlock => b.type === 'voiceWidget')!;

const packages = blockOf('/discovery', 'packageTabs');

// The first answer to a tap is prerendered and opened natively: with every script held back
// (the island chunks and the scheduler aborted), the dropdown, the phone menu, the plan dialog,
// a plan's choice toast, the package tabs and the consent card still answer. The full behaviour
// once hydrated is in header-footer, plan-purchase and voice-widget.spec.ts.
test.describe('before any JavaScript', () => {
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

  test('Buy Now opens its plan dialog with the prices before any JavaScript', async ({ page }) => {
    await page.goto('/calling-agents');
    await page.getByRole('button', { name: /Buy Now with PayPal for the Starter plan/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy the Starter plan' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Total today')).toBeVisible();
    // Where PayPal's buttons will be, what the payment machine's first state says.
    await expect(dialog.getByRole('status')).toHaveText('Loading secure checkout…');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Choose Plan answers with its toast before any JavaScript; the toast can be dismissed', async ({ page }) => {
    await page.goto('/calling-agents');
    await page.getByRole('button', { name: 'Choose Plan Starter' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Starter Plan Selected' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Contact our sales team to get started with this plan.');
    await page.getByRole('button', { name: 'Choose Plan Enterprise' }).click();
    // One toast at a time: the newer choice replaces it.
    await expect(toast).toBeHidden();
    const enterprise = page.getByRole('status').filter({ hasText: 'Enterprise Plan Selected' });
    await expect(enterprise).toBeVisible();
    await enterprise.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(enterprise).toBeHidden();
  });

  test('a package tab shows its package before any JavaScript', async ({ page }) => {
    await page.goto('/discovery');
    const tabs = page.getByRole('tab');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: packages.tabs[1].action.label })).toBeVisible();
  });

  test('Refresh captcha waits, disabled, until the form has drawn its code', async ({ page }) => {
    await page.goto('/request-demo');
    for (const button of await page.getByRole('button', { name: 'Refresh captcha' }).all()) await expect(button).toBeDisabled();
    await page.unroute('**/assets/*.js');
    await page.reload();
    const form = page.getByRole('button', { name: 'Refresh captcha' }).first();
    await form.scrollIntoViewIfNeeded();
    await expect(form).toBeEnabled({ timeout: 15_000 });
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
});

// Each island's script held until the test lets it arrive: what was answered natively is taken over.
test.describe('taken over when React arrives', () => {
  test('a phone menu opened before React is taken over: it stays open and closes through the machine', async ({ page }) => {
    const release = await holdIslandScript(page, 'SiteHeader');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    // The toggle, behind the open modal menu, is out of the accessibility tree: found by what it controls.
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await release();
    // The machine says it is open once React runs: the toggle's state follows it.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a dialog opened before React is taken over: it stays open and closes through the machine', async ({ page }) => {
    const release = await holdIslandScript(page, 'PlanCards');
    await page.goto('/calling-agents');
    await page.getByRole('button', { name: /Buy Now with PayPal for the Starter plan/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy the Starter plan' });
    await expect(dialog).toBeVisible();
    await release();
    // PayPal comes with React, inside the same dialog, which never closed.
    await expect(dialog.locator('[data-paypal], iframe, [role=alert], [role=status]').first()).toBeAttached({ timeout: 15_000 });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("a plan chosen before React is taken over: it becomes the chosen plan and its toast the Toaster's", async ({ page }) => {
    const release = await holdIslandScript(page, 'PlanCards');
    await page.goto('/calling-agents');
    await page.getByRole('button', { name: 'Choose Plan Professional' }).click();
    const native = page.locator('#chose-professional');
    await expect(native).toBeVisible();
    await release();
    const card = page.getByRole('article', { name: 'Professional' });
    await expect(card).toHaveAttribute('data-selected', 'true', { timeout: 15_000 });
    await expect(card.getByRole('button', { name: /Plan selected/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText('Professional Plan Selected');
    await expect(native).toBeHidden();
  });

  test('a package tab chosen before React is taken over: the arrow keys move on from it', async ({ page }) => {
    const release = await holdIslandScript(page, 'PackageTabs');
    await page.goto('/discovery');
    const tabs = page.getByRole('tab');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await release();
    // The arrow keys are React's alone: once they work, React runs, and it started from the chosen tab.
    await expect(async () => {
      await tabs.nth(1).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(tabs.nth(0)).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: packages.tabs[0].action.label })).toBeVisible();
  });

  test('a consent card opened before React is taken over: Allow pressed before React arrives starts the widget', async ({ page }) => {
    await fakeVoiceWidgetCdn(page);
    const release = await holdIslandScript(page, 'VoiceWidget');
    await page.goto(voiceRoute);
    await page.getByRole('button', { name: widget.title }).click();
    const card = page.getByRole('dialog', { name: widget.title });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: widget.allowLabel }).click();
    await release();
    await expect(page.getByRole('region', { name: `${widget.title} voice assistant` })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), widget.consentKey)).toBe('true');
  });
});
