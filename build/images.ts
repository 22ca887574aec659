/**
 * The pictures the site places, made into what pages show: AVIF, WebP and the original format at
 * every width a place needs (renderer/images/slots.ts, widthsAt), under dist/assets/img/. Their
 * files are named by the picture's content and the encoder's settings (namePictures) before any
 * page is rendered, and made once every page is checked, which tells where each is placed
 * (validator/media-use.ts). They are kept in node_modules/.cache/rivo-images/ under their own
 * names, and go once no build has used them for a week.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, parse } from 'node:path';
import { formatsOf, pictureFile } from '../renderer/images/format.ts';
import { widthsAt } from '../renderer/images/slots.ts';
import type { MediaEntry } from '../renderer/images/types.ts';
import { MAX_PIXELS } from '../validator/image-header.ts';
import { MEDIA_DIR } from '../validator/media.ts';
import type { PlacedPictures } from '../validator/media-use.ts';
import { cacheDir, sha, writeCacheFile } from '../validator/cache-file.ts';

type Sharp = (typeof import('sharp'))['default'];

/** Where the files go under dist/, and their address on the site. */
const IMAGE_DIR = 'assets/img';
/** A file of the cache no build has used for this long goes (a picture put back within it is not encoded again). */
export const UNUSED_MS = 7 * 24 * 3_600_000;

/** Encoder settings: part of every picture's names, so changing one makes the pictures again. */
const ENCODE = {
  // Effort 2, not the default 4: a 1280 px AVIF in 0.3 s instead of 2.0 s, for 16% more bytes (23 vs 20 kB, measured on home-live-calls.jpg).
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

/**
 * `media` with the addresses of each picture's files (MediaEntry.files): one hash of the picture
 * and the settings, which a page's srcset repeats for every width and costs its bytes once after
 * compression. Every picture of the folder is read: which ones pages place is known only once they are checked.
 */
export function namePictures(configRoot: string, media: Record<string, MediaEntry>): Record<string, MediaEntry> {
  const settings = sha(JSON.stringify([ENCODE, sharpVersion()]));
  const named = Object.entries(media).map(([name, entry]) => {
    const key = sha(`${sha(readFileSync(join(configRoot, MEDIA_DIR, name)))}-${settings}`).slice(0, 8);
    return [name, { ...entry, files: `/${IMAGE_DIR}/${safeStem(parse(name).name)}-${key}` }];
  });
  return Object.fromEntries(named);
}

/**
 * Makes (or copies from the cache) into `out`/assets/img/ the files of each picture `placed` names
 * (`media` as namePictures names it), at the widths of the places it is shown in; the paths
 * written, how many pictures were encoded and how many were taken from the cache.
 */
export async function buildImages(
  configRoot: string,
  out: string,
  media: Record<string, MediaEntry>,
  placed: PlacedPictures,
  root = process.cwd(),
): Promise<{ files: string[]; made: number; kept: number }> {
  const names = [...placed.keys()].filter((name) => media[name]?.files && placed.get(name)!.size > 0);
  if (names.length === 0) return { files: [], made: 0, kept: 0 };
  // Loaded only to encode (about 0.1 s of CPU): a build whose pictures are all in the cache copies them.
  let loaded: Promise<Sharp> | undefined;
  const sharp = () => (loaded ??= loadSharp());
  const cache = cacheDir(root, 'rivo-images');
  mkdirSync(join(out, IMAGE_DIR), { recursive: true });
  const files: string[] = [];
  let made = 0;

  const oneImage = async (name: string) => {
    const entry = media[name];
    // A logo is not made at a hero's widths.
    const widths = [...new Set([...placed.get(name)!].flatMap((slot) => widthsAt(entry.width, slot)))].sort((a, b) => a - b);
    const stem = basename(entry.files!);
    const missing = widths.filter((w) => !formatsOf(entry.format).every((f) => fromCache(join(cache, pictureFile(stem, w, f)))));
    if (missing.length > 0) {
      await encode(await sharp(), readFileSync(join(configRoot, MEDIA_DIR, name)), stem, entry, cache, missing);
      made++;
    }
    for (const file of widths.flatMap((w) => formatsOf(entry.format).map((f) => pictureFile(stem, w, f)))) {
      cpSync(join(cache, file), join(out, IMAGE_DIR, file));
      files.push(`${IMAGE_DIR}/${file}`);
    }
  };
  // A picture at a time per core (libvips is held to one thread); each holds a picture in memory, so at most 8.
  const queue = [...names];
  const lanes = Math.max(1, Math.min(8, availableParallelism()));
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift())
        await oneImage(name).catch((e: Error) => {
          throw new Error(`The picture ${join(configRoot, MEDIA_DIR, name!)} could not be made ready for the site: ${e.message}`, { cause: e });
        });
    }),
  );
  return { files, made, kept: names.length - made };
}

/** Whether the cache has `file`, marked as used now. */
export function fromCache(file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // A read-only cache still serves; it is only pruned sooner.
  }
  return true;
}

/**
 * Removes the files (and what an interrupted write left) no build has used for UNUSED_MS; the names removed. Copies of
 * the project share node_modules, and so this cache: an age leaves each its own files.
 */
export function pruneImages(root = process.cwd(), now = Date.now()): string[] {
  const cache = cacheDir(root, 'rivo-images');
  const removed: string[] = [];
  for (const name of readdirSync(cache)) {
    try {
      if (now - statSync(join(cache, name)).mtimeMs <= UNUSED_MS) continue;
      rmSync(join(cache, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Gone meanwhile, or not ours to remove: the cache only grows until the next build.
    }
  }
  return removed;
}

async function loadSharp(): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  // libvips' threads per picture change the AVIF encoder's bytes (measured: 1 and 2 give different files), and sharp's
  // default differs by machine (1 with glibc's allocator, the cores elsewhere): pinned, every machine and shard makes the
  // same bytes under the same name. The cores are kept busy by encoding pictures side by side instead (lanes below).
  sharp.concurrency(1);
  return sharp;
}

/** sharp's version, from its package.json (a folder above its entry; its exports do not list it), without loading libvips. */
export const sharpVersion = (): string =>
  (JSON.parse(readFileSync(join(dirname(createRequire(import.meta.url).resolve('sharp')), '..', 'package.json'), 'utf8')) as { version: string }).version;

/** A file name's stem as an address can hold it without escaping. */
const safeStem = (stem: string) =>
  stem
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 40) || 'image';

/** Encodes one picture's files (`stem`-width.type) at `widths` into the cache. */
async function encode(sharp: Sharp, bytes: Buffer, stem: string, entry: MediaEntry, cache: string, widths: readonly number[]) {
  // Turned upright first (a phone's photo says its orientation in EXIF); no metadata is kept in what the site serves.
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const meta = await image.metadata();
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  // The pages were rendered with the size its header gives (validator/image-header.ts).
  if (width !== entry.width || height !== entry.height)
    throw new Error(`upright it is ${width} × ${height} pixels, where its header says ${entry.width} × ${entry.height}: save it again, upright`);
  for (const width of widths) {
    // Decoded and resized once per width, then each format encoded from those pixels: the same bytes as a pipeline per
    // format (checked in images.test.ts), without decoding and resizing again for each (11% less CPU, bench/images.ts).
    // Per width rather than once for all: the JPEG decoder shrinks while it reads for the small widths.
    const { data: pixels, info: size } = await image.clone().resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: size.width, height: size.height, channels: size.channels } };
    for (const f of formatsOf(entry.format)) {
      // Whole or not at all (two builds of the same picture write the same bytes).
      if (!writeCacheFile(join(cache, pictureFile(stem, width, f)), await sharp(pixels, raw)[f](ENCODE[f]).toBuffer()))
        throw new Error(`its files could not be written to ${cache}`);
    }
  }
}
