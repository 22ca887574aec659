import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fakePayPal } from './paypal';
import { contentRoutes, fakeVoiceWidgetCdn, hydrateAll, pages, watchConsole } from './site';

// Third-party scripts are out of reach in tests: the voice widget's CDN and PayPal's SDK
// (woken by scrolling to the discovery pages' buy-now section) are faked at the network boundary.
test.beforeEach(async ({ page }) => {
  await fakeVoiceWidgetCdn(page);
  await fakePayPal(page);
});

for (const route of contentRoutes) {
  test(`${route} is served with its content in the HTML, hydrates cleanly and passes axe`, async ({ page, request }) => {
    const config = pages.find((p) => p.route === route)!;
    const raw = await request.get(route);
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    // The content is in the prerendered HTML, before any JavaScript runs.
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(h1?.length).toBeGreaterThan(0);
    expect(html).toContain(`<meta name="description" content="`);

    const problems = watchConsole(page);
    // A gated page (the purchase confirmation) is visited as a buyer arriving from PayPal.
    if (config.access) await page.addInitScript(seedPayment);
    await page.goto(route);
    await hydrateAll(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(config.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(problems).toEqual([]);

    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

function seedPayment() {
  if (sessionStorage.getItem('seeded')) return;
  sessionStorage.setItem('seeded', '1');
  const state = {
    fromPayment: true,
    paymentDetails: { id: 'ORDER-1' },
    solutionType: 'AI Agent',
    item: { description: 'AI Agent Discovery Package', amount: 999 },
  };
  sessionStorage.setItem('rivo.thank-you', JSON.stringify(state));
}

test('sitemap.xml lists every indexed page and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const p of pages.filter((p) => p.route !== '*' && p.indexed && !p.access)) expect(sitemap).toContain(`${p.route === '/' ? '/' : p.route}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
  expect(robots).toContain('/sitemap.xml');
});
