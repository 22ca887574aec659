import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { holdIslandScript, hydrateAll, hydrated, site } from './site';

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

type Tap = 'close button' | 'Escape' | 'toggle';

/**
 * Makes a tap at the header's take-over: when React has hydrated the header and its layout
 * effect reads the phone menu's state (the dialog's `open`), before its effects have run and
 * started the menu machine. That is the narrowest moment a tap can land in while the header
 * hydrates; a real tap lands there only by chance. The tap is the browser's own steps, in a
 * microtask of that read: a click on a button, or Escape's close request on the modal dialog (a
 * cancel event, then closing unless it was prevented). Resolves once it was made.
 */
async function tapAtTakeOver(page: Page, tap: Tap) {
  await page.addInitScript((tap) => {
    const open = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'open')!;
    const taps: Record<Tap, (menu: HTMLDialogElement) => void> = {
      'close button': (menu) => menu.querySelector<HTMLElement>('button[aria-label="Close menu"]')!.click(),
      toggle: () => document.querySelector<HTMLElement>('button[aria-controls="mobile-menu"]')!.click(),
      Escape: (menu) => {
        const cancel = new Event('cancel', { cancelable: true });
        menu.dispatchEvent(cancel);
        if (!cancel.defaultPrevented) menu.close();
      },
    };
    let armed = true;
    Object.defineProperty(HTMLDialogElement.prototype, 'open', {
      ...open,
      get(this: HTMLDialogElement) {
        // The site's scripts are its assets; Playwright's trace snapshots read `open` too.
        if (armed && this.id === 'mobile-menu' && new Error().stack?.includes('/assets/')) {
          armed = false;
          queueMicrotask(() => {
            taps[tap](this);
            Object.assign(window, { tapped: tap });
          });
        }
        return open.get!.call(this) as boolean;
      },
    });
  }, tap);
  return () => page.waitForFunction(() => 'tapped' in window, null, { timeout: 15_000 });
}

for (const [tap, before, after] of [
  ['close button', 'open', 'closed'],
  ['Escape', 'open', 'closed'],
  ['toggle', 'closed', 'open'],
] as const) {
  test(`a tap on the ${tap} while the header hydrates over a menu ${before} leaves it ${after}, and the next taps work`, async ({ page }) => {
    const tapped = await tapAtTakeOver(page, tap);
    const release = await holdIslandScript(page, 'SiteHeader');
    await page.goto('/');
    // Found by what it controls: behind the open modal menu the toggle is out of the accessibility tree.
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The header wakes on this pointer; the native toggle opens the menu while its script is held.
    if (before === 'open') {
      await toggle.click();
      await expect(menu).toBeVisible();
    } else await page.getByRole('banner').hover();
    await release();
    await tapped();
    // What the visitor sees and what the toggle says agree, now that React owns the menu.
    await expect(toggle).toHaveAttribute('aria-expanded', after === 'open' ? 'true' : 'false');
    if (after === 'open') await expect(menu).toBeVisible();
    else await expect(menu).toBeHidden();
    // The next taps, each answered by the machine.
    if (after === 'open') {
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await menu.getByRole('link', { name: navLinks.find((link) => link.href === '/about-us')!.label }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });
}

test('a finger on a link while the header hydrates chooses that link: nothing in the menu moves when React runs', async ({ page }) => {
  const release = await holdIslandScript(page, 'SiteHeader');
  await page.goto('/');
  const toggle = page.locator('button[aria-controls="mobile-menu"]');
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const links = menu.getByRole('link');
  const boxesBefore = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
  const about = menu.getByRole('link', { name: navLinks.find((link) => link.href === '/about-us')!.label });
  const box = (await about.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await release();
  // The machine has taken the open menu over.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))).toEqual(boxesBefore);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/about-us$/);
});
