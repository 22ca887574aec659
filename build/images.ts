/**
 * The media folder's pictures that the site uses (build/used-pictures.ts), made into what pages
 * show: AVIF, WebP and the original format at every width a place needs (renderer/images/slots.ts)
 * that the picture is wide enough for, named by the source's content and the settings under
 * dist/assets/img/, once the page threads have told which pictures their pages use and before they
 * render any: they receive the files' names. Each picture's files are kept in node_modules/.cache/rivo-images/<key>/, keyed by its content, the
 * widths and the encoding settings: a build after a text edit copies them and encodes nothing. An
 * entry's entry.json is written last (a folder without it did not finish), and its time says when
 * a build last used it: a build removes the entries no build has used for a week.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, parse } from 'node:path';
import type { ImageFormat } from '../renderer/images/format.ts';
import { ALL_WIDTHS, SLOTS } from '../renderer/images/slots.ts';
import type { ImageVariant, MediaEntry } from '../renderer/images/types.ts';
import { MAX_PIXELS } from '../validator/image-header.ts';
import { MEDIA_DIR, mediaIndex, readMediaFolder } from '../validator/media.ts';
import { cacheDir, sha } from '../validator/cache-file.ts';
import { usedPictures, type PictureUses } from './used-pictures.ts';

type Sharp = (typeof import('sharp'))['default'];

/** Where the files go under dist/, and their address on the site. */
const IMAGE_DIR = 'assets/img';
const ENTRY_FILE = 'entry.json';
/** An entry no build has used for this long goes (a picture put back within it is not encoded again); an unfinished one after an hour. */
export const UNUSED_MS = 7 * 24 * 3_600_000;
const UNFINISHED_MS = 3_600_000;

/** A cache entry's entry.json: the picture's size and the files made of it. */
interface CachedEntry {
  width: number;
  height: number;
  format: ImageFormat;
  variants: Array<{ format: ImageFormat; width: number; file: string }>;
}

/** Encoder settings: part of every cache key, so changing one makes the pictures again. */
const ENCODE = {
  // Effort 2, not the default 4: a 1280 px AVIF in 0.3 s instead of 2.0 s, for 16% more bytes (23 vs 20 kB, measured on home-live-calls.jpg).
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

export interface BuiltImages {
  /** Every usable picture the site uses, with the files made of it. */
  media: Record<string, MediaEntry>;
  /** The paths written under dist/. */
  files: string[];
  /** How many pictures were encoded (not taken from the cache). */
  made: number;
}

/**
 * Makes (or copies from the cache) the files of every picture in `configRoot`/media/ the site uses into
 * `out`/assets/img/: the uses given (a build's page threads find them), or those found in the folder's files.
 */
export async function buildImages(configRoot: string, out: string, root = process.cwd(), uses?: PictureUses): Promise<BuiltImages> {
  const found = mediaIndex(readMediaFolder(configRoot));
  const used = uses ?? usedPictures(configRoot, Object.keys(found));
  const names = Object.keys(found).filter((name) => used.has(name));
  /** The widths of the places a picture is shown in: a logo is not made at a hero's widths. */
  const widthsOf = (name: string) =>
    [...new Set([...used.get(name)!].flatMap((slot) => (slot === 'any' ? ALL_WIDTHS : SLOTS[slot].widths)))].sort((a, b) => a - b);
  if (names.length === 0) return { media: {}, files: [], made: 0 };
  // Loaded only to encode (about 0.1 s of CPU): a build whose pictures are all in the cache copies them.
  let loaded: Promise<Sharp> | undefined;
  const sharp = () => (loaded ??= loadSharp());
  const settings = sha(JSON.stringify([ENCODE, sharpVersion()])).slice(0, 16);
  const cache = cacheDir(root, 'rivo-images');
  mkdirSync(join(out, IMAGE_DIR), { recursive: true });
  const media: Record<string, MediaEntry> = {};
  const files: string[] = [];
  let made = 0;

  const oneImage = async (name: string) => {
    const bytes = readFileSync(join(configRoot, MEDIA_DIR, name));
    // The files' names share one hash, of the picture and the settings that make them: repeated in a page's srcset, it costs its bytes once after compression.
    const widths = widthsOf(name);
    const key = sha(`${sha(bytes)}-${settings}-${widths.join(',')}`).slice(0, 12);
    const entryDir = join(cache, key);
    let entry = takeCached(entryDir);
    if (!entry) {
      entry = await encode(await sharp(), bytes, `${safeStem(parse(name).name)}-${key.slice(0, 8)}`, found[name].format, entryDir, widths);
      made++;
    }
    for (const v of entry.variants) {
      cpSync(join(entryDir, v.file), join(out, IMAGE_DIR, v.file));
      files.push(`${IMAGE_DIR}/${v.file}`);
    }
    const variants: ImageVariant[] = entry.variants.map((v) => ({ format: v.format, width: v.width, url: `/${IMAGE_DIR}/${v.file}` }));
    media[name] = { format: entry.format, width: entry.width, height: entry.height, variants };
  };
  // A picture at a time per core (libvips is held to one thread above): 3 or 4 lanes measured no faster on 2 cores, and
  // each holds a picture in memory, so a large machine stops at 8.
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
  return { media, files, made };
}

/** The finished entry in `entryDir`, marked as used now; undefined when there is none. */
export function takeCached(entryDir: string): CachedEntry | undefined {
  const file = join(entryDir, ENTRY_FILE);
  let entry: CachedEntry;
  try {
    entry = JSON.parse(readFileSync(file, 'utf8')) as CachedEntry;
  } catch {
    return undefined;
  }
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // A read-only cache still serves; it is only pruned sooner.
  }
  return entry;
}

/**
 * Removes the cache entries no build has used for UNUSED_MS, and unfinished ones after an hour; the names removed. Copies
 * of the project (the benchmarks', the browser tests') share node_modules, and so this cache: an age leaves each its
 * own entries, where "not used by this build" would take them.
 */
export function pruneImages(root = process.cwd(), now = Date.now()): string[] {
  const cache = cacheDir(root, 'rivo-images');
  const removed: string[] = [];
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    const unfinished = name.includes('.tmp-');
    try {
      // A finished entry's last use is its entry.json's time; a folder without one is unfinished (or broken) and aged by its own.
      const at = statSync(existsSync(join(path, ENTRY_FILE)) ? join(path, ENTRY_FILE) : path).mtimeMs;
      if (now - at <= (unfinished ? UNFINISHED_MS : UNUSED_MS)) continue;
      rmSync(path, { recursive: true, force: true });
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

/** sharp's version (what `sharp.versions.sharp` says), from its package.json (which its exports do not list), without loading libvips. */
export function sharpVersion(): string {
  for (let dir = dirname(createRequire(import.meta.url).resolve('sharp')); dir !== dirname(dir); dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (!existsSync(pkg)) continue;
    const { name, version } = JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string; version: string };
    if (name === 'sharp') return version;
  }
  throw new Error('sharp is not installed: run npm ci');
}

/** A file name's stem as an address can hold it without escaping. */
const safeStem = (stem: string) =>
  stem
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 40) || 'image';

/** Encodes one picture's files into a new cache entry. */
async function encode(sharp: Sharp, bytes: Buffer, stem: string, format: ImageFormat, entryDir: string, wanted: readonly number[]): Promise<CachedEntry> {
  // Turned upright first (a phone's photo says its orientation in EXIF); no metadata is kept in what the site serves.
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const meta = await image.metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const info = { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  const widths = wanted.filter((w) => w <= info.width);
  // The picture's own width too, when it is narrower than the widest place: no width is made larger than it is.
  if (!widths.includes(info.width) && info.width < wanted[wanted.length - 1]) widths.push(info.width);
  const formats: ImageFormat[] = ['avif', 'webp', ...(format === 'avif' || format === 'webp' ? [] : [format])];
  const temp = `${entryDir}.tmp-${process.pid}`;
  mkdirSync(temp, { recursive: true });
  const variants: CachedEntry['variants'] = [];
  for (const width of widths) {
    // Decoded and resized once per width, then each format encoded from those pixels: the same bytes as a pipeline per
    // format (checked in images.test.ts), without decoding and resizing again for each (11% less CPU, bench/images.ts).
    // Per width rather than once for all: the JPEG decoder shrinks while it reads for the small widths.
    const { data: pixels, info: size } = await image.clone().resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: size.width, height: size.height, channels: size.channels } };
    for (const f of formats) {
      const data = await sharp(pixels, raw)[f](ENCODE[f]).toBuffer();
      const file = `${stem}-${width}.${f === 'jpeg' ? 'jpg' : f}`;
      writeFileSync(join(temp, file), data);
      variants.push({ format: f, width, file });
    }
  }
  const entry: CachedEntry = { width: info.width, height: info.height, format, variants };
  writeFileSync(join(temp, ENTRY_FILE), JSON.stringify(entry));
  rmSync(entryDir, { recursive: true, force: true });
  try {
    renameSync(temp, entryDir);
  } catch (e) {
    // Another build of the same picture finished first: its files are the same.
    if (!existsSync(join(entryDir, ENTRY_FILE))) throw e;
    rmSync(temp, { recursive: true, force: true });
  }
  return entry;
}
