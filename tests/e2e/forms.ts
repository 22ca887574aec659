import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { formWords } from './site';

const SHEET = '**/api/leads/spreadsheet';
const CRM = '**/api/leads/crm/submissions/v3/integration/submit/**';

export async function captchaCode(scope: Locator): Promise<string> {
  const code = scope.getByLabel('Captcha code');
  await expect(code).toHaveText(/^[A-Za-z2-9]{4}$/);
  return (await code.textContent())!.trim();
}

/** Records every lead request the page sends, to prove what was (or was not) sent. */
export function leadRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/leads/')) seen.push(r);
  });
  return seen;
}

/**
 * Holds both lead endpoints until the test releases them. `bothArrived` resolves only when
 * the two requests are pending at the same moment, which proves they were sent in parallel.
 */
export async function holdLeads(page: Page) {
  const held: Route[] = [];
  let arrived!: () => void;
  const bothArrived = new Promise<void>((r) => (arrived = r));
  const hold = async (route: Route) => {
    held.push(route);
    if (held.length === 2) arrived();
  };
  await page.route(SHEET, hold);
  await page.route(CRM, hold);
  return {
    held,
    bothArrived,
    fulfill: () => Promise.all(held.map((r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{}' }))),
    fail: () => Promise.all(held.map((r) => r.abort('failed'))),
  };
}

export type LeadTarget = 'spreadsheet' | 'crm';

/**
 * Answers each lead endpoint with the given statuses in turn (the last one repeats; `null` never
 * answers) and records every request each target received.
 */
export async function answerLeads(page: Page, statuses: Partial<Record<LeadTarget, (number | null)[]>>) {
  const received: Record<LeadTarget, Request[]> = { spreadsheet: [], crm: [] };
  const answer = (target: LeadTarget) => async (route: Route) => {
    received[target].push(route.request());
    const list = statuses[target] ?? [200];
    const status = list[Math.min(received[target].length, list.length) - 1];
    if (status !== null) await route.fulfill({ status, contentType: 'application/json', body: '{}' });
  };
  await page.route(SHEET, answer('spreadsheet'));
  await page.route(CRM, answer('crm'));
  return received;
}

/** The /request-demo form (the one in the page's main content). */
export const demoForm = (page: Page) => page.getByRole('main').locator('form');

/** Fills the /request-demo form with valid details, the captcha included (fields found by their live labels). */
export async function fillValidRequest(page: Page) {
  const form = demoForm(page);
  const { label } = formWords('request-demo');
  await form.getByLabel(label.fullName).fill('Priya Sharma');
  await form.getByLabel(label.email).fill('priya@lohiaworld.in');
  await form.getByLabel(label.phone).fill('+91 9876543210');
  await form.getByLabel(label.inquiry).fill('We get 300 site-visit inquiries a month and miss the evening calls.');
  await form.getByLabel(label.captcha, { exact: true }).fill(await captchaCode(form));
}
