import { expect, test, type Page } from '@playwright/test';
import { captchaCode, holdLeads, leadRequests } from './forms';
import { formWords } from './site';

// The live form's own words (labels, messages, button), so rewording them breaks nothing here.
const { label, message, submit, success, failure } = formWords('footer-demo');

const footerForm = (page: Page) => page.getByRole('contentinfo').locator('form');

async function openFooterForm(page: Page) {
  await page.goto('/about-us');
  const form = footerForm(page);
  await form.scrollIntoViewIfNeeded();
  await captchaCode(form);
  return form;
}

async function fill(page: Page, values: { name?: string; email?: string; phone?: string; captcha?: string }) {
  const form = footerForm(page);
  if (values.name !== undefined) await form.getByLabel(label.name).fill(values.name);
  if (values.email !== undefined) await form.getByLabel(label.email).fill(values.email);
  if (values.phone !== undefined) await form.getByLabel(label.phone).fill(values.phone);
  if (values.captcha !== undefined) await form.getByLabel(label.captcha, { exact: true }).fill(values.captcha);
}

test("every field shows its rule's message under it, tied to the input for screen readers", async ({ page }) => {
  const sent = leadRequests(page);
  const form = await openFooterForm(page);
  await fill(page, { name: 'J', email: 'jane@dealer', phone: '', captcha: 'ab' });
  await form.getByRole('button', { name: submit.label }).click();
  await expect(form.getByLabel(label.name)).toHaveAccessibleDescription(message('name', 'minLength'));
  await expect(form.getByLabel(label.email)).toHaveAccessibleDescription(message('email', 'email'));
  await expect(form.getByLabel(label.phone)).toHaveAccessibleDescription(message('phone', 'required'));
  await expect(form.getByLabel(label.captcha, { exact: true })).toHaveAccessibleDescription(message('captcha', 'minLength'));
  await expect(form.getByLabel(label.name)).toHaveAttribute('aria-invalid', 'true');

  // After the first submit, every change is checked again at once.
  await fill(page, { phone: '2135550147' });
  await expect(form.getByLabel(label.phone)).toHaveAccessibleDescription(message('phone', 'pattern'));
  await fill(page, { phone: '+1 2135550147', name: 'Jo' });
  await expect(form.getByText(message('phone', 'pattern'))).toBeHidden();
  await expect(form.getByText(message('name', 'minLength'))).toBeHidden();
  expect(sent).toHaveLength(0);
});

test('the captcha input takes at most 4 characters and the refresh button makes a new code', async ({ page }) => {
  const form = await openFooterForm(page);
  const input = form.getByLabel(label.captcha, { exact: true });
  await expect(input).toHaveAttribute('maxlength', '4');
  await input.fill('abcdef');
  await expect(input).toHaveValue('abcd');
  const before = await captchaCode(form);
  for (let i = 0; i < 5 && (await captchaCode(form)) === before; i++) await form.getByRole('button', { name: 'Refresh captcha' }).click();
  expect(await captchaCode(form)).not.toBe(before);
});

test('a wrong captcha shows the message, clears the field, shows a new code and sends nothing', async ({ page }) => {
  const sent = leadRequests(page);
  const form = await openFooterForm(page);
  const code = await captchaCode(form);
  const wrong = code === code.toUpperCase() ? code.toLowerCase() : code.toUpperCase();
  await fill(page, { name: 'Jane Cooper', email: 'jane@dealer.com', phone: '+1 2135550147', captcha: wrong === code ? 'ZZZZ' : wrong });
  await form.getByRole('button', { name: submit.label }).click();
  await expect(form.getByText(message('captcha', 'captcha'))).toBeVisible();
  await expect(form.getByLabel(label.captcha, { exact: true })).toHaveValue('');
  await expect(form.getByLabel(label.name)).toHaveValue('Jane Cooper');
  await expect(form.getByLabel('Captcha code')).not.toHaveText(code);
  expect(sent).toHaveLength(0);
});

test('sends both requests at once with the exact payloads, shows Submitting... meanwhile, then resets with a toast', async ({ page }) => {
  const leads = await holdLeads(page);
  const form = await openFooterForm(page);
  const code = await captchaCode(form);
  await fill(page, { name: 'Jane Cooper', email: 'jane@dealer.com', phone: '+1 2135550147', captcha: code });
  await form.getByRole('button', { name: submit.label }).click();

  await leads.bothArrived;
  const pending = form.getByRole('button', { name: submit.pendingLabel });
  await expect(pending).toBeDisabled();

  const sheet = leads.held.find((r) => r.request().url().endsWith('/api/leads/spreadsheet'))!.request();
  expect(sheet.method()).toBe('POST');
  expect(sheet.headers()['content-type']).toContain('text/plain');
  // One key for the lead in both targets, so either can drop a resent copy.
  const key = (sheet.postDataJSON() as { idempotencyKey: string }).idempotencyKey;
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sheet.postDataJSON()).toEqual({ name: 'Jane Cooper', email: 'jane@dealer.com', phone: '+1 2135550147', captcha: code, idempotencyKey: key });

  const crm = leads.held.find((r) => r.request().url().includes('/submissions/'))!.request();
  expect(new URL(crm.url()).pathname).toBe('/api/leads/crm/submissions/v3/integration/submit/local/footer-demo');
  expect(crm.headers()['content-type']).toBe('application/json');
  expect(crm.postDataJSON()).toEqual({
    fields: [
      { name: 'firstname', value: 'Jane Cooper' },
      { name: 'email', value: 'jane@dealer.com' },
      { name: 'phone', value: '+1 2135550147' },
    ],
    context: { pageUri: page.url(), pageName: 'Book Demo - Footer', idempotencyKey: key },
  });

  await leads.fulfill();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toast).toContainText(success.title);
  await expect(toast).toContainText(success.text);
  await expect(form.getByLabel(label.name)).toHaveValue('');
  await expect(form.getByLabel(label.email)).toHaveValue('');
  await expect(form.getByRole('button', { name: submit.label })).toBeEnabled();
  await expect(form.getByLabel('Captcha code')).not.toHaveText(code);
});

test('a failed submission shows the error toast and keeps what the visitor typed', async ({ page }) => {
  const leads = await holdLeads(page);
  const form = await openFooterForm(page);
  const code = await captchaCode(form);
  await fill(page, { name: 'Jane Cooper', email: 'jane@dealer.com', phone: '+44 7700900123', captcha: code });
  await form.getByRole('button', { name: submit.label }).click();
  await leads.bothArrived;
  await leads.fail();
  const alert = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
  await expect(alert).toContainText(failure.title);
  await expect(alert).toContainText(failure.text);
  await expect(form.getByLabel(label.name)).toHaveValue('Jane Cooper');
  await expect(form.getByLabel(label.email)).toHaveValue('jane@dealer.com');
  await expect(form.getByLabel(label.phone)).toHaveValue('+44 7700900123');
  await expect(form.getByRole('button', { name: submit.label })).toBeEnabled();
});
