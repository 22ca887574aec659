import { expect, test } from '@playwright/test';
import { hydrated, site } from './site';

// The header's words as site.json gives them today, found by where each link leads, so editors
// can rename a menu or reword a description without breaking these tests.
const navLinks = site.header.nav.flatMap((item) => (item.kind === 'dropdown' ? item.links : [item]));
const linkTo = (href: string) => navLinks.find((link) => link.href === href)!;
const menuWith = (href: string) => site.header.nav.find((item) => item.kind === 'dropdown' && item.links.some((link) => link.href === href))!.label;

test.describe('header on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the logo, the main navigation and the header button', async ({ page }) => {
    await page.goto('/about-us');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: `${site.brand.name} home` })).toHaveAttribute('href', '/');
    const nav = banner.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: linkTo('/').label })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('button', { name: menuWith('/industries/automotive') })).toBeVisible();
    await expect(nav.getByRole('button', { name: menuWith('/aiagent/discovery') })).toBeVisible();
    await expect(nav.getByRole('link', { name: linkTo('/about-us').label })).toHaveAttribute('aria-current', 'page');
    await expect(banner.getByRole('link', { name: site.header.action.label })).toHaveAttribute('href', site.header.action.href);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const position = await banner.evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('fixed');
  });

  test('Solutions and AI Discovery dropdowns list their links with descriptions', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const solutions = nav.getByRole('button', { name: menuWith('/industries/automotive') });
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: linkTo('/industries/automotive').label })).toHaveAttribute('href', '/industries/automotive');
    await expect(nav.getByRole('link', { name: linkTo('/aiagent/industries/real-estate').label })).toHaveAttribute('href', '/aiagent/industries/real-estate');

    const discovery = nav.getByRole('button', { name: menuWith('/aiagent/discovery') });
    await discovery.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    for (const href of ['/aiagent/discovery', '/genai/discovery']) {
      const { label, description } = linkTo(href);
      const link = nav.getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', href);
      if (description) await expect(link).toContainText(description);
    }

    await page.mouse.click(5, 500);
    await expect(discovery).toHaveAttribute('aria-expanded', 'false');
  });

  test('dropdowns work from the keyboard with visible focus, and Escape returns focus', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const solutions = page.getByRole('button', { name: menuWith('/industries/automotive') });
    await solutions.focus();
    const outline = await solutions.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: linkTo('/industries/automotive').label }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();
  });
});

test('footer shows the link columns, the demo form heading, the office address and the copyright of site.json', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const column of site.footer.columns) {
    const nav = footer.getByRole('navigation', { name: column.heading });
    for (const link of column.links) await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  }
  await expect(footer.getByRole('heading', { name: site.footer.demo.heading })).toBeVisible();
  for (const line of site.footer.office.lines) await expect(footer).toContainText(line);
  await expect(footer).toContainText(site.footer.copyright);
});

test('page landmarks: one banner, one main, one contentinfo, and a skip link', async ({ page }) => {
  await page.goto('/process');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});
