import { describe, expect, it } from 'vitest';
import { markFirstBlock, resolveImage, resolveImages } from './resolve';
import { slotOfPath, widthsAt } from './slots';
import type { MediaIndex } from './types';

const media: MediaIndex = {
  'wide.jpg': { format: 'jpeg', width: 1600, height: 1200, files: '/assets/img/wide' },
  'narrow.jpg': { format: 'jpeg', width: 800, height: 400, files: '/assets/img/narrow' },
  'raw.png': { format: 'png', width: 1000, height: 500 },
};

describe('resolveImage', () => {
  it("lists AVIF then WebP at the place's widths, with the original format's widest as the fallback and its size", () => {
    const image = resolveImage({ file: 'wide.jpg', alt: 'A car', decorative: false }, 'hero', media);
    expect(image).toEqual({
      alt: 'A car',
      sizes: '(min-width:1024px) 560px, 100vw',
      width: 1280,
      height: 960,
      src: '/assets/img/wide-1280.jpg',
      sources: [
        { type: 'image/avif', srcset: '/assets/img/wide-720.avif 720w, /assets/img/wide-960.avif 960w, /assets/img/wide-1280.avif 1280w' },
        { type: 'image/webp', srcset: '/assets/img/wide-720.webp 720w, /assets/img/wide-960.webp 960w, /assets/img/wide-1280.webp 1280w' },
      ],
    });
  });

  it("uses a picture's own width when it is narrower than the place's widest, and never a larger one", () => {
    const image = resolveImage({ file: 'narrow.jpg', alt: 'A phone', decorative: false }, 'split', media);
    expect(image.sources[0].srcset).toBe('/assets/img/narrow-480.avif 480w, /assets/img/narrow-720.avif 720w, /assets/img/narrow-800.avif 800w');
    expect([image.src, image.width, image.height]).toEqual(['/assets/img/narrow-800.jpg', 800, 400]);
  });

  it('shows the original from the media folder outside a build; a decorative picture has an empty alt; the part to keep in view becomes object-position', () => {
    const image = resolveImage({ file: 'raw.png', alt: 'ignored', decorative: true, focus: 'top left', caption: 'Our office' }, 'card', media);
    expect(image).toMatchObject({ src: '/media/raw.png', sources: [], alt: '', width: 1000, height: 500, position: 'top left', caption: 'Our office' });
  });
});

describe('widthsAt', () => {
  it("gives a place's widths a picture is wide enough for, and its own when it is narrower than the widest, never more", () => {
    expect(widthsAt(1600, 'hero')).toEqual([720, 960, 1280]);
    expect(widthsAt(1280, 'hero')).toEqual([720, 960, 1280]);
    expect(widthsAt(800, 'split')).toEqual([480, 720, 800]);
    expect(widthsAt(300, 'card')).toEqual([300]);
    expect(widthsAt(96, 'mark')).toEqual([96]);
  });
});

describe('slots and the first block', () => {
  it('tells the place of an image field from its path', () => {
    expect(slotOfPath('/blocks/0/image')).toBe('hero');
    expect(slotOfPath('/blocks/3/aside/image')).toBe('split');
    expect(slotOfPath('/blocks/1/cards/4/image')).toBe('card');
    expect(slotOfPath('/shareImage')).toBe('share');
    expect(slotOfPath('/blocks/2/studies/1/cover')).toBe('cover');
    expect(slotOfPath('/blocks/2/studies/1/logo')).toBe('logo');
    expect(slotOfPath('/blocks/6/items/11/logo')).toBe('mark');
    expect(slotOfPath('/blocks/1/cards/4/title')).toBeUndefined();
    expect(slotOfPath('/blocks/constructor')).toBeUndefined();
  });

  it('copies only what leads to a picture: the rest of the block is the one it was given', () => {
    const items = [{ title: 'No picture here', bullets: ['a', 'b'] }];
    const block = { type: 'cardGrid', intro: { title: 'T' }, items, cards: [{ title: 'A', image: { file: 'wide.jpg', alt: 'A', decorative: false } }] };
    const resolved = resolveImages(block, media, '/blocks');
    expect(resolved).not.toBe(block);
    expect(resolved.intro).toBe(block.intro);
    expect(resolved.items).toBe(items);
    expect(resolved.cards[0].image.src).toMatch(/wide/);
    expect(block.cards[0].image).toEqual({ file: 'wide.jpg', alt: 'A', decorative: false });
    const plain = { type: 'cardGrid', cards: [{ title: 'B' }] };
    expect(resolveImages(plain, media, '/blocks')).toBe(plain);
  });

  it("resolves every image field of a block, and marks the first block's first picture as the page's largest paint", () => {
    const block = resolveImages(
      {
        type: 'cardGrid',
        cards: [
          { title: 'A', image: { file: 'wide.jpg', alt: 'A', decorative: false } },
          { title: 'B', image: { file: 'wide.jpg', alt: 'B', decorative: false } },
        ],
      },
      media,
      '/blocks',
    );
    markFirstBlock(block);
    expect(block.cards.map((c) => [c.title, c.image.sizes, c.image.priority])).toEqual([
      ['A', '(min-width:768px) 360px, 100vw', 'high'],
      ['B', '(min-width:768px) 360px, 100vw', 'eager'],
    ]);
  });
});
