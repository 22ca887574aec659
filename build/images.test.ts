import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveImage } from '../renderer/images/resolve.ts';
import type { ImageSlot } from '../renderer/images/slots.ts';
import { mediaIndex, readMediaFolder } from '../validator/media.ts';
import type { PlacedPictures } from '../validator/media-use.ts';
import { buildImages, fromCache, namePictures, pruneImages, sharpVersion, UNUSED_MS } from './images.ts';

const root = mkdtempSync(join(tmpdir(), 'build-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A config folder whose media folder holds `pictures`, and its pictures as a build names them. */
function configWith(name: string, pictures: Record<string, Buffer>) {
  const config = join(root, name);
  mkdirSync(join(config, 'media'), { recursive: true });
  for (const [file, bytes] of Object.entries(pictures)) writeFileSync(join(config, 'media', file), bytes);
  return { config, media: namePictures(config, mediaIndex(readMediaFolder(config))) };
}

const placed = (places: Record<string, ImageSlot[]>): PlacedPictures => new Map(Object.entries(places).map(([name, slots]) => [name, new Set(slots)]));

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

  it("makes AVIF, WebP and the original's format at each width up to the picture's own, at the addresses pages name, then takes them from the cache", async () => {
    const { config, media } = configWith('site.config', { 'Team Photo.png': await drawn(1000, 500, '#14a090'), 'notes.png': Buffer.from('not a picture') });
    // Not a picture: left out, and refused by the validator where a page places it.
    expect(Object.keys(media)).toEqual(['Team Photo.png']);
    expect(media['Team Photo.png']).toMatchObject({
      format: 'png',
      width: 1000,
      height: 500,
      files: expect.stringMatching(/^\/assets\/img\/team-photo-[0-9a-f]{8}$/),
    });

    // The link preview's picture and a hero's: the widths of those two places up to its own (share 1280, hero 720/960/1280), then its own.
    const first = await buildImages(config, join(root, 'dist1'), media, placed({ 'Team Photo.png': ['share', 'hero'] }), root);
    expect(first.made).toBe(1);
    const made = first.files.map((f) => f.replace(/^assets\/img\/team-photo-[0-9a-f]{8}-/, ''));
    expect(made).toEqual(['720.avif', '720.webp', '720.png', '960.avif', '960.webp', '960.png', '1000.avif', '1000.webp', '1000.png']);
    for (const file of first.files) expect(existsSync(join(root, 'dist1', file))).toBe(true);
    // Every address a page writes for it is a file made.
    const image = resolveImage({ file: 'Team Photo.png', alt: 'The team', decorative: false }, 'hero', media);
    const addresses = [image.src, ...image.sources.flatMap((s) => s.srcset.split(', ').map((c) => c.split(' ')[0]))];
    for (const address of addresses) expect(first.files).toContain(address.slice(1));
    const avif = await sharp(join(root, 'dist1', first.files[0])).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 720, 360]);

    const second = await buildImages(config, join(root, 'dist2'), media, placed({ 'Team Photo.png': ['hero', 'share'] }), root);
    expect([second.made, second.kept]).toEqual([0, 1]);
    expect(second.files).toEqual(first.files);
    expect(second.files.every((f) => existsSync(join(root, 'dist2', f)))).toBe(true);

    // Placed in a card too: only its 480 is encoded; the files made before are the same files (written whole, by a rename).
    const encoded = statSync(join(root, 'node_modules/.cache/rivo-images', first.files[0].slice('assets/img/'.length))).ino;
    const third = await buildImages(config, join(root, 'dist3'), media, placed({ 'Team Photo.png': ['hero', 'card'] }), root);
    expect(third.made).toBe(1);
    expect(third.files.map((f) => f.replace(/^assets\/img\/team-photo-[0-9a-f]{8}-/, '')).slice(0, 3)).toEqual(['480.avif', '480.webp', '480.png']);
    expect(statSync(join(root, 'node_modules/.cache/rivo-images', first.files[0].slice('assets/img/'.length))).ino).toBe(encoded);
  });

  it('encodes only the pictures the site places', async () => {
    const [a, b, c] = await Promise.all(['#204060', '#604020', '#206040'].map((colour) => drawn(640, 400, colour)));
    const { config, media } = configWith('used-only', { 'share.png': a, 'hero.png': b, 'unplaced.png': c });
    const built = await buildImages(config, join(root, 'dist-used'), media, placed({ 'share.png': ['share'], 'hero.png': ['hero'] }), root);
    expect(built.made).toBe(2);
    expect(built.files.some((f) => f.includes('unplaced'))).toBe(false);
  });

  it('makes the same bytes as encoding each format from the picture itself (one decode and resize per width, shared by the formats)', async () => {
    // Turned by its EXIF orientation, so the shared pixels are the upright ones (and its header's size is upright too).
    const photo = await sharp(await drawn(900, 600, '#305070'))
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { config, media } = configWith('same-bytes', { 'photo.jpg': photo });
    expect([media['photo.jpg'].width, media['photo.jpg'].height]).toEqual([600, 900]);
    // A hero (its own 600) and a card (480 and 720 wide: 480, then its own).
    const built = await buildImages(config, join(root, 'dist-same'), media, placed({ 'photo.jpg': ['hero', 'card'] }), root);
    const files = built.files.map((file) => [file, .../-(\d+)\.(\w+)$/.exec(file)!.slice(1)]);
    expect(files.map(([, width, type]) => `${type} ${width}`)).toEqual(['avif 480', 'webp 480', 'jpg 480', 'avif 600', 'webp 600', 'jpg 600']);
    const settings = { avif: { quality: 50, effort: 2 }, webp: { quality: 75, effort: 4 }, jpg: { quality: 78, mozjpeg: true } } as const;
    for (const [file, width, type] of files) {
      const format = type as keyof typeof settings;
      const resized = sharp(photo)
        .rotate()
        .resize({ width: Number(width) });
      const alone = await (format === 'jpg' ? resized.jpeg(settings.jpg) : resized[format](settings[format])).toBuffer();
      expect(readFileSync(join(root, 'dist-same', file)).equals(alone), file).toBe(true);
    }
  });

  it('refuses, in words, a picture turned by metadata its header does not show (a PNG with an EXIF orientation)', async () => {
    const turned = await sharp(await drawn(800, 400, '#406080'))
      .png()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { config, media } = configWith('turned', { 'turned.png': turned });
    await expect(buildImages(config, join(root, 'dist-turned'), media, placed({ 'turned.png': ['hero'] }), root)).rejects.toThrow(
      /turned\.png could not be made ready for the site: upright it is 400 × 800 pixels, where its header says 800 × 400: save it again, upright/,
    );
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
  /** A file of the cache last used `ago` ms before NOW. */
  const file = (name: string, ago: number) => {
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, name), 'bytes');
    const at = new Date(NOW - ago);
    utimesSync(join(cache, name), at, at);
  };

  it('loses the files no build has used for a week, and what an interrupted write left as long', () => {
    inProject('pruned');
    file('photo-1a2b3c4d-480.avif', 24 * HOUR);
    file('replaced-0a0b0c0d-480.avif', UNUSED_MS + HOUR);
    file('photo-1a2b3c4d-720.avif.tmp-123-abc', UNUSED_MS + HOUR);
    file('photo-1a2b3c4d-960.avif.tmp-456-def', 10 * 60_000);
    expect(pruneImages(project, NOW).sort()).toEqual(['photo-1a2b3c4d-720.avif.tmp-123-abc', 'replaced-0a0b0c0d-480.avif']);
    expect(readdirSync(cache).sort()).toEqual(['photo-1a2b3c4d-480.avif', 'photo-1a2b3c4d-960.avif.tmp-456-def']);
    expect(pruneImages(join(root, 'no-cache-here'), NOW)).toEqual([]);
  });

  it('marks a file it finds used now, so a later prune leaves it', () => {
    inProject('taken');
    file('old-1a2b3c4d-480.avif', UNUSED_MS - HOUR);
    expect(fromCache(join(cache, 'old-1a2b3c4d-480.avif'))).toBe(true);
    expect(Date.now() - statSync(join(cache, 'old-1a2b3c4d-480.avif')).mtimeMs).toBeLessThan(HOUR);
    expect(pruneImages(project, NOW + 2 * HOUR)).toEqual([]);
    expect(fromCache(join(cache, 'missing-1a2b3c4d-480.avif'))).toBe(false);
  });
});
