import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { captchaCode, demoForm, fillValidRequest as fillValid, holdLeads, leadRequests } from './forms';
import { blockOf, formWords, holdIslandScript } from './site';

// The live page's and form's own words (headings, tiles, labels, messages), so rewording them breaks nothing here.
const hero = blockOf('/request-demo', 'hero');
const tiles = blockOf('/request-demo', 'cardGrid').cards.map((card) => card.title);
const { fields, label, message, submit, success, failure } = formWords('request-demo');

test('the page has its heading, the form and the three benefit tiles', async ({ page }) => {
  await page.goto('/request-demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
  if (hero.lead) await expect(page.getByText(hero.lead)).toBeVisible();
  for (const field of fields) await expect(demoForm(page).getByLabel(field.label, { exact: true })).toBeVisible();
  for (const tile of tiles) await expect(page.getByRole('heading', { name: tile })).toBeVisible();
});

test('the inquiry must be 10 to 500 characters and the full name at least 2', async ({ page }) => {
  const sent = leadRequests(page);
  await page.goto('/request-demo');
  const form = demoForm(page);
  await captchaCode(form);
  await form.getByLabel(label.fullName).fill('P');
  await form.getByLabel(label.inquiry).fill('Call me');
  await form.getByRole('button', { name: submit.label }).click();
  await expect(form.getByLabel(label.fullName)).toHaveAccessibleDescription(message('fullName', 'minLength'));
  await expect(form.getByLabel(label.inquiry)).toHaveAccessibleDescription(message('inquiry', 'minLength'));
  await form.getByLabel(label.inquiry).fill('x'.repeat(501));
  await expect(form.getByLabel(label.inquiry)).toHaveAccessibleDescription(message('inquiry', 'maxLength'));
  expect(sent).toHaveLength(0);
});

test('success sends both payloads, replaces the form with a panel, scrolls to the top and goes home after 10 seconds', async ({ page }) => {
  await page.clock.install();
  const leads = await holdLeads(page);
  await page.goto('/request-demo');
  await fillValid(page);
  const captcha = await demoForm(page).getByLabel(label.captcha, { exact: true }).inputValue();
  // From here only the test moves the clock, so a slow machine cannot bring the redirect early.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
  await demoForm(page).getByRole('button', { name: submit.label }).click();
  await leads.bothArrived;
  await expect(demoForm(page).getByRole('button', { name: submit.pendingLabel })).toBeDisabled();

  const sheet = leads.held.find((r) => r.request().url().endsWith('/api/leads/spreadsheet'))!.request();
  // One key for the lead in both targets, so either can drop a resent copy.
  const key = (sheet.postDataJSON() as { idempotencyKey: string }).idempotencyKey;
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sheet.postDataJSON()).toEqual({
    idempotencyKey: key,
    fullName: 'Priya Sharma',
    email: 'priya@lohiaworld.in',
    phone: '+91 9876543210',
    inquiry: 'We get 300 site-visit inquiries a month and miss the evening calls.',
    captcha,
  });
  const crm = leads.held.find((r) => r.request().url().includes('/submissions/'))!.request();
  expect(new URL(crm.url()).pathname).toBe('/api/leads/crm/submissions/v3/integration/submit/local/request-demo');
  expect(crm.postDataJSON()).toEqual({
    fields: [
      { name: 'firstname', value: 'Priya Sharma' },
      { name: 'email', value: 'priya@lohiaworld.in' },
      { name: 'phone', value: '+91 9876543210' },
      { name: 'message', value: 'We get 300 site-visit inquiries a month and miss the evening calls.' },
    ],
    context: { pageUri: page.url(), pageName: 'Request Demo', idempotencyKey: key },
  });

  await leads.fulfill();
  await expect(page.getByRole('heading', { name: success.title })).toBeVisible();
  await expect(demoForm(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.clock.runFor(8_000);
  await expect(page).toHaveURL(/\/request-demo$/);
  await page.clock.runFor(1_100);
  await expect(page).toHaveURL(/\/$/);
});

test('failure shows the error toast and keeps every typed value', async ({ page }) => {
  const leads = await holdLeads(page);
  await page.goto('/request-demo');
  await fillValid(page);
  await demoForm(page).getByRole('button', { name: submit.label }).click();
  await leads.bothArrived;
  await leads.fail();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(failure.title);
  await expect(alert).toContainText(failure.text);
  const form = demoForm(page);
  await expect(form.getByLabel(label.fullName)).toHaveValue('Priya Sharma');
  await expect(form.getByLabel(label.email)).toHaveValue('priya@lohiaworld.in');
  await expect(form.getByLabel(label.phone)).toHaveValue('+91 9876543210');
  await expect(form.getByLabel(label.inquiry)).toHaveValue('We get 300 site-visit inquiries a month and miss the evening calls.');
});

test('with the default configuration the lead lands in the local inbox files', async ({ page }) => {
  await page.goto('/request-demo');
  await fillValid(page);
  const email = `lead-${Date.now()}@example.com`;
  await demoForm(page).getByLabel(label.email).fill(email);
  await demoForm(page).getByRole('button', { name: submit.label }).click();
  await expect(page.getByRole('heading', { name: success.title })).toBeVisible();
  const lines = (file: string) =>
    readFileSync(`.leads/${file}`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
  const crm = lines('crm.jsonl').find((l) => l.payload.fields.some((f: { value: string }) => f.value === email));
  expect(crm).toMatchObject({ portalId: 'local', formId: 'request-demo', payload: { context: { pageName: 'Request Demo' } } });
  const sheet = lines('spreadsheet.jsonl').find((l) => l.payload.email === email);
  expect(sheet.payload).toMatchObject({ fullName: 'Priya Sharma', phone: '+91 9876543210' });
});

test('what a visitor types before the form has loaded its code is kept, and an early click sends nothing', async ({ page }) => {
  const releaseScript = await holdIslandScript(page, 'DemoForm');
  await page.goto('/request-demo');
  const form = demoForm(page);
  await form.getByLabel(label.fullName).fill('Priya Sharma');
  await form.getByLabel(label.inquiry).fill('Typed while the page was still loading.');
  await expect(form.getByRole('button', { name: submit.label })).toBeDisabled();
  await releaseScript();
  await captchaCode(form);
  await expect(form.getByLabel(label.fullName)).toHaveValue('Priya Sharma');
  await expect(form.getByLabel(label.inquiry)).toHaveValue('Typed while the page was still loading.');
  await expect(form.getByRole('button', { name: submit.label })).toBeEnabled();
  await expect(page).toHaveURL(/\/request-demo$/);
});
