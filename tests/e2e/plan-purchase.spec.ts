import { expect, test, type Page } from '@playwright/test';
import { blockPayPal, declineNextCapture, fakePayPal, ordersOf } from './paypal';
import { site, watchConsole } from './site';

const card = (page: Page, plan: string) => page.getByRole('article', { name: plan });
// By name: on a wide screen the header's navigation sits in the phone menu's closed <dialog> (MobileMenu.tsx).
const dialog = (page: Page) => page.getByRole('dialog', { name: /^Buy the / });
// Not by role: while the modal dialog is open the toasts sit in the inert page behind it.
const toast = (page: Page, title: string) => page.locator('[aria-label="Notifications"] li').filter({ hasText: title });

async function openPricing(page: Page) {
  await page.goto('/calling-agents');
  await page.locator('#pricing').scrollIntoViewIfNeeded();
}

test('no plan is chosen at first; choosing one highlights it and says to contact sales', async ({ page }) => {
  const problems = watchConsole(page);
  await openPricing(page);
  await expect(page.locator('article[data-selected]')).toHaveCount(0);
  await card(page, 'Professional').getByRole('button', { name: 'Choose Plan Professional' }).click();
  await expect(toast(page, 'Professional Plan Selected')).toContainText('Contact our sales team to get started with this plan.');
  await expect(card(page, 'Professional')).toHaveAttribute('data-selected', 'true');
  await expect(card(page, 'Professional').getByRole('button', { name: /Plan selected/ })).toHaveAttribute('aria-pressed', 'true');

  await card(page, 'Enterprise').getByRole('button', { name: 'Choose Plan Enterprise' }).click();
  await expect(toast(page, 'Enterprise Plan Selected')).toBeVisible();
  await expect(page.locator('article[data-selected]')).toHaveCount(1);
  await expect(card(page, 'Enterprise')).toHaveAttribute('data-selected', 'true');
  expect(problems).toEqual([]);
});

test('the plan toast stays for 5 seconds', async ({ page }) => {
  await page.clock.install();
  await openPricing(page);
  // A first choice wakes the cards; then only the test moves the clock, whatever the machine's load.
  await card(page, 'Professional').getByRole('button', { name: 'Choose Plan Professional' }).click();
  await expect(toast(page, 'Professional Plan Selected')).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
  await card(page, 'Starter').getByRole('button', { name: 'Choose Plan Starter' }).click();
  await expect(toast(page, 'Starter Plan Selected')).toBeVisible();
  await page.clock.runFor(4_900);
  await expect(toast(page, 'Starter Plan Selected')).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast(page, 'Starter Plan Selected')).toBeHidden();
});

test('Buy Now with PayPal charges the setup fee plus the first month; success closes the dialog and selects the plan', async ({ page }) => {
  const problems = watchConsole(page);
  const sdk = await fakePayPal(page);
  await openPricing(page);
  expect(sdk).toEqual([]);
  await card(page, 'Starter').getByRole('button', { name: 'Buy Now with PayPal for the Starter plan' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Buy the Starter plan' })).toBeVisible();
  await expect(dialog(page)).toContainText('Total today$798.00');

  await dialog(page).getByRole('button', { name: 'PayPal' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(toast(page, 'Payment Successful')).toContainText("Thank you for purchasing the Starter plan. You'll receive a confirmation email shortly.");
  await expect(card(page, 'Starter')).toHaveAttribute('data-selected', 'true');
  expect(await ordersOf(page)).toEqual([
    { intent: 'CAPTURE', purchase_units: [{ description: 'Starter Plan: setup fee and first month', amount: { currency_code: 'USD', value: '798.00' } }] },
  ]);
  expect(sdk).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('each plan charges its own setup fee plus first month', async ({ page }) => {
  await fakePayPal(page);
  await openPricing(page);
  for (const [plan, total] of [
    ['Professional', '$1,798.00'],
    ['Enterprise', '$4,498.00'],
  ]) {
    await card(page, plan)
      .getByRole('button', { name: `Buy Now with PayPal for the ${plan} plan` })
      .click();
    await expect(dialog(page)).toContainText(`Total today${total}`);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
  }
});

test('a failed plan payment shows Payment Failed and keeps the dialog open to try again', async ({ page }) => {
  await fakePayPal(page);
  await openPricing(page);
  await card(page, 'Professional')
    .getByRole('button', { name: /Buy Now with PayPal/ })
    .click();
  const pay = dialog(page).getByRole('button', { name: 'PayPal' });
  await pay.waitFor();
  await declineNextCapture(page);
  await pay.click();
  await expect(dialog(page).getByRole('alert')).toContainText('Payment Failed. There was an issue processing your payment. Please try again.');
  await expect(toast(page, 'Payment Failed')).toContainText('There was an issue processing your payment. Please try again.');
  await expect(card(page, 'Professional')).not.toHaveAttribute('data-selected', 'true');
  // Escape closes the dialog like its close button.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('when PayPal cannot load, the dialog shows the connection-error box and the PayPal Error toast', async ({ page }) => {
  await blockPayPal(page);
  await openPricing(page);
  await card(page, 'Enterprise')
    .getByRole('button', { name: /Buy Now with PayPal/ })
    .click();
  const box = dialog(page).getByRole('alert');
  await expect(box).toContainText('PayPal Connection Error');
  await expect(toast(page, 'PayPal Error')).toContainText('Could not connect to PayPal services. Please check your client ID.');
  await box.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(toast(page, 'Payment Successful')).toContainText('Thank you for purchasing the Enterprise plan.');
  await expect(card(page, 'Enterprise')).toHaveAttribute('data-selected', 'true');
});

test('Schedule a Demo and Contact Sales open the configured meeting-booking page in a new tab', async ({ page }) => {
  await page.goto('/calling-agents');
  for (const name of ['Schedule a Demo', 'Contact Sales']) {
    const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('href', site.integrations.meetingBookingUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});
