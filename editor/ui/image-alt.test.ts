import { describe, expect, it } from 'vitest';
import { isImageSchema, withUploadAlt } from './image-alt.ts';
import type { MediaItem } from './media-list.ts';

const items: MediaItem[] = [
  { name: 'team.jpg', bytes: 1, width: 1600, height: 1000, alts: ['Our team at the offsite', 'The team'], usedBy: { places: [], count: 0 } },
  { name: 'bare.jpg', bytes: 1, width: 1600, height: 1000, alts: [], usedBy: { places: [], count: 0 } },
];

describe('withUploadAlt', () => {
  it('fills in the description given at upload when the field has none yet', () => {
    expect(withUploadAlt(undefined, 'team.jpg', items)).toEqual({ file: 'team.jpg', alt: 'Our team at the offsite' });
    expect(withUploadAlt({ file: 'bare.jpg', alt: '  ', focus: 'top' }, 'team.jpg', items)).toEqual({
      file: 'team.jpg',
      alt: 'Our team at the offsite',
      focus: 'top',
    });
  });

  it('keeps a description already written, a decorative picture without one, and a picture with no description to give', () => {
    expect(withUploadAlt({ file: 'bare.jpg', alt: 'Written by hand' }, 'team.jpg', items)).toBeUndefined();
    expect(withUploadAlt({ file: 'bare.jpg', decorative: true }, 'team.jpg', items)).toBeUndefined();
    expect(withUploadAlt(undefined, 'bare.jpg', items)).toBeUndefined();
    expect(withUploadAlt(undefined, '', items)).toBeUndefined();
    expect(withUploadAlt(undefined, 'missing.jpg', items)).toBeUndefined();
  });
});

describe('isImageSchema', () => {
  it('knows the image definition by its media file field', () => {
    expect(isImageSchema({ type: 'object', properties: { file: { type: 'string', 'x-ref': 'media' }, alt: { type: 'string' } } })).toBe(true);
    expect(isImageSchema({ type: 'object', properties: { href: { type: 'string', 'x-ref': 'link' } } })).toBe(false);
    expect(isImageSchema(undefined)).toBe(false);
  });
});
