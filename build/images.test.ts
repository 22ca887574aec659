import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildImages, pruneImages, sharpVersion, takeCached, UNUSED_MS } from './images.ts';

const root = mkdtempSync(join(tmpdir(), 'build-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A config folder whose site.json names `used` (an image field) and whose media folder holds `pictures`. */
async function configWith(name: string, pictures: Record<string, Buffer>, used: string[]) {
  const config = join(root, name);
  mkdirSync(join(config, 'media'), { recursive: true });
  mkdirSync(join(config, 'pages'), { recursive: true });
  for (const [file, bytes] of Object.entries(pictures)) writeFileSync(join(config, 'media', file), bytes);
  writeFileSync(join(config, 'site.json'), JSON.stringify({ shareImage: { file: used[0], alt: 'A card' } }));
  for (const [i, file] of used.slice(1).entries())
    writeFileSync(join(config, 'pages', `p${i}.json`), JSON.stringify({ blocks: [{ image: { file, alt: 'x' } }] }));
  return config;
}

const drawn = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="300" cy="200" r="180" fill="#e52"/></svg>`),
      },
    ])
    .png()
    .toBuffer();

describe('buildImages', () => {
  it("keys the cache by sharp's version, read without loading sharp: the version sharp itself reports", () => {
    expect(sharpVersion()).toBe(sharp.versions.sharp);
  });

  it("makes AVIF, WebP and the original's format at each width up to the picture's own, then takes them from the cache", async () => {
    // The link preview's picture and a hero's: the widths of those two places.
    const config = await configWith('site.config', { 'Team Photo.png': await drawn(1000, 500, '#14a090'), 'notes.png': Buffer.from('not a picture') }, [
      'Team Photo.png',
      'Team Photo.png',
    ]);

    const first = await buildImages(config, join(root, 'dist1'), root);
    expect(first.made).toBe(1);
    // Not a picture: left out here, refused by the validator where a page uses it.
    expect(Object.keys(first.media)).toEqual(['Team Photo.png']);
    const entry = first.media['Team Photo.png'];
    expect([entry.format, entry.width, entry.height]).toEqual(['png', 1000, 500]);
    // Its places' widths up to its own (renderer/images/slots.ts: share 1280, hero 720/960/1280), then its own; no logo's 96 or 160.
    expect([...new Set(entry.variants!.map((v) => v.width))]).toEqual([720, 960, 1000]);
    expect([...new Set(entry.variants!.map((v) => v.format))]).toEqual(['avif', 'webp', 'png']);
    for (const v of entry.variants!) {
      expect(v.url).toMatch(/^\/assets\/img\/team-photo-[0-9a-f]{8}-\d+\.(avif|webp|png)$/);
      expect(existsSync(join(root, 'dist1', v.url))).toBe(true);
    }
    const avif = await sharp(join(root, 'dist1', entry.variants!.find((v) => v.format === 'avif' && v.width === 720)!.url)).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 720, 360]);

    const second = await buildImages(config, join(root, 'dist2'), root);
    expect(second.made).toBe(0);
    expect(second.media).toEqual(first.media);
    expect(second.files.every((f) => existsSync(join(root, 'dist2', f)))).toBe(true);
  });

  it('encodes only the pictures the site names, in its settings or its pages', async () => {
    const [a, b, c] = await Promise.all(['#204060', '#604020', '#206040'].map((colour) => drawn(640, 400, colour)));
    const config = await configWith('used-only', { 'share.png': a, 'hero.png': b, 'unplaced.png': c }, ['share.png', 'hero.png']);
    const built = await buildImages(config, join(root, 'dist-used'), root);
    expect(Object.keys(built.media).sort()).toEqual(['hero.png', 'share.png']);
    expect(built.made).toBe(2);
    expect(built.files.some((f) => f.includes('unplaced'))).toBe(false);
  });

  it('makes the same bytes as encoding each format from the picture itself (one decode and resize per width, shared by the formats)', async () => {
    // Turned by its EXIF orientation, so the shared pixels are the upright ones.
    const photo = await sharp(await drawn(900, 600, '#305070'))
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const config = await configWith('same-bytes', { 'photo.jpg': photo }, ['photo.jpg']);
    // Also in a card (480 and 720 wide): one width below its own.
    writeFileSync(join(config, 'pages', 'cards.json'), JSON.stringify({ blocks: [{ cards: [{ image: { file: 'photo.jpg', alt: 'x' } }] }] }));
    const built = await buildImages(config, join(root, 'dist-same'), root);
    const variants = built.media['photo.jpg'].variants!;
    expect([built.media['photo.jpg'].width, built.media['photo.jpg'].height]).toEqual([600, 900]);
    expect(variants.map((v) => `${v.format} ${v.width}`)).toEqual(['avif 480', 'webp 480', 'jpeg 480', 'avif 600', 'webp 600', 'jpeg 600']);
    const settings = { avif: { quality: 50, effort: 2 }, webp: { quality: 75, effort: 4 }, jpeg: { quality: 78, mozjpeg: true } } as const;
    for (const v of variants) {
      const format = v.format as keyof typeof settings;
      const resized = sharp(photo).rotate().resize({ width: v.width });
      const alone = await resized[format](settings[format]).toBuffer();
      expect(readFileSync(join(root, 'dist-same', v.url)).equals(alone), `${v.format} at ${v.width}`).toBe(true);
    }
  });
});

describe("the pictures' cache", () => {
  const HOUR = 3_600_000;
  const NOW = Date.now();
  let project = '';
  let cache = '';
  const inProject = (name: string) => {
    project = join(root, name);
    cache = join(project, 'node_modules/.cache/rivo-images');
  };
  /** A cache entry `name` last used `ago` ms before NOW (unfinished when its name says ".tmp-", so without entry.json). */
  const entry = (name: string, ago: number) => {
    const dir = join(cache, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'photo-1-480.avif'), 'bytes');
    const at = new Date(NOW - ago);
    if (!name.includes('.tmp-')) {
      writeFileSync(join(dir, 'entry.json'), JSON.stringify({ width: 480, height: 320, format: 'jpeg', variants: [] }));
      utimesSync(join(dir, 'entry.json'), at, at);
    }
    utimesSync(dir, at, at);
  };

  it('loses the entries no build has used for a week, and unfinished folders after an hour', () => {
    inProject('pruned');
    entry('used-yesterday', 24 * HOUR);
    entry('replaced-picture', UNUSED_MS + HOUR);
    entry('old.tmp-123', 2 * HOUR);
    entry('writing.tmp-456', 10 * 60_000);
    expect(pruneImages(project, NOW).sort()).toEqual(['old.tmp-123', 'replaced-picture']);
    expect(readdirSync(cache).sort()).toEqual(['used-yesterday', 'writing.tmp-456']);
    expect(pruneImages(join(root, 'no-cache-here'), NOW)).toEqual([]);
  });

  it('reads a finished entry and marks it used now, so a later prune leaves it', () => {
    inProject('taken');
    entry('old-entry', UNUSED_MS - HOUR);
    expect(takeCached(join(cache, 'old-entry'))).toEqual({ width: 480, height: 320, format: 'jpeg', variants: [] });
    expect(Date.now() - statSync(join(cache, 'old-entry', 'entry.json')).mtimeMs).toBeLessThan(HOUR);
    expect(pruneImages(project, NOW + 2 * HOUR)).toEqual([]);
    expect(takeCached(join(cache, 'missing'))).toBeUndefined();
  });
});
