import { expect, test } from '@playwright/test';
import { hydrated, site } from './site';

test.describe('header on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the logo, the main navigation and the Book Discovery Call button', async ({ page }) => {
    await page.goto('/about-us');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: `${site.brand.name} home` })).toHaveAttribute('href', '/');
    const nav = banner.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('button', { name: 'Solutions' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'AI Discovery' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(banner.getByRole('link', { name: 'Book Discovery Call' })).toHaveAttribute('href', '/request-demo');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const position = await banner.evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('fixed');
  });

  test('Solutions and AI Discovery dropdowns list their links with descriptions', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Automotive AI Hub/ })).toHaveAttribute('href', '/industries/automotive');
    await expect(nav.getByRole('link', { name: /Real Estate AI Hub/ })).toHaveAttribute('href', '/aiagent/industries/real-estate');

    const discovery = nav.getByRole('button', { name: 'AI Discovery' });
    await discovery.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    const agent = nav.getByRole('link', { name: /AI Agent Discovery/ });
    await expect(agent).toHaveAttribute('href', '/aiagent/discovery');
    await expect(agent).toContainText('voice or chat agents that automate lead engagement, qualification and scheduling', { ignoreCase: true });
    const genai = nav.getByRole('link', { name: /Generative AI Discovery/ });
    await expect(genai).toHaveAttribute('href', '/genai/discovery');
    await expect(genai).toContainText('content creation, reports, documentation', { ignoreCase: true });

    await page.mouse.click(5, 500);
    await expect(discovery).toHaveAttribute('aria-expanded', 'false');
  });

  test('dropdowns work from the keyboard with visible focus, and Escape returns focus', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const solutions = page.getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    const outline = await solutions.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Automotive AI Hub/ }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();
  });
});

test('footer shows the link columns, Book a Demo, the Los Angeles office and the 2025 copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const column of site.footer.columns) {
    const nav = footer.getByRole('navigation', { name: column.heading });
    for (const link of column.links) await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  }
  await expect(footer.getByRole('heading', { name: 'Book a Demo' })).toBeVisible();
  await expect(footer).toContainText('Los Angeles, California');
  await expect(footer).toContainText('© 2025');
});

test('page landmarks: one banner, one main, one contentinfo, and a skip link', async ({ page }) => {
  await page.goto('/process');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});
