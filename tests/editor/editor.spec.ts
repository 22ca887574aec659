import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetProject } from './project-copy.ts';

const root = process.env.EDITOR_E2E_ROOT!;
const ABOUT = 'site.config/pages/about-us.json';
const onDisk = (file: string) => readFileSync(join(root, file), 'utf8');
const committed = (file: string) => execFileSync('git', ['show', `HEAD:${file}`], { cwd: root, encoding: 'utf8' });
const diffLines = (file: string) =>
  execFileSync('git', ['diff', '--no-color', '-U0', 'HEAD', '--', file], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((l) => /^[+-](?![+-]{2})/.test(l));
/** `npm run validate` in the copy: throws (with its report) when the site has a problem. */
const validate = () => execFileSync('npx', ['tsx', 'cli/validate.ts'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });

test.beforeEach(() => resetProject(root));

async function openAboutUs(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: /\/about-us/ }).click();
  await expect(page.getByRole('navigation', { name: 'Page outline' })).toBeVisible();
}
const outline = (page: Page) => page.getByRole('navigation', { name: 'Page outline' });
const preview = (page: Page) => page.frameLocator('iframe[title="Page preview"]');

test('the page list shows every page as a route tree, with a filter', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /\/about-us/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /\/case-studies\/\S+/ }).first()).toBeVisible();
  await page.getByLabel('Filter pages').fill('about');
  await expect(page.getByRole('link', { name: /\/about-us/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /\/request-demo/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Filter pages')).toHaveValue('about');
  await page.getByLabel('Filter pages').fill('podcast');
  await expect(page.getByRole('status')).toContainText('No page has podcast in its address or title.');
  await page.getByRole('button', { name: 'Show all pages' }).click();
  await expect(page.getByLabel('Filter pages')).toHaveValue('');
  await expect(page.getByRole('link', { name: /\/request-demo/ })).toBeVisible();
});

test('change the hero heading: the preview follows, save writes one line and the site stays valid', async ({ page }) => {
  await openAboutUs(page);
  await outline(page).getByRole('row', { name: /^Hero/ }).click();
  await expect(page).toHaveURL(/block=0/);
  const heading = page.locator('#root_heading');
  await expect(preview(page).locator('section[data-block-index="0"]')).toBeVisible();
  // An update replaces the preview's content in place: the document (and its scroll) stays.
  const frame = page.frame({ url: 'about:srcdoc' })!;
  await frame.evaluate(() => Object.assign(window, { keptAcrossUpdates: true }));
  await heading.fill('A new heading from the editor');
  await expect(preview(page).locator('h1')).toHaveText('A new heading from the editor');
  expect(await frame.evaluate(() => 'keptAcrossUpdates' in window)).toBe(true);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(onDisk(ABOUT)).toContain('"heading": "A new heading from the editor"');
  const changed = diffLines(ABOUT);
  expect(changed.filter((l) => l.startsWith('+'))).toHaveLength(1);
  expect(changed.filter((l) => l.startsWith('-'))).toHaveLength(1);
  validate();
  await page.getByRole('link', { name: 'Changes' }).click();
  await expect(page.getByRole('region', { name: ABOUT })).toContainText('A new heading from the editor');
});

test('an emptied required heading is marked invalid with its message, and the file is not written', async ({ page }) => {
  await openAboutUs(page);
  await outline(page).getByRole('row', { name: /^Hero/ }).click();
  const heading = page.locator('#root_heading');
  await heading.fill('');
  await expect(heading).toHaveAttribute('aria-invalid', 'true');
  const message = page.locator('#root_heading__error');
  await expect(message).toContainText(/heading/i);
  expect(await heading.getAttribute('aria-describedby')).toContain('root_heading__error');
  const problems = page.getByRole('region', { name: 'Problems' });
  // In words, as the form labels it: never the key ("heading") the CLI prints.
  await expect(problems.getByRole('button', { name: /Hero \(block 1\) › Heading/ })).toBeVisible();
  await expect(problems).not.toContainText('"heading"');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Not saved');
  expect(onDisk(ABOUT)).toBe(committed(ABOUT));
  // The problem selects its field.
  await outline(page)
    .getByRole('button', { name: /^Page settings/ })
    .click();
  await problems.getByRole('button', { name: /Heading/ }).click();
  await expect(page.locator('#root_heading')).toBeFocused();
});

test('add a call to action from the palette, save, and the site is valid', async ({ page }) => {
  await openAboutUs(page);
  const before = await outline(page).getByRole('row').count();
  await page.getByRole('button', { name: /^Add block/ }).click();
  await page
    .getByRole('dialog', { name: /^Add block/ })
    .getByRole('row', { name: /^Call to action/ })
    .click();
  await expect(outline(page).getByRole('row')).toHaveCount(before + 1);
  await expect(page.getByRole('heading', { name: /Call to action/ })).toBeVisible();
  // Escape closes the palette, and the focus goes back to the button that opened it.
  const add = page.getByRole('button', { name: /^Add block/ });
  await add.click();
  await expect(page.getByRole('dialog', { name: /^Add block/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /^Add block/ })).toHaveCount(0);
  await expect(add).toBeFocused();
  // Booleans are switches with their label.
  await expect(page.getByRole('switch').first()).toBeVisible();
  // A new block's texts start empty (the example is their placeholder): write them before saving.
  await page.locator('#root_heading').fill('Ready to talk?');
  await page.locator('#root_actions_0_label').fill('Talk to us');
  await page.locator('#root_actions_0_href').fill('/request-demo');
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('No problems.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(onDisk(ABOUT)).toContain('"type": "cta"');
  validate();
});

test('reorder by keyboard, then undo and redo', async ({ page }) => {
  await openAboutUs(page);
  // The second and third blocks (the hero, first, stays on top: its placement rule).
  const items = outline(page).getByRole('row');
  const first = await items.nth(1).locator('.kind').textContent();
  const second = await items.nth(2).locator('.kind').textContent();
  await items.nth(1).click();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(items.nth(2).locator('.kind')).toHaveText(first!);
  await expect(items.nth(1).locator('.kind')).toHaveText(second!);
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(items.nth(1).locator('.kind')).toHaveText(first!);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await expect(items.nth(1).locator('.kind')).toHaveText(second!);
  // And by click: Move up puts it back.
  await items.nth(2).click();
  await page.getByRole('button', { name: 'Move block up' }).click();
  await expect(items.nth(1).locator('.kind')).toHaveText(first!);
});

test('unsaved work survives a reload until it is discarded', async ({ page }) => {
  await openAboutUs(page);
  await outline(page).getByRole('row', { name: /^Hero/ }).click();
  await page.locator('#root_heading').fill('Kept in the browser');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('#root_heading')).toHaveValue('Kept in the browser');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  expect(onDisk(ABOUT)).toBe(committed(ABOUT));
  await page.getByRole('button', { name: 'Discard' }).click();
  // The editor's own dialog, not the browser's: it names what happens, and focus comes back.
  const ask = page.getByRole('alertdialog', { name: 'Discard your unsaved changes?' });
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(page.locator('#root_heading')).not.toHaveValue('Kept in the browser');
  await page.reload();
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test('clicking a block in the preview selects it; the preview has three widths', async ({ page }) => {
  await openAboutUs(page);
  await preview(page).locator('section[data-block="stats"]').click();
  await expect(page).toHaveURL(/block=1/);
  await expect(outline(page).getByRole('row', { selected: true }).locator('.kind')).toHaveText('Stats');
  await page.getByRole('button', { name: '375 px' }).click();
  await expect(page.locator('iframe[title="Page preview"]')).toHaveAttribute('data-width', '375');
});

test('axe finds no serious violation in the editor', async ({ page }) => {
  for (const open of [() => page.goto('/'), () => openAboutUs(page)]) {
    await open();
    await page.waitForTimeout(300);
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('a new page opens in the editor, and a page is deleted only when confirmed', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Address').fill('/industries/editor-test');
  await page.getByLabel('Title').fill('A page made in the editor');
  await page.getByRole('button', { name: 'New page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A page made in the editor');
  await page.goBack();
  const row = page.getByRole('button', { name: 'Delete /industries/editor-test' });
  const ask = page.getByRole('alertdialog', { name: 'Delete /industries/editor-test?' });
  await row.click();
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(row).toBeFocused();
  await row.click();
  await ask.getByRole('button', { name: 'Delete the page' }).click();
  await expect(page.getByRole('status')).toContainText('Deleted /industries/editor-test');
  await expect(row).toHaveCount(0);
});

test('a file that is not a page is refused by the page screen, with the way to its own screen', async ({ page }) => {
  await page.goto(`/page?file=${encodeURIComponent('site.config/forms/request-demo.json')}`);
  await expect(page.getByRole('alert')).toContainText('site.config/forms/request-demo.json is not a page');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit it as form' }).click();
  await expect(page.getByRole('heading', { name: 'Form: request-demo', level: 1 })).toBeVisible();
});

test('a oneOf field offers its variants by name', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^\/aiagent\s/ }).click();
  await outline(page)
    .getByRole('row', { name: /^Split/ })
    .first()
    .click();
  await expect(page.locator('.fields select option', { hasText: /aside/i }).first()).toBeAttached();
});
