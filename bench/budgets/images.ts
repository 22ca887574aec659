/**
 * What each picture of a built page costs a visitor: the bytes of the file the browser picks from
 * its first `<source>` (AVIF: every current browser shows it) on a phone (375 px wide, 2 device
 * pixels per CSS pixel) and on a laptop (1280 px, 1 per pixel). A picture's place is told by its
 * `sizes`, which is one per place (renderer/images/slots.ts). Read from dist/ alone, like the other budgets.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { SLOTS, type ImageSlot } from '../../renderer/images/slots.ts';

/** Bytes of the chosen file, per place, at each screen: what `npm run budgets` allows. */
export const IMAGE_BUDGET: Record<Exclude<ImageSlot, 'share'>, { phone: number; laptop: number }> = {
  hero: { phone: 40_960, laptop: 30_720 },
  split: { phone: 35_840, laptop: 25_600 },
  card: { phone: 20_480, laptop: 15_360 },
  cover: { phone: 25_600, laptop: 20_480 },
  // Flat drawings of a few colours: a logo costs little, and a grid of twelve must stay light.
  logo: { phone: 4_096, laptop: 3_072 },
  mark: { phone: 2_048, laptop: 2_048 },
};

const SCREENS = { phone: { width: 375, dpr: 2 }, laptop: { width: 1280, dpr: 1 } } as const;

export interface ImageCost {
  slot: ImageSlot;
  phone: { file: string; bytes: number };
  laptop: { file: string; bytes: number };
}

/** The CSS width `sizes` gives at a viewport width: the first media condition that holds, or the last length. */
export function sizesWidth(sizes: string, viewport: number): number {
  for (const part of sizes.split(',').map((p) => p.trim())) {
    const m = /^(?:\(min-width:\s*(\d+)px\)\s*)?(\d+(?:\.\d+)?)(px|vw)$/.exec(part);
    if (!m) throw new Error(`Cannot read the sizes entry "${part}"`);
    if (m[1] && viewport < Number(m[1])) continue;
    return m[3] === 'vw' ? (Number(m[2]) * viewport) / 100 : Number(m[2]);
  }
  return viewport;
}

/** The candidate a browser takes from `srcset` for a needed width: the narrowest that is wide enough, else the widest. */
export function pick(srcset: string, needed: number): string {
  const candidates = srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .map(([url, w]) => ({ url, width: Number(w.replace('w', '')) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= needed) ?? candidates[candidates.length - 1]).url;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** Every `<picture>` of a page's HTML with the bytes of the file each screen fetches. */
export function imageCosts(html: string, dist: string): ImageCost[] {
  const slotBySizes = new Map(Object.entries(SLOTS).map(([slot, s]) => [s.sizes, slot as ImageSlot]));
  const costs: ImageCost[] = [];
  for (const [picture] of html.matchAll(/<picture>.*?<\/picture>/g)) {
    const source = /<source [^>]*>/.exec(picture)?.[0];
    const srcset = source && attr(source, 'srcset');
    const sizes = source && attr(source, 'sizes');
    if (!srcset || !sizes) continue;
    const slot = slotBySizes.get(sizes);
    if (!slot) throw new Error(`A picture has sizes="${sizes}", which is no place's (renderer/images/slots.ts)`);
    const chosen = (screen: keyof typeof SCREENS) => {
      const { width, dpr } = SCREENS[screen];
      const file = pick(srcset, sizesWidth(sizes, width) * dpr);
      return { file, bytes: statSync(join(dist, file)).size };
    };
    costs.push({ slot, phone: chosen('phone'), laptop: chosen('laptop') });
  }
  return costs;
}

/** What is over its budget, in words; empty when all is within. */
export function imageOverBudget(cost: ImageCost): string[] {
  if (cost.slot === 'share') return [];
  const budget = IMAGE_BUDGET[cost.slot];
  return (['phone', 'laptop'] as const)
    .filter((screen) => cost[screen].bytes > budget[screen])
    .map((screen) => `${cost.slot} picture on a ${screen}: ${cost[screen].file} is ${cost[screen].bytes} bytes, over ${budget[screen]}`);
}
