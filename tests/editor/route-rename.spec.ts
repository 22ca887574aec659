import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linksTo as linksToOnDisk, resetProject } from './project-copy.ts';

const root = process.env.EDITOR_E2E_ROOT!;
const PROCESS = 'site.config/pages/process.json';
const REDIRECTS = 'site.config/redirects.json';
const onDisk = (file: string) => readFileSync(join(root, file), 'utf8');
const changedFiles = () =>
  execFileSync('git', ['diff', '--name-only', 'HEAD', '--', 'site.config'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const linksTo = (route: string) => linksToOnDisk(root, route);
const validate = () => execFileSync('npx', ['tsx', 'cli/validate.ts'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });

test.beforeEach(() => resetProject(root));

/** Opens /process, gives it a new route in Page settings and saves: the offer opens. */
async function moveProcess(page: Page, to: string) {
  await page.goto('/');
  await page.getByRole('link', { name: /^\/process\s/ }).click();
  await expect(page.getByRole('region', { name: 'Page settings' })).toBeVisible();
  await page.locator('#root_route').fill(to);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return page.getByRole('dialog', { name: 'Update the links to this page?' });
}

test('a changed route offers to update every link to it; accepting rewrites them and the site stays valid', async ({ page }) => {
  const links = linksTo('/process');
  expect(links.length).toBeGreaterThan(3);
  const dialog = await moveProcess(page, '/our-process');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${links.length} links point to /process`);
  const items = dialog.getByRole('list', { name: 'Links to /process' }).getByRole('listitem');
  await expect(items).toHaveCount(links.length);
  for (const at of links) {
    const [file, line] = at.split(':');
    await expect(items.filter({ hasText: file }).filter({ hasText: `line ${line}` })).toHaveCount(1);
  }
  const update = dialog.getByRole('button', { name: `Update ${links.length} links` });
  await expect(update).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Nothing is written before the answer.
  expect(changedFiles()).toEqual([]);

  await update.click();
  const result = page.getByRole('dialog', { name: 'Links updated' });
  await expect(result).toContainText(`Saved. ${links.length} links now point to /our-process.`);
  await expect(result).toContainText('The old address now sends visitors to /our-process.');
  const files = [...new Set([PROCESS, REDIRECTS, ...links.map((l) => l.split(':')[0])])].sort();
  // In the order the server wrote them: compared as a set.
  await expect(result.getByRole('list', { name: 'Files changed' }).getByRole('listitem')).toHaveCount(files.length);
  expect((await result.getByRole('list', { name: 'Files changed' }).getByRole('listitem').allInnerTexts()).sort()).toEqual(files);
  await result.getByRole('button', { name: 'Close' }).click();
  await expect(result).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeFocused();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('No problems.');

  expect(changedFiles().sort()).toEqual(files);
  expect(onDisk(PROCESS)).toContain('"route": "/our-process"');
  expect(linksTo('/process')).toEqual([]);
  expect((JSON.parse(onDisk(REDIRECTS)) as { redirects: unknown }).redirects).toEqual([{ from: '/process', to: '/our-process' }]);
  for (const at of links) {
    const [file, line] = at.split(':');
    expect(onDisk(file).split('\n')[Number(line) - 1], at).toContain('"href": "/our-process"');
  }
  validate();

  await page.getByRole('link', { name: 'Changes' }).click();
  for (const file of files) await expect(page.getByRole('region', { name: file })).toBeVisible();
  await expect(page.getByRole('region', { name: 'site.config/site.json' })).toContainText('"href": "/our-process"');
});

test('keeping the links as they are writes nothing, by button or by Escape, and the address stays unsaved', async ({ page }) => {
  const links = linksTo('/process');
  const dialog = await moveProcess(page, '/our-process');
  await expect(dialog).toContainText(`${links.length} links point to /process`);
  // By keyboard: from "Update" to "Keep links as they are".
  await expect(dialog.getByRole('button', { name: /^Update/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Keep links as they are' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The page screen has other live regions (the outline's, the preview's): this is the notice's.
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was saved' })).toContainText(
    `Nothing was saved: ${links.length} links still point to /process`,
  );
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  expect(changedFiles()).toEqual([]);
  expect(linksTo('/process')).toEqual(links);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  expect(changedFiles()).toEqual([]);
  expect(onDisk(PROCESS)).toContain('"route": "/process"');
  validate();
});

test('a new route nothing links to is still asked about: the old address is kept working unless unticked', async ({ page }) => {
  expect(linksTo('/calling-agents')).toEqual([]);
  await page.goto('/');
  await page.getByRole('link', { name: /^\/calling-agents\s/ }).click();
  await page.locator('#root_route').fill('/calling-agent-plans');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Change this page’s address?' });
  await expect(dialog).toContainText('Nothing on the site links to /calling-agents.');
  const keep = dialog.getByRole('checkbox', { name: 'Keep the old address working (redirect /calling-agents to /calling-agent-plans)' });
  await expect(keep).toBeChecked();
  await keep.uncheck();
  await dialog.getByRole('button', { name: 'Change the address' }).click();
  const result = page.getByRole('dialog', { name: 'Address changed' });
  await expect(result).not.toContainText('The old address now sends visitors');
  await result.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(changedFiles()).toEqual(['site.config/pages/calling-agents.json']);
  expect(onDisk('site.config/pages/calling-agents.json')).toContain('"route": "/calling-agent-plans"');
  validate();
});
