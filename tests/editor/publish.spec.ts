import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clonesWithEditors, git, type Editor } from './git-clones.ts';

const ABOUT = 'site.config/pages/about-us.json';
const blocksIn = (text: string) => (JSON.parse(text) as { blocks: Array<{ heading?: string }> }).blocks;
const published = (remote: string) => git(remote, 'show', `main:${ABOUT}`);
const secondHeading = (text: string) => blocksIn(text).findIndex((b, i) => i > 0 && typeof b.heading === 'string');

/** Opens a block of About Us in `editor`, types a heading and saves. */
async function saveHeading(page: Page, editor: Editor, block: number, heading: string) {
  await page.goto(`${editor.url}/page?file=${encodeURIComponent(ABOUT)}&block=${block}`);
  await page.locator('#root_heading').fill(heading);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
}

/** Publishes everything on the Changes screen as `name`; returns the screen's answer. */
async function publishAll(page: Page, editor: Editor, name: string) {
  await page.goto(`${editor.url}/changes`);
  const form = page.getByRole('form', { name: 'Publish' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Your email').fill(`${name.toLowerCase()}@example.com`);
  await form.getByRole('button', { name: 'Publish' }).click();
}

test.describe.serial('two people, two clones, one remote (push mode)', () => {
  let setup: Awaited<ReturnType<typeof clonesWithEditors>>;
  test.beforeAll(async () => {
    setup = await clonesWithEditors(2);
  });
  test.afterAll(() => setup?.done());

  test('publishing from the Changes screen pushes one commit with exactly the changed file, described in words', async ({ page }) => {
    const [a] = setup.editors;
    const before = git(setup.remote, 'rev-parse', 'main').trim();
    await saveHeading(page, a, 0, 'Our story, from Ada');
    await page.goto(`${a.url}/changes`);
    await expect(page.getByRole('region', { name: ABOUT })).toContainText('› Hero › Heading:');
    await expect(page.getByRole('region', { name: ABOUT })).toContainText("→ 'Our story, from Ada'");
    await publishAll(page, a, 'Ada');
    await expect(page.getByRole('status')).toContainText('Published to main');
    expect(git(setup.remote, 'rev-list', '--count', `${before}..main`).trim()).toBe('1');
    expect(git(setup.remote, 'show', '--name-only', '--format=%an', 'main').trim().split('\n')).toEqual(['Ada', '', ABOUT]);
    await expect(page.getByText('Nothing to publish')).toBeVisible();
  });

  test('two people change different blocks of one page and both publish: the remote has both', async ({ page }) => {
    const [a, b] = setup.editors;
    git(b.root, 'pull', '-q');
    const block = secondHeading(published(setup.remote));
    await saveHeading(page, a, 0, 'Hero heading from Ada');
    await saveHeading(page, b, block, 'Second heading from Bo');
    await publishAll(page, a, 'Ada');
    await expect(page.getByRole('status')).toContainText('Published to main');
    await publishAll(page, b, 'Bo');
    await expect(page.getByRole('status')).toContainText('together with what others had published');
    const blocks = blocksIn(published(setup.remote));
    expect(blocks[0].heading).toBe('Hero heading from Ada');
    expect(blocks[block].heading).toBe('Second heading from Bo');
  });

  test('both change the same heading: the second sees both values, chooses, and the choice is published', async ({ page }) => {
    const [a, b] = setup.editors;
    await saveHeading(page, a, 0, 'Ada wants this heading');
    await saveHeading(page, b, 0, 'Bo wants this heading');
    await publishAll(page, a, 'Ada');
    await expect(page.getByRole('status')).toContainText('Published to main');
    await publishAll(page, b, 'Bo');
    const clash = page.getByRole('region', { name: /^Changes to choose between: .*about-us\.json/ });
    await expect(clash).toBeVisible();
    await expect(clash.getByRole('radio', { name: /Yours.*Bo wants this heading/ })).toBeVisible();
    await clash.getByRole('radio', { name: /Published.*Ada wants this heading/ }).check();
    await page.getByRole('button', { name: 'Publish with these choices' }).click();
    await expect(page.getByRole('status')).toContainText('Published to main');
    expect(blocksIn(published(setup.remote))[0].heading).toBe('Ada wants this heading');
    // Nothing either of them typed is lost: Bo's version is in the history.
    expect(git(setup.remote, 'log', '--full-history', '--format=%an', '-G', 'Bo wants this heading', 'main', '--', ABOUT).trim()).toContain('Bo');
  });

  test('restoring a page from the history makes a change to publish, without rewriting history', async ({ page }) => {
    const [a] = setup.editors;
    git(a.root, 'pull', '-q');
    const commits = git(a.root, 'rev-list', '--count', 'HEAD').trim();
    await page.goto(`${a.url}/history?file=${encodeURIComponent(ABOUT)}`);
    const oldest = page.getByRole('listitem').filter({ hasText: 'site.config as copied' });
    await oldest.getByRole('button', { name: 'Restore this version of the page' }).click();
    await page.getByRole('alertdialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
    await expect(page).toHaveURL(/\/changes$/);
    await expect(page.getByRole('region', { name: ABOUT })).toBeVisible();
    const first = git(a.root, 'rev-list', '--max-parents=0', 'HEAD').trim();
    expect(readFileSync(join(a.root, ABOUT), 'utf8')).toBe(git(a.root, 'show', `${first}:${ABOUT}`));
    expect(git(a.root, 'rev-list', '--count', 'HEAD').trim()).toBe(commits);
  });
});

test('a remote that refuses the push leaves the change unpublished, and says why', async ({ page }) => {
  const setup = await clonesWithEditors(1);
  try {
    const [a] = setup.editors;
    writeFileSync(join(setup.remote, 'hooks/pre-receive'), '#!/bin/sh\necho "The site is frozen for the launch" >&2\nexit 1\n', { mode: 0o755 });
    const before = git(setup.remote, 'rev-parse', 'main');
    await saveHeading(page, a, 0, 'Refused heading');
    await publishAll(page, a, 'Ada');
    await expect(page.getByRole('alert')).toContainText('not published');
    expect(git(setup.remote, 'rev-parse', 'main')).toBe(before);
    expect(readFileSync(join(a.root, ABOUT), 'utf8')).toContain('Refused heading');
  } finally {
    setup.done();
  }
});

test('review mode pushes the change to a branch of its own and names it', async ({ page }) => {
  const setup = await clonesWithEditors(1, 'review');
  try {
    const [a] = setup.editors;
    await saveHeading(page, a, 0, 'A heading to review');
    await publishAll(page, a, 'Ada');
    const said = page.getByRole('status').filter({ hasText: 'Sent for review on the branch' });
    await expect(said).toBeVisible();
    const branch = /branch (edit\/\S+)\./.exec((await said.textContent()) ?? '')![1];
    expect(blocksIn(git(setup.remote, 'show', `${branch}:${ABOUT}`))[0].heading).toBe('A heading to review');
    expect(blocksIn(published(setup.remote))[0].heading).not.toBe('A heading to review');
  } finally {
    setup.done();
  }
});
