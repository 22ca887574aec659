import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetProject } from './project-copy.ts';

const root = process.env.EDITOR_E2E_ROOT!;
const SITE = 'site.config/site.json';
const STARTER = 'site.config/plans/starter.json';
const FORM = 'site.config/forms/request-demo.json';
const onDisk = (file: string) => readFileSync(join(root, file), 'utf8');
const json = (file: string) => JSON.parse(onDisk(file)) as Record<string, unknown>;
/** `npm run validate` in the copy: throws (with its report) when the site has a problem. */
const validate = () => execFileSync('npx', ['tsx', 'cli/validate.ts'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
const preview = (page: Page) => page.frameLocator('iframe[title="Page preview"]');
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude('iframe').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

test.beforeEach(() => resetProject(root));

test('Settings lists the site settings, the forms and the plans; a settings file is refused by the page screen with a way to its own', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Site settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'request-demo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'starter' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/page?file=${encodeURIComponent(SITE)}`);
  await expect(page.getByRole('alert')).toContainText('is not a page');
  await page.getByRole('link', { name: 'Edit it as site settings' }).click();
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Header' })).toBeVisible();
});

test("a plan's setup fee: the pricing page's preview follows before the save, and the save writes that one value", async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'starter' }).click();
  await expect(page.getByRole('heading', { name: 'Plan or package: Starter' })).toBeVisible();
  // The pages that show the plan, and the preview on the first of them, scrolled to its pricing.
  await expect(page.getByLabel('Shown on')).toHaveValue('/calling-agents');
  await expect(preview(page).getByText('$499').first()).toBeVisible();
  await page.getByLabel('Setup fee').fill('777');
  await expect(preview(page).getByText('$777').first()).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  expect(json(STARTER).setupFee).toBe(499);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(json(STARTER).setupFee).toBe(777);
  expect(onDisk(STARTER)).toContain('"$schema": "../../schema/plan.schema.json"');
  validate();
  // Undo brings the old fee back, as on a page.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Setup fee')).toHaveValue('499');
});

test('a problem in a settings file is shown in words at its field and in Problems, and blocks the save', async ({ page }) => {
  await page.goto(`/settings?file=${encodeURIComponent(SITE)}&section=header`);
  const actionLink = page.locator('#root_action_href');
  await actionLink.fill('/no-such-page');
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('button', { name: /Header › Action › Link/ })).toBeVisible();
  await expect(problems).not.toContainText('action.href');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Not saved');
  expect(json(SITE)).toEqual(JSON.parse(execFileSync('git', ['show', `HEAD:${SITE}`], { cwd: root, encoding: 'utf8' })));
});

test('a form message: changed in the form screen, the preview shows it when its rule fails', async ({ page }) => {
  await page.goto(`/settings?file=${encodeURIComponent(FORM)}`);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Fields' }).click();
  const message = page.locator('#root_0_rules_0_message');
  await expect(message).toHaveValue('Full name must be at least 2 characters.');
  await message.fill('Please write your whole name.');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  // The preview is the page with the form; its rules run there as on the site.
  const frame = preview(page);
  await expect(frame.getByLabel('Full Name')).toBeVisible();
  await expect(async () => {
    await frame.getByLabel('Full Name').fill('J');
    await frame.getByRole('button', { name: 'Request Demo Call' }).click();
    await expect(frame.getByText('Please write your whole name.')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(onDisk(FORM)).toContain('"message": "Please write your whole name."');
  validate();
});

test('a new page added to the Solutions dropdown from its page screen: site.json gets the link, and the header shows it at 1280 and in the open mobile menu at 375', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Address').fill('/industries/travel');
  await page.getByLabel('Title').fill('AI Agents for Travel');
  await page.getByRole('button', { name: 'New page' }).click();
  await expect(page.getByRole('navigation', { name: 'Page outline' })).toBeVisible();
  await expect(page.getByText('No menu or page links here yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add to menu…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add /industries/travel to a menu' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Where').selectOption({ label: 'Header menu › Solutions' });
  await expect(dialog.getByLabel('Position')).toHaveValue('2');
  await dialog.getByLabel('Link text').fill('Travel AI Hub');
  await dialog.getByLabel('One-line description (optional)').fill('Agents that answer booking calls.');
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations.filter((v) => v.impact === 'serious').map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add to menu' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Linked from: Header menu.')).toBeVisible();

  const nav = (json(SITE).header as { nav: Array<{ label: string; links?: unknown[] }> }).nav;
  expect(nav.find((n) => n.label === 'Solutions')?.links?.at(-1)).toEqual({
    label: 'Travel AI Hub',
    href: '/industries/travel',
    description: 'Agents that answer booking calls.',
  });
  validate();

  // `npm run build` of the copy: every page's header carries the new link in the Solutions dropdown.
  execFileSync(process.execPath, ['build/launch.mjs'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  const built = readFileSync(join(root, 'dist/about-us.html'), 'utf8');
  const header = built.slice(built.indexOf('<header'), built.indexOf('</header>'));
  expect(header).toMatch(/id="nav-solutions"[^]*<a href="\/industries\/travel"[^>]*>Travel AI Hub</);
  expect(readFileSync(join(root, 'dist/industries/travel.html'), 'utf8')).toContain('<title>');

  // The preview renders with the site's own renderer: the link at both widths, in the open mobile menu at 375.
  await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Site settings' }).click();
  const frame = preview(page);
  await page.getByRole('button', { name: '1280 px' }).click();
  await expect(frame.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Travel AI Hub/, includeHidden: true })).toHaveCount(1);
  await page.getByRole('button', { name: '375 px' }).click();
  await page.getByLabel('Mobile menu open').check();
  await expect(frame.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /Travel AI Hub/ })).toBeVisible({ timeout: 20_000 });
});

test("an optional group of fields can be removed: a page's Access set and then blanked leaves no problem behind", async ({ page }) => {
  await page.goto(`/page?file=${encodeURIComponent('site.config/pages/terms.json')}`);
  const settings = page.getByRole('region', { name: 'Page settings' });
  await expect(settings).toBeVisible();
  await settings.locator('#root_access_requires').selectOption('payment');
  await settings.locator('#root_access_requires').selectOption('');
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('button', { name: /Page settings › Access/ }).first()).toBeVisible();
  await settings.getByRole('button', { name: 'Remove access' }).click();
  await expect(problems).toContainText('No problems.');
  await expect(page.getByText('All changes saved')).toBeVisible();
});
