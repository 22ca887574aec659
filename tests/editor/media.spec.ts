import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { resetProject } from './project-copy.ts';

const root = process.env.EDITOR_E2E_ROOT!;
const ABOUT = 'site.config/pages/about-us.json';
const preview = (page: Page) => page.frameLocator('iframe[title="Page preview"]');

test.beforeEach(() => resetProject(root));

/** A picture as a person would have it on their computer: a photo-sized JPEG with a human name. */
async function photo(): Promise<string> {
  const file = join(tmpdir(), 'Team Offsite 2026.JPG');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="#0b1324"/><circle cx="500" cy="500" r="300" fill="#14a090"/><rect x="900" y="300" width="500" height="400" rx="40" fill="#f8fafc"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

/** The built site, served the way a host serves it (/about-us from about-us.html), with the pictures' types. */
async function serveDist(dist: string): Promise<{ server: Server; base: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.css': 'text/css',
    '.js': 'text/javascript',
    '.avif': 'image/avif',
    '.webp': 'image/webp',
    '.jpg': 'image/jpeg',
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = [join(dist, path), join(dist, `${path}.html`)].find((f) => f.startsWith(dist) && existsSync(f) && !f.endsWith('/'));
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('upload a picture with its description, place it in the hero of /about-us, save: the preview shows it and the build serves AVIF and WebP', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/media');
  await page.getByLabel('Picture file (or drop it here)').setInputFiles(await photo());
  await expect(page.getByRole('button', { name: 'Add to library' })).toBeDisabled();
  await page.getByLabel('Describe the picture').fill('Our team at the 2026 offsite');
  await page.getByRole('button', { name: 'Add to library' }).click();
  await expect(page.getByRole('status')).toHaveText("Added “team-offsite-2026.jpg”. Choose it in a page's picture field.");
  const card = page.getByRole('list', { name: 'Pictures' }).getByRole('listitem').filter({ hasText: 'team-offsite-2026.jpg' });
  await expect(card).toContainText('1600 × 1000 pixels');
  // Not placed yet: the validator's warning, marked as such, which stops nothing.
  await expect(card.locator('.media-unused')).toHaveText('Not used "team-offsite-2026.jpg" is not used on any page; delete it in Media or place it.');
  await page.getByLabel('Search by name or description').fill('offsite');
  await expect(card).toBeVisible();

  await page.goto(`/page?file=${encodeURIComponent(ABOUT)}&block=0`);
  await page.locator('#root_image_file').selectOption('team-offsite-2026.jpg');
  // The description given at upload is filled in as the alt text, in the same change.
  await expect(page.locator('#root_image_alt')).toHaveValue('Our team at the 2026 offsite');
  await expect(preview(page).locator('section[data-block-index="0"] img')).toHaveAttribute('src', '/media/team-offsite-2026.jpg');
  await expect
    .poll(() =>
      preview(page)
        .locator('section[data-block-index="0"] img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1600);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(JSON.parse(readFileSync(join(root, ABOUT), 'utf8')).blocks[0].image).toEqual({ file: 'team-offsite-2026.jpg', alt: 'Our team at the 2026 offsite' });

  // Deleting it now is refused, saying where it is used.
  await page.goto('/media');
  await card.getByRole('button', { name: 'Delete' }).click();
  // Asked first like any delete; the server refuses it and says where.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '"team-offsite-2026.jpg" is not deleted: it is used on /about-us (blocks[0].image). Take it out there first.',
  );
  await expect(card.getByRole('link', { name: '/about-us' })).toBeVisible();
  expect(existsSync(join(root, 'site.config/media/team-offsite-2026.jpg'))).toBe(true);
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'pipe' });
  const dist = join(root, 'dist');
  const made = readdirSync(join(dist, 'assets/img')).filter((f) => f.startsWith('team-offsite-2026-'));
  expect(made.filter((f) => f.endsWith('.avif')).length).toBeGreaterThanOrEqual(3);
  expect(made.filter((f) => f.endsWith('.webp')).length).toBeGreaterThanOrEqual(3);
  const { server, base } = await serveDist(dist);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/about-us`);
    const img = page.locator('main section').first().locator('picture img');
    await expect(img).toHaveAttribute('alt', 'Our team at the 2026 offsite');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/assets\/img\/team-offsite-2026-[0-9a-f]{8}-720\.avif$/);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  } finally {
    server.close();
  }
});

/** Adds a picture through the Media screen, as an editor does. */
async function upload(page: Page, file: string, description: string) {
  await page.goto('/media');
  await page.getByLabel('Picture file (or drop it here)').setInputFiles(file);
  await page.getByLabel('Describe the picture').fill(description);
  await page.getByRole('button', { name: 'Add to library' }).click();
  await expect(page.getByRole('status')).toContainText('Added');
}

const naturalWidth = (img: ReturnType<Page['locator']>) => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth);

test('the library and the pickers show thumbnails made on the server; a picked picture brings its upload description as an alt text that stays editable', async ({
  page,
}) => {
  await upload(page, await photo(), 'Our team at the 2026 offsite');
  const card = page.getByRole('list', { name: 'Pictures' }).getByRole('listitem').filter({ hasText: 'team-offsite-2026.jpg' });
  const thumb = card.locator('img');
  await expect(thumb).toHaveAttribute('src', '/media-thumb/team-offsite-2026.jpg');
  // 320 pixels wide, not the 1600 of the original.
  await expect.poll(() => naturalWidth(thumb)).toBe(320);
  const served = await page.request.get('/media-thumb/team-offsite-2026.jpg');
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/webp']);
  expect((await served.body()).length).toBeLessThan(readFileSync(join(root, 'site.config/media/team-offsite-2026.jpg')).length / 4);

  await page.goto(`/page?file=${encodeURIComponent(ABOUT)}&block=0`);
  const alt = page.locator('#root_image_alt');
  await page.locator('#root_image_file').selectOption('team-offsite-2026.jpg');
  await expect(alt).toHaveValue('Our team at the 2026 offsite');
  await expect.poll(() => naturalWidth(page.locator('.media-picker img.media-thumb'))).toBe(320);
  await expect(page.locator('.media-picker img.media-thumb')).toHaveAttribute('src', '/media-thumb/team-offsite-2026.jpg');

  // The editor's own words stay, even when another picture is chosen.
  await alt.fill('The whole team on the lawn at the offsite');
  const other = readdirSync(join(root, 'site.config/media')).find((f) => f.endsWith('.jpg') && f !== 'team-offsite-2026.jpg')!;
  await page.locator('#root_image_file').selectOption(other);
  await expect(alt).toHaveValue('The whole team on the lawn at the offsite');
});

test('an SVG is refused at upload, and nothing is added', async ({ page }) => {
  await page.goto('/media');
  await page.getByLabel('Picture file (or drop it here)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
  });
  await page.getByLabel('It only decorates (nothing to describe)').check();
  await page.getByRole('button', { name: 'Add to library' }).click();
  await expect(page.getByRole('alert')).toHaveText('SVG drawings are not accepted: they can carry scripts. Export the drawing as PNG and upload that.');
  expect(existsSync(join(root, 'site.config/media/logo.png'))).toBe(false);
});

test('deleting a picture asks first: Cancel keeps it, Delete removes it and its description', async ({ page }) => {
  await page.goto('/media');
  await page.getByLabel('Picture file (or drop it here)').setInputFiles(await photo());
  await page.getByLabel('Describe the picture').fill('Our team at the 2026 offsite');
  await page.getByRole('button', { name: 'Add to library' }).click();
  const card = page.getByRole('list', { name: 'Pictures' }).getByRole('listitem').filter({ hasText: 'team-offsite-2026.jpg' });
  const file = join(root, 'site.config/media/team-offsite-2026.jpg');
  await expect(card).toContainText('Not used');

  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete “team-offsite-2026.jpg”?' });
  await expect(dialog).toContainText('the editor cannot bring it back');
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that asked.
  await expect(card.getByRole('button', { name: 'Delete' })).toBeFocused();
  expect(existsSync(file)).toBe(true);

  await card.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted “team-offsite-2026.jpg”.');
  // Its card is gone: the keyboard's focus goes to what happened, not to the top of the page.
  await expect(page.getByRole('status')).toBeFocused();
  await expect(card).toHaveCount(0);
  expect(existsSync(file)).toBe(false);
  const alts = join(root, 'site.config/media/alt-text.json');
  expect(existsSync(alts) ? readFileSync(alts, 'utf8') : '').not.toContain('team-offsite-2026.jpg');
});

test('a picture on many pages: its card names the first three and counts the rest, its details read every place only when opened, and a refused delete says the same', async ({
  page,
}) => {
  // Five more pages with the automotive hero: its picture is then on six.
  const source = readFileSync(join(root, 'site.config/pages/industries/automotive.json'), 'utf8');
  mkdirSync(join(root, 'site.config/pages/copies'));
  for (let i = 1; i <= 5; i++)
    writeFileSync(join(root, `site.config/pages/copies/copy-${i}.json`), source.replace('"route": "/industries/automotive"', `"route": "/copies/copy-${i}"`));
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/media/uses') && asked.push(new URL(r.url()).search));

  await page.goto('/media');
  const card = page.getByRole('list', { name: 'Pictures' }).getByRole('listitem').filter({ hasText: 'automotive-showroom.jpg' });
  await expect(card.getByRole('link')).toHaveText(['/copies/copy-1', '/copies/copy-2', '/copies/copy-3']);
  await expect(card).toContainText('and 3 more places');
  // Searching reads names and descriptions, never where a picture is used.
  await page.getByLabel('Search by name or description').fill('teal car');
  await expect(
    page
      .getByRole('list', { name: 'Pictures' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') }),
  ).toHaveCount(1);
  expect(asked).toEqual([]);

  await card.getByText('Where it is used (6)').click();
  const every = card.getByRole('list', { name: 'Every place automotive-showroom.jpg is used' });
  await expect(every.getByRole('listitem')).toHaveText([
    '/copies/copy-1 (blocks[0].image)',
    '/copies/copy-2 (blocks[0].image)',
    '/copies/copy-3 (blocks[0].image)',
    '/copies/copy-4 (blocks[0].image)',
    '/copies/copy-5 (blocks[0].image)',
    '/industries/automotive (blocks[0].image)',
  ]);
  expect(asked).toEqual(['?name=automotive-showroom.jpg']);
  await every.getByRole('link', { name: '/industries/automotive' }).click();
  await expect(page).toHaveURL(/\/page\?file=site\.config%2Fpages%2Findustries%2Fautomotive\.json/);

  await page.goto('/media');
  await card.getByRole('button', { name: 'Delete' }).click();
  // Asked first like any delete; the server refuses it and says where.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '"automotive-showroom.jpg" is not deleted: it is used on /copies/copy-1 (blocks[0].image), /copies/copy-2 (blocks[0].image), /copies/copy-3 (blocks[0].image) and 3 more places. Take it out there first.',
  );
  expect(existsSync(join(root, 'site.config/media/automotive-showroom.jpg'))).toBe(true);
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
