import type { Image } from '../generated/config';
import { MIME, pictureFile, type ImageFormat } from './format.ts';
import { fieldsOfPath, SLOTS, slotOfFields, widthsAt, type ImageSlot } from './slots.ts';
import type { MediaIndex, ResolvedImage, WithImages } from './types';

/** Where the media folder's originals are served outside a build (the editor's preview, `npm run dev`). */
export const MEDIA_URL = '/media/';

/**
 * An image field as its `<picture>` needs it. In a build, the picture has files (the build makes
 * those its pages name, build/images.ts); without them (a preview) the original is shown at its own size. A file not in `media` cannot reach here: the
 * validator refuses the page first.
 */
export function resolveImage(image: Image, slot: ImageSlot, media: MediaIndex): ResolvedImage {
  const entry = media[image.file];
  if (!entry) throw new Error(`The picture "${image.file}" is not in the media folder.`);
  const { sizes } = SLOTS[slot];
  const base = {
    alt: image.decorative ? '' : (image.alt ?? ''),
    sizes,
    // The centre is where a picture is cropped to anyway: no style for it.
    ...(image.focus && image.focus !== 'center' && { position: image.focus }),
    ...(image.caption && { caption: image.caption }),
  };
  const { files } = entry;
  if (!files) return { ...base, width: entry.width, height: entry.height, src: MEDIA_URL + image.file, sources: [] };
  const widths = widthsAt(entry.width, slot);
  const srcset = (format: ImageFormat) => widths.map((w) => `${pictureFile(files, w, format)} ${w}w`).join(', ');
  const largest = widths[widths.length - 1];
  return {
    ...base,
    width: largest,
    height: Math.round((entry.height * largest) / entry.width),
    src: pictureFile(files, largest, entry.format),
    sources: (['avif', 'webp'] as const).map((f) => ({ type: MIME[f], srcset: srcset(f) })),
  };
}

/**
 * `value` with every image field in it resolved, each for the place its path names (slots.ts).
 * Only the objects and lists on the way to an image field are copied: the rest is shared with
 * `value`, which is never changed (most of a block is text).
 */
export function resolveImages<T>(value: T, media: MediaIndex, path = ''): WithImages<T> {
  const visit = (node: unknown, fields: string): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) {
      const items = node.map((item) => visit(item, fields));
      return items.some((item, i) => item !== node[i]) ? items : node;
    }
    const slot = slotOfFields(fields);
    if (slot && typeof (node as { file?: unknown }).file === 'string') return resolveImage(node as Image, slot, media);
    let copy: Record<string, unknown> | undefined;
    for (const [key, child] of Object.entries(node)) {
      // Text needs no path: only objects can be image fields.
      if (child === null || typeof child !== 'object') continue;
      const resolved = visit(child, fields ? `${fields}/${key}` : key);
      if (resolved !== child) (copy ??= { ...node })[key] = resolved;
    }
    return copy ?? node;
  };
  return visit(value, fieldsOfPath(path)) as WithImages<T>;
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
