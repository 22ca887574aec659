/**
 * Where pictures go, and what each place needs: the widths the build makes of a picture (it never
 * enlarges one), how wide the picture is shown (`sizes`, for the browser to choose a width) and
 * the smallest picture that looks sharp there. The validator reads the same table to say what
 * size a place needs; the renderer to write `sizes`.
 */
export type ImageSlot = 'hero' | 'split' | 'card' | 'cover' | 'logo' | 'mark' | 'share';

interface SlotNeeds {
  /** The place, in words for editors. */
  label: string;
  minWidth: number;
  minHeight?: number;
  /** The widths listed in `srcset`. */
  widths: readonly number[];
  /** How wide the picture is shown, for the browser's choice among `widths`. */
  sizes: string;
}

export const SLOTS: Record<ImageSlot, SlotNeeds> = {
  hero: { label: 'the hero', minWidth: 960, widths: [720, 960, 1280], sizes: '(min-width:1024px) 560px, 100vw' },
  split: { label: 'a split section', minWidth: 720, widths: [480, 720, 960], sizes: '(min-width:1024px) 520px, 100vw' },
  card: { label: 'a card', minWidth: 480, widths: [480, 720], sizes: '(min-width:768px) 360px, 100vw' },
  // A case study's cover spans its card: half the content width from two columns up (three columns are narrower, the same files serve).
  cover: { label: 'a case-study cover', minWidth: 720, widths: [480, 720], sizes: '(min-width:1280px) 580px, (min-width:768px) 46vw, 100vw' },
  // A customer's wordmark, 40 px high and at most 160 px wide: one file per screen density.
  logo: { label: 'a customer logo', minWidth: 320, widths: [160, 320], sizes: '160px' },
  // An integration's square logo in a 44 px badge: one file, sharp on high-density screens too.
  mark: { label: 'an integration logo', minWidth: 96, minHeight: 96, widths: [96], sizes: '44px' },
  share: { label: 'the link preview', minWidth: 1200, minHeight: 630, widths: [1280], sizes: '1200px' },
};

/**
 * The widths a place shows a picture `own` pixels wide at: those of its widths the picture is wide
 * enough for (it is never enlarged), and its own width when that is narrower than the place's widest.
 */
export function widthsAt(own: number, slot: ImageSlot): number[] {
  const { widths } = SLOTS[slot];
  const fit = widths.filter((w) => w <= own);
  return own < widths[widths.length - 1] && !fit.includes(own) ? [...fit, own] : fit;
}

/**
 * The place of an image field from where it is in its file (`/blocks/2/cards/0/image`, written
 * as the validator writes paths): the field names lead to it, the numbers do not matter.
 */
export const slotOfPath = (path: string): ImageSlot | undefined => slotOfFields(fieldsOfPath(path));

/** A path's field names, without the lists' indexes (`/blocks/2/cards` → `blocks/cards`). */
export const fieldsOfPath = (path: string): string =>
  path
    .split('/')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .join('/');

/** The place of an image field from the field names that lead to it (`blocks/cards/image`). */
export const slotOfFields = (fields: string): ImageSlot | undefined => (Object.hasOwn(PLACES, fields) ? PLACES[fields] : undefined);

const PLACES: Record<string, ImageSlot> = {
  shareImage: 'share',
  'blocks/image': 'hero',
  'blocks/aside/image': 'split',
  'blocks/cards/image': 'card',
  'blocks/studies/cover': 'cover',
  'blocks/studies/logo': 'logo',
  'blocks/items/logo': 'mark',
};
