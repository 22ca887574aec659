/**
 * The media folder's pictures that nothing places: a warning, not an error. A picture waiting to be
 * placed is no mistake, but a folder that only grows is heavier to build, to search and to keep in git.
 */
import { slotOfPath, type ImageSlot } from '../renderer/images/slots.ts';
import type { MediaFolder } from './media.ts';
import type { FoundRef } from './schemas.ts';
import type { ConfigError } from './types.ts';

/** Each picture the site places, with the places it is shown in: what a build makes of it (build/images.ts). */
export type PlacedPictures = Map<string, Set<ImageSlot>>;

/** The pictures the `x-ref: media` fields of `files` name, each with the places of those fields (renderer/images/slots.ts). */
export function placedPictures(files: ReadonlyArray<{ refs: readonly FoundRef[] }>): PlacedPictures {
  const placed: PlacedPictures = new Map();
  for (const { refs } of files)
    for (const { kind, value, instancePath } of refs) {
      if (kind !== 'media') continue;
      // The ref is the image field's "file"; its place is the field's.
      const slot = slotOfPath(instancePath.slice(0, instancePath.lastIndexOf('/')));
      const places = placed.get(value) ?? new Set();
      if (slot) places.add(slot);
      placed.set(value, places);
    }
  return placed;
}

/**
 * One warning per picture of `media` that no file places. `used` must be placed by every file of
 * the site (the site settings, pages, forms and plans): with one of them unreadable, a picture it
 * may use cannot be called unused, so the caller asks only then.
 */
export function unusedPictures(media: MediaFolder, used: PlacedPictures, root: string): ConfigError[] {
  return [...media.keys()]
    .filter((name) => !used.has(name))
    .map((name) => ({
      file: `${root}/media/${name}`,
      line: 1,
      column: 1,
      path: '(whole file)',
      severity: 'warning' as const,
      message: `"${name}" is not used on any page; delete it in Media or place it.`,
      hint: "Choose it in a page's picture field, or delete it in the editor's Media screen (or from the folder) if no page needs it.",
    }));
}
