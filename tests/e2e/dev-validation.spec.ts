import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { contentVersion } from '../../validator/content-version.ts';

// The dev server validates site.config on every save: errors go to the terminal and the
// browser overlay, and a fix clears them. This runs a real dev server on a copy of a fixture.
test.describe.configure({ mode: 'serial' });

let server: ViteDevServer;
let dir: string;
const port = 5198;
const pageFile = () => join(dir, 'pages', 'home.json');

test.beforeAll(async () => {
  const root = process.cwd();
  dir = mkdtempSync(join(root, 'tests', '.tmp-dev-'));
  cpSync(join(root, 'tests/fixtures/base-config'), dir, { recursive: true });
  for (const f of ['site.json', 'pages/home.json', 'pages/about.json', 'pages/not-found.json', 'forms/footer-demo.json', 'plans/starter.json']) {
    const file = join(dir, f);
    const depth = relative(root, file).split('/').length - 1;
    const kind = f === 'site.json' ? 'site' : f.split('/')[0].replace(/s$/, '');
    const schema = `"$schema": "${'../'.repeat(depth)}schema/${kind}.schema.json", "version": ${contentVersion()}`;
    const text = readFileSync(file, 'utf8').replace(/"\$schema": "[^"]+"/, schema);
    writeFileSync(file, text);
  }
  process.env.SITE_CONFIG_DIR = relative(root, dir);
  server = await createServer({ configFile: join(root, 'vite.config.ts'), server: { port, strictPort: true }, logLevel: 'silent' });
  await server.listen();
});

test.afterAll(async () => {
  await server?.close();
  delete process.env.SITE_CONFIG_DIR;
  rmSync(dir, { recursive: true, force: true });
});

test('a broken page file is reported in the browser with file, line and field, and a fix clears it', async ({ page }) => {
  await page.goto(`http://localhost:${port}/about-us`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the fixture');

  const good = readFileSync(pageFile(), 'utf8');
  writeFileSync(pageFile(), good.replace('"type": "hero"', '"type": "heroo"'));
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toBeAttached({ timeout: 15_000 });
  const text = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '');
  expect(text).toContain('pages/home.json:');
  expect(text).toContain('Unknown block type "heroo".');
  expect(text).toContain('Did you mean "hero"?');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('site.config has 1 problem');
  await expect(page.getByText('Unknown block type "heroo".')).toBeVisible();

  writeFileSync(pageFile(), good);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the fixture', { timeout: 15_000 });
  await expect(overlay).not.toBeAttached();
});
