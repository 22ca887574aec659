import type { MediaItem } from './media-list.ts';

type Json = Record<string, unknown>;

/**
 * An image field once `file` is chosen: with no description yet (and not marked decorative), the
 * one given at upload (else one the picture has where it is used) is filled in, for the editor to
 * keep or change; undefined when there is nothing to fill in, so only the file changes.
 */
export function withUploadAlt(image: Json | undefined, file: unknown, items: readonly MediaItem[]): Json | undefined {
  if (typeof file !== 'string' || file === '') return undefined;
  if (image?.decorative === true || (typeof image?.alt === 'string' && image.alt.trim() !== '')) return undefined;
  const given = items.find((m) => m.name === file)?.alts[0];
  return given ? { ...image, file, alt: given } : undefined;
}

/** A schema object that is the `image` definition: a picture of the media folder and its description. */
export function isImageSchema(schema: unknown): boolean {
  const file = (schema as { properties?: { file?: { 'x-ref'?: unknown } } } | undefined)?.properties?.file;
  return file?.['x-ref'] === 'media';
}
