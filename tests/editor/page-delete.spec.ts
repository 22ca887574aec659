import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linksTo as linksToOnDisk, resetProject } from './project-copy.ts';

const root = process.env.EDITOR_E2E_ROOT!;
const PROCESS = 'site.config/pages/process.json';
const onDisk = (file: string) => readFileSync(join(root, file), 'utf8');
const linksTo = (route: string) => linksToOnDisk(root, route);
const run = (...args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: 'pipe' });

test.beforeEach(() => resetProject(root));

test('deleting a linked page with a redirect re-points its links, writes the redirect, and the built site sends the old address on', async ({ page }) => {
  test.setTimeout(240_000);
  const links = linksTo('/process');
  expect(links.length).toBeGreaterThan(1);
  await page.goto('/');
  await page.getByRole('button', { name: 'Delete /process' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete /process?' });
  await expect(dialog.getByText(`${links.length} links go to /process. Choose where each goes now:`)).toBeVisible();
  // Each link says where it is, in words and by file.
  await expect(dialog.getByText('Footer › ', { exact: false }).first()).toBeVisible();
  await expect(dialog.getByText('site.config/site.json', { exact: false }).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.modal').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const choices = dialog.locator('.link-list select');
  await expect(choices).toHaveCount(links.length);
  for (const choice of await choices.all()) await choice.selectOption('/about-us');
  await expect(dialog.getByRole('checkbox', { name: 'Redirect the old address /process to' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Page the old address /process redirects to' }).selectOption('/about-us');
  await dialog.getByRole('button', { name: 'Delete the page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted /process. Its address now sends visitors to /about-us.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete /process' })).toHaveCount(0);

  expect(existsSync(join(root, PROCESS))).toBe(false);
  expect(linksTo('/process')).toEqual([]);
  expect((JSON.parse(onDisk('site.config/redirects.json')) as { redirects: unknown }).redirects).toEqual([{ from: '/process', to: '/about-us' }]);
  expect(run('--import', 'tsx', 'cli/validate.ts')).toMatch(/^site\.config is valid/);

  // The built site: the old address's own file sends the visitor on, and the hosts' files say so.
  run('build/launch.mjs');
  expect(onDisk('dist/process.html')).toContain('<meta http-equiv="refresh" content="0; url=/about-us">');
  expect(onDisk('dist/_redirects')).toContain('/process /about-us 301\n');
  expect(onDisk('dist/sitemap.xml')).not.toContain('/process<');
  const port = Number(process.env.E2E_PORT ?? 4173);
  const preview = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { cwd: root, stdio: 'ignore', detached: true });
  try {
    await expect(async () => {
      await page.goto(`http://127.0.0.1:${port}/process`);
      await expect(page).toHaveURL(`http://127.0.0.1:${port}/about-us`);
    }).toPass({ timeout: 30_000 });
  } finally {
    process.kill(-preview.pid!);
  }
});

test('Cancel writes nothing; removing each link and no redirect removes the menu items themselves', async ({ page }) => {
  const links = linksTo('/terms');
  expect(links.length).toBeGreaterThan(0);
  await page.goto('/');
  await page.getByRole('button', { name: 'Delete /terms' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete /terms?' });
  const choices = dialog.locator('.link-list select');
  // The links are listed once the server has found them; the buttons below them move then.
  await expect(choices).toHaveCount(links.length);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(existsSync(join(root, 'site.config/pages/terms.json'))).toBe(true);

  await page.getByRole('button', { name: 'Delete /terms' }).click();
  await expect(choices).toHaveCount(links.length);
  for (const choice of await choices.all()) await choice.selectOption('Remove this link');
  await dialog.getByRole('checkbox', { name: 'Redirect the old address /terms to' }).uncheck();
  await dialog.getByRole('button', { name: 'Delete the page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted /terms.' })).toBeVisible();
  expect(existsSync(join(root, 'site.config/pages/terms.json'))).toBe(false);
  expect(linksTo('/terms')).toEqual([]);
  const site = onDisk('site.config/site.json');
  expect(site).not.toContain('"href": ""');
  expect(site).not.toContain('"label": "Terms and Conditions"');
  expect(site).not.toContain('"label": "Terms"');
  expect(existsSync(join(root, 'site.config/redirects.json')) && onDisk('site.config/redirects.json')).not.toContain('/terms');
  expect(run('--import', 'tsx', 'cli/validate.ts')).toMatch(/^site\.config is valid/);
});
