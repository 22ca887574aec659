import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { HONEYPOT_FIELD } from '../../renderer/forms/honeypot';
import { OUTBOX_KEY } from '../../renderer/forms/outbox';
import { answerLeads, captchaCode, demoForm, fillValidRequest as fillValid, leadRequests } from './forms';
import { formWords } from './site';

// The live form's own words (labels, messages, button), so rewording them breaks nothing here.
const { label, submit, success, failure } = formWords('request-demo');

const footerForm = (page: Page) => page.getByRole('contentinfo').locator('form');
const alert = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
const successPanel = (page: Page) => page.getByRole('heading', { name: success.title });
const outbox = (page: Page) => page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY);
const send = (page: Page) => demoForm(page).getByRole('button', { name: submit.label }).click();

async function expectValuesKept(page: Page) {
  const form = demoForm(page);
  await expect(form.getByLabel(label.fullName)).toHaveValue('Priya Sharma');
  await expect(form.getByLabel(label.email)).toHaveValue('priya@lohiaworld.in');
  await expect(form.getByLabel(label.inquiry)).toHaveValue('We get 300 site-visit inquiries a month and miss the evening calls.');
}

test('a CRM answering 500 shows the failure toast and keeps every value', async ({ page }) => {
  const received = await answerLeads(page, { crm: [500] });
  await page.goto('/request-demo');
  await fillValid(page);
  await send(page);
  await expect(alert(page)).toContainText(failure.title);
  await expect(alert(page)).toContainText(failure.text);
  await expectValuesKept(page);
  await expect(demoForm(page).getByRole('button', { name: submit.label })).toBeEnabled();
  await expect(successPanel(page)).toHaveCount(0);
  expect(received.spreadsheet).toHaveLength(1);
  expect(received.crm).toHaveLength(1);
});

test('a spreadsheet that never answers fails the lead after 10 seconds, not before', async ({ page }) => {
  await page.clock.install();
  await answerLeads(page, { spreadsheet: [null] });
  const aborted = new Promise<string>((resolve) => page.on('requestfailed', (r) => r.url().endsWith('/api/leads/spreadsheet') && resolve(r.url())));
  await page.goto('/request-demo');
  await fillValid(page);
  // From here only the test moves the clock, so a slow machine cannot eat into the 10 seconds.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
  await send(page);
  const pending = demoForm(page).getByRole('button', { name: submit.pendingLabel });
  await expect(pending).toBeDisabled();
  await page.clock.runFor(9_500);
  await expect(pending).toBeDisabled();
  await expect(alert(page)).toHaveCount(0);
  await page.clock.runFor(600);
  await expect(alert(page)).toContainText(failure.title);
  await expectValuesKept(page);
  await expect(demoForm(page).getByRole('button', { name: submit.label })).toBeEnabled();
  await aborted;
});

test('a retry after a CRM failure goes to the CRM only, with the same body, and the CRM takes the lead once', async ({ page }) => {
  const received = await answerLeads(page, { crm: [500, 200] });
  await page.goto('/request-demo');
  await fillValid(page);
  await send(page);
  await expect(alert(page)).toContainText(failure.title);
  await send(page);
  await expect(successPanel(page)).toBeVisible();
  expect(received.spreadsheet).toHaveLength(1);
  expect(received.crm).toHaveLength(2);
  expect(received.crm[1]!.postData()).toBe(received.crm[0]!.postData());
  const answers = await Promise.all(received.crm.map(async (r) => (await r.response())?.status()));
  expect(answers).toEqual([500, 200]);
  expect(await outbox(page)).toBeNull();
});

test('a lead that failed is sent by itself after a reload, exactly once, and then leaves no trace in the browser', async ({ page }) => {
  const received = await answerLeads(page, { crm: [500, 200] });
  await page.goto('/request-demo');
  await fillValid(page);
  await send(page);
  await expect(alert(page)).toContainText(failure.title);
  const stored = JSON.parse((await outbox(page))!);
  expect(stored).toEqual([
    expect.objectContaining({
      owed: { crm: expect.objectContaining({ url: expect.stringContaining('/submit/local/request-demo'), body: received.crm[0]!.postData() }) },
    }),
  ]);

  await page.reload();
  await expect.poll(() => received.crm.length).toBe(2);
  expect(received.crm[1]!.postData()).toBe(received.crm[0]!.postData());
  await expect.poll(() => outbox(page)).toBeNull();
  // The footer's form wakes too, and must not send the lead again.
  await footerForm(page).scrollIntoViewIfNeeded();
  await captchaCode(footerForm(page));
  await page.waitForTimeout(500);
  expect(received.crm).toHaveLength(2);
  expect(received.spreadsheet).toHaveLength(1);
  await expect(successPanel(page)).toHaveCount(0);
});

test('a lead owed from /request-demo is resent by the footer form of the next page, with its original page address', async ({ page }) => {
  const received = await answerLeads(page, { crm: [503, 200] });
  await page.goto('/request-demo');
  const pageUri = page.url();
  await fillValid(page);
  await send(page);
  await expect(alert(page)).toContainText(failure.title);
  // The owed lead wakes the footer's form as soon as the page is idle: no scrolling needed.
  await page.goto('/about-us');
  await expect.poll(() => received.crm.length).toBe(2);
  const { idempotencyKey } = received.crm[0]!.postDataJSON().context;
  expect(idempotencyKey).toEqual(expect.any(String));
  expect(received.crm[1]!.postDataJSON().context).toEqual({ pageUri, pageName: 'Request Demo', idempotencyKey });
  await expect.poll(() => outbox(page)).toBeNull();
});

test('a filled honeypot (set by script, as a bot would) looks like success and sends nothing', async ({ page }) => {
  const sent = leadRequests(page);
  await page.goto('/request-demo');
  await fillValid(page);
  await page
    .locator(`input[name="${HONEYPOT_FIELD}"]`)
    .first()
    .evaluate((el: HTMLInputElement) => (el.value = 'https://cheap-leads.example'));
  await send(page);
  await expect(successPanel(page)).toBeVisible();
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(0);
  expect(await outbox(page)).toBeNull();
});

test('the honeypot cannot be reached with Tab, has no accessible name and the form passes axe', async ({ page }) => {
  await page.goto('/request-demo');
  const form = demoForm(page);
  await captchaCode(form);
  const trap = form.locator(`input[name="${HONEYPOT_FIELD}"]`);
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAccessibleName('');
  // Off-screen, not display:none: a bot filling every input still finds it.
  expect(await trap.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
  expect((await trap.boundingBox())!.x).toBeLessThan(0);

  await form.getByLabel(label.fullName).focus();
  const reached: string[] = [];
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(reached).toContain('Request Demo Call');
  expect(reached).not.toContain(HONEYPOT_FIELD);

  await expect(form.getByRole('textbox')).toHaveCount(5);
  expect(await form.ariaSnapshot()).not.toContain(HONEYPOT_FIELD);
  const axe = await new AxeBuilder({ page }).include('main form').analyze();
  expect(axe.violations).toEqual([]);
});
