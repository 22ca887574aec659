import { describe, expect, it } from 'vitest';
import { placedPictures, unusedPictures } from './media-use.ts';

const media = (file: string, instancePath: string) => ({ kind: 'media' as const, value: file, instancePath });

describe('placedPictures', () => {
  it('gathers every place each picture is shown in, from the image fields of every file', () => {
    const placed = placedPictures([
      { refs: [media('share.jpg', '/shareImage/file')] },
      { refs: [media('showroom.jpg', '/blocks/0/image/file'), { kind: 'link' as const, value: '/contact', instancePath: '/blocks/0/actions/0/href' }] },
      {
        refs: [
          media('mark.png', '/blocks/2/studies/0/logo/file'),
          media('mark.png', '/blocks/3/items/1/logo/file'),
          media('share.jpg', '/blocks/1/cards/0/image/file'),
        ],
      },
    ]);
    expect(Object.fromEntries([...placed].map(([name, places]) => [name, [...places].sort()]))).toEqual({
      'share.jpg': ['card', 'share'],
      'showroom.jpg': ['hero'],
      'mark.png': ['logo', 'mark'],
    });
  });

  it('counts a picture in a field of no known place as placed, with no place to make it for', () => {
    const placed = placedPictures([{ refs: [media('odd.jpg', '/blocks/0/extra/file')] }]);
    expect(placed.get('odd.jpg')).toEqual(new Set());
    const folder = new Map([
      ['odd.jpg', { format: 'jpeg' as const, width: 10, height: 10 }],
      ['spare.jpg', { format: 'jpeg' as const, width: 10, height: 10 }],
    ]);
    expect(unusedPictures(folder, placed, 'site.config').map((w) => w.message)).toEqual([
      '"spare.jpg" is not used on any page; delete it in Media or place it.',
    ]);
  });
});
