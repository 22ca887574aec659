import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetProject } from './project-copy.ts';

const root = process.env.EDITOR_E2E_ROOT!;
const ABOUT = 'site.config/pages/about-us.json';
const typesOnDisk = () => (JSON.parse(readFileSync(join(root, ABOUT), 'utf8')) as { blocks: { type: string }[] }).blocks.map((b) => b.type);

test.beforeEach(() => resetProject(root));

async function openAboutUs(page: Page, block = 0) {
  await page.goto(`/page?file=${ABOUT}&block=${block}`);
  await expect(blocksList(page).getByRole('row').first()).toBeVisible();
}
const blocksList = (page: Page) => page.getByRole('grid', { name: 'Blocks' });
const kinds = (page: Page) => blocksList(page).locator('.kind').allTextContents();
const save = async (page: Page) => {
  await page.keyboard.press('Control+s');
  await expect(page.getByText('All changes saved')).toBeVisible();
};

test('drag a block with the mouse: the insertion line shows, the saved file has the new order, one undo restores it', async ({ page }) => {
  await openAboutUs(page);
  const before = await kinds(page);
  expect(before.slice(0, 3)).toEqual(['Hero', 'Stats', 'Rich text']);
  const rows = blocksList(page).getByRole('row');
  // The hero opens the page (its placement rule): dropped below Rich text, it stays where it is.
  const target = await rows.nth(2).boundingBox();
  await rows.nth(0).hover();
  await page.mouse.down();
  await page.mouse.move(target!.x + 40, target!.y + target!.height * 0.75, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => kinds(page)).toEqual(before);
  // Stats dropped on the lower half of Rich text: it lands after it.
  await rows.nth(1).hover();
  await page.mouse.down();
  await page.mouse.move(target!.x + 40, target!.y + target!.height * 0.75, { steps: 8 });
  await expect(blocksList(page).locator('.drop-line[data-drop-target]')).toHaveCount(1);
  await page.mouse.up();
  await expect.poll(() => kinds(page)).toEqual(['Hero', 'Rich text', 'Stats', ...before.slice(3)]);
  await save(page);
  expect(typesOnDisk().slice(0, 3)).toEqual(['hero', 'richText', 'stats']);
  await page.keyboard.press('Control+z');
  await expect.poll(() => kinds(page)).toEqual(before);
  await save(page);
  expect(typesOnDisk().slice(0, 3)).toEqual(['hero', 'stats', 'richText']);
});

test('drag a block with the keyboard: Enter on its handle, arrows, Enter; one undo restores it', async ({ page }) => {
  await openAboutUs(page);
  const before = await kinds(page);
  // The row, then → to its handle: Enter picks Stats up.
  await blocksList(page)
    .getByRole('row', { name: /^Stats/ })
    .click();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Drag Stats/);
  await page.keyboard.press('Enter');
  // The first place offered is where it is; one arrow further is after Rich text.
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Insert between Stats .* and Rich text/);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Insert between Rich text .* and Card grid/);
  await page.keyboard.press('Enter');
  await expect.poll(() => kinds(page)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  await save(page);
  expect(typesOnDisk().slice(0, 3)).toEqual(['hero', 'richText', 'stats']);
  await page.keyboard.press('Control+z');
  await expect.poll(() => kinds(page)).toEqual(before);
});

test('a keyboard move skips the places the rules refuse, says each step, and Escape puts the block back', async ({ page }) => {
  await openAboutUs(page);
  const before = await kinds(page);
  await blocksList(page)
    .getByRole('row', { name: /^Stats/ })
    .click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(blocksList(page).locator('.outline-row.is-moving')).toHaveCount(1);
  await expect(page.locator('.move-line')).toBeVisible();
  // Home: the first place allowed is below the hero (it opens the page), which is where Stats is.
  await page.keyboard.press('Home');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Insert between Hero .* and Stats/);
  const said = page.locator('.move-said');
  await expect(said).toHaveText(/^Insert between Hero .* and Stats/);
  await page.keyboard.press('End');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Insert after /);
  await page.keyboard.press('Escape');
  await expect(said).toHaveText(/^Move of Stats .* cancelled\.$/);
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Drag Stats/);
  await expect(blocksList(page).locator('.outline-row.is-moving')).toHaveCount(0);
  expect(await kinds(page)).toEqual(before);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('moves by buttons and Alt+arrows keep the placement rules: never-allowed moves are off with the reason, a refused one is said', async ({ page }) => {
  await openAboutUs(page, 0);
  const before = await kinds(page);
  const actions = page.getByRole('group', { name: 'Block actions' });
  const rule = 'A page has one hero, and it opens the page.';
  // The hero opens the page: moving it down is never allowed, and the button says why.
  const down = actions.getByRole('button', { name: 'Move block down' });
  await expect(down).toBeDisabled();
  await expect(down).toHaveAccessibleDescription(`It cannot move down: ${rule}`);
  await expect(page.getByText(`It cannot move down: ${rule}`)).toBeVisible();
  // Alt+↓ on the hero's row: refused, said in the outline's live region, the order unchanged.
  const said = page.getByRole('navigation', { name: 'Page outline' }).getByRole('status');
  await blocksList(page).getByRole('row', { name: /^Hero/ }).click();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(said).toHaveText(`Hero stays where it is: ${rule}`);
  expect(await kinds(page)).toEqual(before);
  // Stats cannot go above the hero, but it can go down.
  await blocksList(page)
    .getByRole('row', { name: /^Stats/ })
    .click();
  await expect(actions.getByRole('button', { name: 'Move block up' })).toBeDisabled();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(said).toHaveText(`Stats stays where it is: ${rule}`);
  await actions.getByRole('button', { name: 'Move block down' }).click();
  await expect.poll(() => kinds(page)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  await expect(said).toHaveText('');
  await expect(page).toHaveURL(/block=2/);
  await save(page);
  expect(typesOnDisk().slice(0, 3)).toEqual(['hero', 'richText', 'stats']);
});

test('the move buttons follow the placement rules when they arrive after the page', async ({ page }) => {
  // The schemas (and so the rules) answered late, as on a loaded machine: the page is shown first.
  await page.route('**/api/schemas', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(`/page?file=${ABOUT}&block=0`);
  const actions = page.getByRole('group', { name: 'Block actions' });
  await expect(actions.getByRole('button', { name: 'Move block down' })).toBeDisabled();
  await expect(page.getByText('It cannot move down: A page has one hero, and it opens the page.')).toBeVisible();
});

test('the palette: opened at a named place, searched by name, Escape closes it and the focus goes back', async ({ page }) => {
  await openAboutUs(page, 0);
  const add = page.getByRole('button', { name: 'Add block below Hero' });
  await add.click();
  const palette = page.getByRole('dialog', { name: 'Add block below Hero' });
  await expect(palette.getByRole('searchbox', { name: 'Search blocks' })).toBeFocused();
  await expect(palette.getByRole('region', { name: 'Pricing' })).toBeVisible();
  // The hero's picture has its dark tone's white heading (a rule of a variant, "[.tone-dark_&]:text-white").
  await expect(page.frameLocator('iframe[title="Hero example"]').locator('h1')).toHaveCSS('color', 'rgb(255, 255, 255)', { timeout: 30_000 });
  await palette.getByRole('searchbox').fill('frequently asked');
  await expect(palette.getByRole('row')).toHaveCount(1);
  await expect(palette.getByRole('row')).toContainText('FAQ');
  // Every entry shows its picture, drawn by the site's renderer from the schema's example.
  const picture = palette.locator('.block-picture iframe');
  // The first request after a start draws every block through the renderer: slower than the rest.
  await expect(picture).toHaveCount(1, { timeout: 30_000 });
  await expect(page.frameLocator('.block-picture iframe').locator('section[data-block="faq"]')).toBeAttached();
  // Styled from its first paint: the site's styles are in the picture itself, and no script loads anything later.
  const look = await page
    .frameLocator('.block-picture iframe')
    .locator('section[data-block="faq"] summary')
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { scripts: el.ownerDocument.scripts.length, font: style.fontFamily, display: style.display, padding: style.paddingTop };
    });
  // global.css (the font) and the question's utilities ("flex … py-5").
  expect(look).toEqual({ scripts: 0, font: expect.stringMatching(/^Inter/), display: 'flex', padding: '20px' });
  await palette.getByRole('searchbox').fill('podcast');
  await expect(palette.getByRole('status')).toContainText('No block matches');
  // The first Escape empties the search, the second closes the palette.
  await page.keyboard.press('Escape');
  await expect(palette.getByRole('searchbox')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await expect(add).toBeFocused();
  // A click adds the block below the selected one.
  await add.click();
  await page.getByRole('dialog').getByRole('searchbox').fill('faq');
  await page.getByRole('dialog').getByRole('row', { name: /FAQ/ }).click();
  await expect.poll(async () => (await kinds(page))[1]).toBe('FAQ');
  await expect(page).toHaveURL(/block=1/);
});

test('drop a palette entry between two blocks adds it there', async ({ page }) => {
  await openAboutUs(page, 0);
  const before = await kinds(page);
  await page.getByRole('button', { name: /^Add block/ }).click();
  const palette = page.getByRole('dialog', { name: /^Add block/ });
  await palette.getByRole('searchbox').fill('call to action');
  const entry = palette.getByRole('row', { name: /Call to action/ });
  const rows = blocksList(page).getByRole('row');
  const target = await rows.nth(1).boundingBox();
  await entry.hover();
  await page.mouse.down();
  await page.mouse.move(target!.x + 40, target!.y + target!.height * 0.8, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => kinds(page)).toEqual([before[0], before[1], 'Call to action', ...before.slice(2)]);
  // The fields follow the selection in a deferred render: until it lands they are still the hero's, with the same ids.
  await expect(page.getByRole('heading', { name: /^Call to action block 3 of/ })).toBeVisible();
  // A new block's texts start empty (the example is their placeholder): written before the save.
  await page.locator('#root_heading').fill('Ready to talk?');
  await page.locator('#root_actions_0_label').fill('Talk to us');
  await page.locator('#root_actions_0_href').fill('/request-demo');
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('No problems.');
  await save(page);
  expect(typesOnDisk()[2]).toBe('cta');
});

test('a block with a problem stays in the preview as a marker with its message; the rest of the page and new blocks still show', async ({ page }) => {
  await openAboutUs(page, 0);
  const preview = page.frameLocator('iframe[title="Page preview"]');
  await page.locator('#root_heading').fill('');
  const marker = preview.locator('section[data-editor-error]');
  await expect(marker).toContainText('Hero (block 1)');
  await expect(marker.locator('li').first()).not.toBeEmpty();
  // Its place is kept: the marker is the first section, the frame is on it, the stats follow.
  await expect(preview.locator('section[data-block-index="0"]')).toHaveAttribute('data-editor-error', '');
  await expect(preview.locator('section[data-block-index="0"]')).toHaveAttribute('data-editor-selected', '');
  await expect(preview.locator('section[data-block-index="1"]')).toHaveAttribute('data-block', 'stats');
  // A block added while the page has a problem appears at once.
  await page.getByRole('button', { name: /^Add block/ }).click();
  await page.getByRole('dialog').getByRole('searchbox').fill('faq');
  await page.getByRole('dialog').getByRole('row', { name: /FAQ/ }).click();
  await expect(preview.locator('section[data-block-index="1"]')).toHaveAttribute('data-block', 'faq');
  await expect(preview.locator('section[data-block-index="1"]')).toHaveAttribute('data-editor-selected', '');
  await expect(preview.locator('section[data-block-index="0"]')).toHaveAttribute('data-editor-error', '');
  await expect(page.getByText('(last valid version)')).toHaveCount(0);
});

test('type the hero heading in the preview: the form follows, Ctrl+S saves it, one undo takes the typing back', async ({ page }) => {
  await openAboutUs(page, 1);
  const preview = page.frameLocator('iframe[title="Page preview"]');
  const h1 = preview.locator('h1');
  const original = (await h1.textContent())!;
  await h1.click();
  // The click selects the hero and makes its heading editable in place.
  await expect(page).toHaveURL(/block=0/);
  await expect(h1).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' today');
  await expect(page.locator('#root_heading')).toHaveValue(`${original} today`);
  await expect(h1).toHaveText(`${original} today`);
  // Ctrl+S typed in the preview saves, as it does anywhere in the editor.
  await page.keyboard.press('Control+s');
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(JSON.parse(readFileSync(join(root, ABOUT), 'utf8')).blocks[0].heading).toBe(`${original} today`);
  // Enter ends the typing; one undo takes back the whole word.
  await page.keyboard.press('Enter');
  await expect(h1).not.toHaveAttribute('contenteditable');
  await page.keyboard.press('Control+z');
  await expect(page.locator('#root_heading')).toHaveValue(original);
  await expect(h1).toHaveText(original);
});

test('focus mode shows the preview alone, the split is resized by keyboard, and a skip link jumps over the preview', async ({ page }) => {
  await openAboutUs(page, 0);
  const form = page.getByRole('region', { name: /fields/ });
  const splitter = page.getByRole('separator', { name: 'Width of the form beside the preview' });
  const before = (await form.boundingBox())!.width;
  await splitter.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await form.boundingBox())!.width).toBeGreaterThan(before + 40);
  await page.getByRole('button', { name: 'Focus mode' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Page outline' })).toBeHidden();
  const frame = page.locator('iframe[title="Page preview"]');
  expect((await frame.boundingBox())!.width).toBeGreaterThan(1300);
  await page.getByRole('button', { name: 'Focus mode' }).click();
  await expect(form).toBeVisible();
  await page.getByRole('button', { name: 'Skip the preview' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('End of the preview')).toBeFocused();
});

test('axe finds no serious violation with the palette open or while typing in the preview', async ({ page }) => {
  const serious = async () => {
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await openAboutUs(page, 0);
  await page.getByRole('button', { name: /^Add block/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: /^Add block/ })
      .getByRole('row')
      .first(),
  ).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.keyboard.press('Escape');
  await page.frameLocator('iframe[title="Page preview"]').locator('h1').click();
  await expect(page.getByText(/typing in the page/)).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('in the preview: drag the selected block by its handle, and drop a palette entry between two blocks', async ({ page }) => {
  // Tall enough for the hero and the stats to be in view together (a drag does not scroll the preview).
  await page.setViewportSize({ width: 1440, height: 1600 });
  await openAboutUs(page, 0);
  const before = await kinds(page);
  const preview = page.frameLocator('iframe[title="Page preview"]');
  const handle = preview.getByText('⠿ Drag');
  await expect(handle).toBeVisible();
  // The hero dropped on the lower half of the stats: the placement rules keep it on top, and say why.
  const statsSection = preview.locator('section[data-block-index="1"]');
  const dragTo = async (y: (box: { y: number; height: number }) => number) => {
    await handle.hover();
    await page.mouse.down();
    // Measured during the drag, and once more before the drop: the preview's layout may still settle.
    for (let i = 0; i < 2; i++) {
      const stats = (await statsSection.boundingBox())!;
      await page.mouse.move(stats.x + 100, y(stats), { steps: 8 });
    }
    await expect(statsSection).toBeInViewport();
    await page.mouse.up();
  };
  await dragTo((stats) => stats.y + stats.height * 0.8);
  await expect(page.getByRole('navigation', { name: 'Page outline' }).getByRole('status')).toHaveText(
    'Hero stays where it is: A page has one hero, and it opens the page.',
  );
  expect(await kinds(page)).toEqual(before);
  // Rich text, selected, dropped on the upper half of the stats: it lands before them.
  await blocksList(page)
    .getByRole('row', { name: /^Rich text/ })
    .first()
    .click();
  await expect(preview.locator('section[data-block-index="2"][data-editor-selected]')).toBeAttached();
  await dragTo((stats) => stats.y + 10);
  await expect.poll(() => kinds(page)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  await page.keyboard.press('Control+z');
  await expect.poll(() => kinds(page)).toEqual(before);
  // A palette entry dropped on the top half of the stats goes just before them.
  await page.getByRole('button', { name: /^Add block/ }).click();
  await page.getByRole('dialog').getByRole('searchbox').fill('faq');
  const entry = page.getByRole('dialog').getByRole('row', { name: /FAQ/ });
  const target = (await preview.locator('section[data-block-index="1"]').boundingBox())!;
  await entry.hover();
  await page.mouse.down();
  await page.mouse.move(target.x + 600, target.y + 10, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => kinds(page)).toEqual([before[0], 'FAQ', ...before.slice(1)]);
});
