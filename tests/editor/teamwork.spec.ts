import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetProject } from './project-copy.ts';

const root = process.env.EDITOR_E2E_ROOT!;
const ABOUT = 'site.config/pages/about-us.json';
const onDisk = () => readFileSync(join(root, ABOUT), 'utf8');
const blocksOnDisk = () => (JSON.parse(onDisk()) as { blocks: Array<{ heading?: string }> }).blocks;

test.beforeEach(() => resetProject(root));

/** Changes one block's heading in the file as a text editor would (the first block with a heading after the hero). */
function changeOnDisk(index: number, to: (old: string) => string): string {
  const old = blocksOnDisk()[index].heading!;
  writeFileSync(join(root, ABOUT), onDisk().replace(JSON.stringify(old), JSON.stringify(to(old))));
  return to(old);
}
const secondHeading = () => blocksOnDisk().findIndex((b, i) => i > 0 && typeof b.heading === 'string');

async function openHero(page: Page) {
  await page.goto(`/page?file=${encodeURIComponent(ABOUT)}&block=0`);
  await expect(page.locator('#root_heading')).toBeVisible();
}

test('a change on disk to another block is noticed without Save and merged; saving keeps both', async ({ page }) => {
  await openHero(page);
  await page.locator('#root_heading').fill('Our heading, typed here');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  const theirs = changeOnDisk(secondHeading(), (old) => `EXTERNAL ${old}`);
  await expect(page.getByRole('status').filter({ hasText: 'Changed on disk by another editor: merged 1 change.' })).toBeVisible({ timeout: 2500 });
  // Ctrl+S saves, as in any editor.
  await page.keyboard.press('Control+s');
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(onDisk()).toContain('"heading": "Our heading, typed here"');
  expect(onDisk()).toContain(JSON.stringify(theirs));
});

test('the same field changed both ways is shown side by side, and the person chooses', async ({ page }) => {
  await openHero(page);
  await page.locator('#root_heading').fill('Mine');
  changeOnDisk(0, () => 'Theirs');
  const other = changeOnDisk(secondHeading(), (old) => `EXTERNAL ${old}`);
  const panel = page.getByRole('region', { name: /^Changes to choose between/ });
  await expect(panel).toBeVisible({ timeout: 2500 });
  const choice = panel.getByRole('group', { name: /Hero/ });
  await expect(choice.getByRole('radio', { name: /Yours.*Mine/ })).toBeChecked();
  await expect(choice.getByText('Theirs')).toBeVisible();
  await choice.getByRole('radio', { name: /On disk.*Theirs/ }).check();
  await choice.getByRole('radio', { name: /Yours.*Mine/ }).check();
  await panel.getByRole('button', { name: 'Use these choices' }).click();
  await expect(page.locator('#root_heading')).toHaveValue('Mine');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(blocksOnDisk()[0].heading).toBe('Mine');
  expect(onDisk()).toContain(JSON.stringify(other));
});

test('two tabs keep separate drafts, say so, and a save in one is merged into the other', async ({ context }) => {
  const [a, b] = [await context.newPage(), await context.newPage()];
  await openHero(a);
  await openHero(b);
  for (const tab of [a, b]) await expect(tab.getByText('This page is also open in another tab')).toBeVisible({ timeout: 5000 });
  await a.locator('#root_heading').fill('Heading from tab A');
  await b.goto(`/page?file=${encodeURIComponent(ABOUT)}&block=${secondHeading()}`);
  await b.locator('#root_heading').fill('Second heading from tab B');
  // Each tab's draft is its own: A, reloaded, finds its heading, not B's change.
  await a.reload();
  await expect(a.locator('#root_heading')).toHaveValue('Heading from tab A');
  await a.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(a.getByText('All changes saved')).toBeVisible();
  // B notices A's save and merges it; B's save then keeps A's heading.
  await expect(b.getByRole('status').filter({ hasText: 'Changed on disk by another editor' })).toBeVisible({ timeout: 2500 });
  await b.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(b.getByText('All changes saved')).toBeVisible();
  expect(blocksOnDisk()[0].heading).toBe('Heading from tab A');
  expect(blocksOnDisk()[secondHeading()].heading).toBe('Second heading from tab B');
});
