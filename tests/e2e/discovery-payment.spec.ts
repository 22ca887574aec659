import { expect, test, type Page } from '@playwright/test';
import { blockPayPal, declineNextCapture, fakePayPal, ordersOf } from './paypal';
import { blockOf, hydrated, watchConsole } from './site';

const buyNow = (page: Page) => page.locator('#buy-now');
// The live thank-you page's own words, so rewording it breaks nothing here.
const thanks = blockOf('/thank-you', 'thankYou');

async function payFor(page: Page, route: string) {
  await page.goto(route);
  await buyNow(page).scrollIntoViewIfNeeded();
  const button = buyNow(page).getByRole('button', { name: 'PayPal' });
  await button.click();
  await page.waitForURL('**/thank-you');
}

for (const { route, description, value, total, solution } of [
  { route: '/aiagent/discovery', description: 'AI Agent Discovery Package', value: '999.00', total: '$999.00', solution: 'AI Agent' },
  { route: '/genai/discovery', description: 'Generative AI Discovery Package', value: '3999.00', total: '$3,999.00', solution: 'Generative AI' },
]) {
  test(`${route}: paying for the package leads to /thank-you with the order, its amount and the toast`, async ({ page }) => {
    const problems = watchConsole(page);
    const sdk = await fakePayPal(page);
    await payFor(page, route);
    expect(sdk).toHaveLength(1);
    expect(new URL(sdk[0]).searchParams.get('currency')).toBe('USD');
    expect(await ordersOf(page)).toEqual([{ intent: 'CAPTURE', purchase_units: [{ description, amount: { currency_code: 'USD', value } }] }]);

    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks.heading);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(description);
    await expect(summary.getByRole('definition').nth(1)).toHaveText('ORDER-1');
    await expect(summary.getByRole('definition').last()).toHaveText(total);
    await expect(page.getByText(thanks.message)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: thanks.toast.title })).toBeVisible();
    await expect(page.getByRole('link', { name: thanks.action.label })).toHaveAttribute('href', thanks.action.href);

    // The spec's navigation state, kept in the page's history entry like a router's state.
    const state = await page.evaluate(() => history.state.thankYou);
    expect(state).toMatchObject({ fromPayment: true, solutionType: solution, paymentDetails: { id: 'ORDER-1', status: 'COMPLETED' } });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('definition').last()).toHaveText(total);
    expect(problems).toEqual([]);
  });
}

test('a failed discovery payment is only logged: the visitor stays on the page and sees no message', async ({ page }) => {
  const problems = watchConsole(page);
  await fakePayPal(page);
  await page.goto('/aiagent/discovery');
  await buyNow(page).scrollIntoViewIfNeeded();
  await buyNow(page).getByRole('button', { name: 'PayPal' }).waitFor();
  await declineNextCapture(page);
  await buyNow(page).getByRole('button', { name: 'PayPal' }).click();
  await expect.poll(() => problems.join('\n')).toContain('INSTRUMENT_DECLINED');
  expect(page.url()).toMatch(/\/aiagent\/discovery$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Payment/ })).toHaveCount(0);
  expect(await ordersOf(page)).toHaveLength(1);
});

test('/thank-you without a payment redirects to the home page', async ({ page }) => {
  await page.goto('/thank-you');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(thanks.heading);
});

test('when PayPal cannot load: the PayPal Error toast, the connection-error box and a sandbox-only simulated payment', async ({ page }) => {
  await blockPayPal(page);
  await page.goto('/aiagent/discovery');
  await buyNow(page).scrollIntoViewIfNeeded();
  const toast = page.getByRole('alert').filter({ hasText: 'PayPal Error' });
  // A chain comes first: the checkout's code, PayPal's refused script, then the toaster's code. About 1.5 s alone,
  // it took over 5 s (the default) while the other browser tests ran beside it.
  await expect(toast).toContainText('Could not connect to PayPal services. Please check your client ID.', { timeout: 15_000 });
  const box = buyNow(page).getByRole('alert');
  await expect(box).toContainText('PayPal Connection Error');
  await expect(box).toContainText('refresh the page');
  // site.json says "sandbox", so the simulated payment is offered and completes the purchase.
  await box.getByRole('button', { name: 'Simulate payment' }).click();
  await page.waitForURL('**/thank-you');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('$999.00');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('SIMULATED-');
});

test('the PayPal SDK loads only on pages that take a payment', async ({ page }) => {
  const sdk = await fakePayPal(page);
  for (const route of ['/', '/discovery', '/about-us', '/industries/automotive']) {
    await page.goto(route);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
  }
  expect(sdk).toEqual([]);
  await page.goto('/genai/discovery');
  await buyNow(page).scrollIntoViewIfNeeded();
  await expect(buyNow(page).getByRole('button', { name: 'PayPal' })).toBeVisible();
  expect(sdk).toHaveLength(1);
});
