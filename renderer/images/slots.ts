/**
 * Where pictures go, and what each place needs: the widths the build makes of a picture (it never
 * enlarges one), how wide the picture is shown (`sizes`, for the browser to choose a width) and
 * the smallest picture that looks sharp there. The validator reads the same table to say what
 * size a place needs; the renderer to write `sizes`.
 */
export type ImageSlot = 'hero' | 'split' | 'card' | 'share';

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
  share: { label: 'the link preview', minWidth: 1200, minHeight: 630, widths: [1280], sizes: '1200px' },
};

/** Every width the build makes of a picture (those it is wide enough for). */
export const ALL_WIDTHS = [...new Set(Object.values(SLOTS).flatMap((s) => s.widths))].sort((a, b) => a - b);

/**
 * The place of an image field from where it is in its file (`/blocks/2/cards/0/image`, written
 * as the validator writes paths): the field names lead to it, the numbers do not matter.
 */
export function slotOfPath(path: string): ImageSlot | undefined {
  const names = path
    .split('/')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .join('/');
  return PLACES[names];
}

const PLACES: Record<string, ImageSlot> = {
  shareImage: 'share',
  'blocks/image': 'hero',
  'blocks/aside/image': 'split',
  'blocks/cards/image': 'card',
};
