import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { longPage } from '../fixtures/hostile/corpus.ts';
import { resetProject } from './project-copy.ts';

const root = process.env.EDITOR_E2E_ROOT!;
const config = join(root, 'site.config');

test.beforeEach(() => resetProject(root));
// git clean leaves what is not a file or a link (a named pipe): the next tests must not meet it.
test.afterEach(() => rmSync(join(config, 'pages/pipe.json'), { force: true }));

test('a device link and a named pipe in site.config/: every screen answers and names both', async ({ page }) => {
  symlinkSync('/dev/zero', join(config, 'plans/x.json'));
  execFileSync('mkfifo', [join(config, 'pages/pipe.json')]);

  await page.goto('/');
  await expect(page.getByRole('link', { name: /\/about-us/ })).toBeVisible();
  const siteProblems = page.getByRole('region', { name: 'Problems in the site' });
  await expect(siteProblems).toContainText('site.config/plans/x.json');
  await expect(siteProblems).toContainText('site.config/pages/pipe.json');

  // A page with plan pickers asks for the plans' ids (/api/refs) as it opens.
  await page.getByRole('link', { name: /\/calling-agents/ }).click();
  await expect(page.getByRole('navigation', { name: 'Page outline' })).toBeVisible();
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText('plans/x.json');
  await expect(problems).toContainText('pages/pipe.json');

  await page.getByRole('link', { name: 'Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Changes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'site.config/plans/x.json' })).toBeVisible();
});

// How long such a save takes is measured by `npm run bench:editor` (scaling: one field saved on
// pages of 100 to 2,000 blocks): a time limit here failed on a loaded machine, not on slow code.
test('a one-field save of an 800-block page from the editor writes that one line and leaves the rest of the file as it was', async ({ page }) => {
  const file = 'site.config/pages/long-page.json';
  writeFileSync(join(root, file), longPage(800));
  await page.goto(`/page?file=${encodeURIComponent(file)}&block=400`);
  const heading = page.locator('#root_heading');
  await expect(heading).toHaveValue('Section 400');
  await heading.fill('Section 400, renamed');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Page preview"]').getByText('Section 400, renamed')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  // One heading changed: one line of the 0.4 MB file, the rest as it was.
  const after = readFileSync(join(root, file), 'utf8').split('\n');
  const before = longPage(800).split('\n');
  expect(after.length).toBe(before.length);
  expect(after.filter((line, i) => line !== before[i])).toEqual(['      "heading": "Section 400, renamed",']);
});

test("the preview's server answers only the editor's own pages, and never serves the leads", async ({ request }) => {
  mkdirSync(join(root, '.leads'), { recursive: true });
  writeFileSync(join(root, '.leads/crm.jsonl'), '{"email":"visitor@example.com"}\n');
  try {
    expect((await request.get('/.leads/crm.jsonl')).status()).toBe(404);
    expect((await request.get('/site.config/site.json')).status()).toBe(404);
    const foreign = await request.get('/renderer/client/main.ts', {
      headers: { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'cors' },
    });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
  } finally {
    rmSync(join(root, '.leads'), { recursive: true, force: true });
  }
});
