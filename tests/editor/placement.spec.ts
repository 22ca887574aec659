import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetProject } from './project-copy.ts';

const root = process.env.EDITOR_E2E_ROOT!;
const ABOUT = 'site.config/pages/about-us.json';
const SHOTS = process.env.PLACEMENT_SHOTS;

test.beforeEach(() => resetProject(root));

async function openPalette(page: Page, route: RegExp) {
  await page.goto('/');
  await page.getByRole('link', { name: route }).first().click();
  await expect(page.getByRole('navigation', { name: 'Page outline' })).toBeVisible();
  await page.getByRole('button', { name: /^Add block/ }).click();
  return page.getByRole('dialog', { name: /^Add block/ });
}

/** A palette entry that cannot go here: shown, greyed out, with the reason in words. */
const expectRefused = async (entry: ReturnType<Page['getByRole']>, why: string) => {
  await expect(entry).toHaveAttribute('aria-disabled', 'true');
  await expect(entry).toContainText(`Not here: ${why}`);
};

test('the palette on /about-us offers no second hero, thank-you or not-found block, and says why', async ({ page }) => {
  const palette = await openPalette(page, /\/about-us/);
  const entry = (name: RegExp) => palette.getByRole('row', { name });
  await expectRefused(entry(/^Hero/), 'A page has one hero, and it opens the page.');
  await expectRefused(entry(/^Thank you/), 'The thank-you block goes only on a page shown after a payment, once.');
  await expectRefused(entry(/^Not found/), 'The not-found block goes only on the not-found page, once.');
  await expect(entry(/^Voice widget/)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(entry(/^Call to action/)).not.toHaveAttribute('aria-disabled', 'true');
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await entry(/^Hero/).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `palette-${width}.png`) });
    }
  }
});

test('the palette on the thank-you page offers no second thank-you block', async ({ page }) => {
  const palette = await openPalette(page, /\/thank-you/);
  await expectRefused(palette.getByRole('row', { name: /^Thank you/ }), 'The thank-you block goes only on a page shown after a payment, once.');
});

test('a new block starts with empty texts, the example as placeholder, and is saved only once written', async ({ page }) => {
  const palette = await openPalette(page, /\/about-us/);
  await palette.getByRole('row', { name: /^FAQ/ }).click();
  const question = page.locator('#root_items_0_question');
  await expect(question).toHaveValue('');
  await expect(question).toHaveAttribute('placeholder', 'For example: How long does a typical rollout take?');
  if (SHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await question.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `new-faq-${width}.png`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(readFileSync(join(root, ABOUT), 'utf8')).not.toContain('"type": "faq"');
  await page.locator('#root_heading').fill('Questions about working with us');
  await question.fill('Where is your team based?');
  await page.locator('#root_items_0_answer_0').fill('In Mumbai and Dubai.');
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('No problems.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(readFileSync(join(root, ABOUT), 'utf8')).toContain('"question": "Where is your team based?"');
  execFileSync('npx', ['tsx', 'cli/validate.ts'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
});
