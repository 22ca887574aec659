import type { Image } from '../generated/config';
import { MIME } from './format';
import { SLOTS, slotOfPath, type ImageSlot } from './slots';
import type { MediaIndex, ResolvedImage, WithImages } from './types';

/** Where the media folder's originals are served outside a build (the editor's preview, `npm run dev`). */
export const MEDIA_URL = '/media/';

/**
 * An image field as its `<picture>` needs it. A build passes the variants it made; without them
 * (a preview) the original is shown at its own size. A file not in `media` cannot reach here: the
 * validator refuses the page first.
 */
export function resolveImage(image: Image, slot: ImageSlot, media: MediaIndex): ResolvedImage {
  const entry = media[image.file];
  if (!entry) throw new Error(`The picture "${image.file}" is not in the media folder.`);
  const { widths, sizes } = SLOTS[slot];
  const base = {
    alt: image.decorative ? '' : (image.alt ?? ''),
    sizes,
    // The centre is where a picture is cropped to anyway: no style for it.
    ...(image.focus && image.focus !== 'center' && { position: image.focus }),
    ...(image.caption && { caption: image.caption }),
  };
  // The slot's widths the picture is wide enough for, and its own width when it is narrower than the slot's largest.
  const made = (entry.variants ?? []).filter((v) => widths.includes(v.width) || (v.width === entry.width && entry.width < widths[widths.length - 1]));
  if (made.length === 0) return { ...base, width: entry.width, height: entry.height, src: MEDIA_URL + image.file, sources: [] };
  const srcset = (format: string) =>
    made
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ');
  const fallback = made.filter((v) => v.format === entry.format);
  const largest = fallback[fallback.length - 1];
  return {
    ...base,
    width: largest.width,
    height: Math.round((entry.height * largest.width) / entry.width),
    src: largest.url,
    sources: (['avif', 'webp'] as const).map((f) => ({ type: MIME[f], srcset: srcset(f) })),
  };
}

/** `value` with every image field in it resolved, each for the place its path names (slots.ts). */
export function resolveImages<T>(value: T, media: MediaIndex, path = ''): WithImages<T> {
  if (Array.isArray(value)) return value.map((item, i) => resolveImages(item, media, `${path}/${i}`)) as WithImages<T>;
  if (value === null || typeof value !== 'object') return value as WithImages<T>;
  const slot = slotOfPath(path);
  if (slot && typeof (value as { file?: unknown }).file === 'string') return resolveImage(value as unknown as Image, slot, media) as WithImages<T>;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, resolveImages(v, media, `${path}/${key}`)])) as WithImages<T>;
}

/** Marks the pictures of a page's first block to load at once, its first picture as the page's largest paint (see ResolvedImage.priority). */
export function markFirstBlock(block: unknown): void {
  let first = true;
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    if ('sizes' in value && 'src' in value) {
      (value as ResolvedImage).priority = first ? 'high' : 'eager';
      first = false;
      return;
    }
    for (const v of Object.values(value)) visit(v);
  };
  visit(block);
}
