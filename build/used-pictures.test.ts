import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addUses, pictureFinder, usedPictures, type PictureUses } from './used-pictures.ts';

const root = mkdtempSync(join(tmpdir(), 'used-pictures-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};

describe('usedPictures', () => {
  it('finds the pictures named in site.json, pages (in subfolders), forms and plans, and no others', () => {
    write('site.json', JSON.stringify({ shareImage: { file: 'share.jpg', alt: 'Card' } }));
    write('pages/industries/cars.json', JSON.stringify({ blocks: [{ type: 'hero', image: { file: 'showroom.jpg', alt: 'A car' } }] }));
    write('forms/demo.json', JSON.stringify({ fields: [], image: { file: 'form.png' } }));
    write('plans/pro.json', JSON.stringify({ logo: { file: 'plan.webp' } }));
    // Escaped in the file: found in the parsed value, not by searching the text.
    write('pages/escaped.json', '{ "blocks": [{ "image": { "file": "t\\u0065am.png", "alt": "Team" } }] }');
    // Outside the folders the site is read from.
    write('stray/other.json', JSON.stringify({ file: 'stray.jpg' }));
    write('media/alt-text.json', JSON.stringify({ 'unused.jpg': 'unused.jpg' }));
    const names = ['share.jpg', 'showroom.jpg', 'form.png', 'plan.webp', 'team.png', 'stray.jpg', 'unused.jpg'];
    const used = usedPictures(root, names);
    expect([...used.keys()].sort()).toEqual(['form.png', 'plan.webp', 'share.jpg', 'showroom.jpg', 'team.png']);
    // Each with the places it is shown in: a field the slot table does not know makes every width.
    expect(Object.fromEntries([...used].map(([name, slots]) => [name, [...slots]]))).toEqual({
      'share.jpg': ['share'],
      'showroom.jpg': ['hero'],
      'team.png': ['hero'],
      'form.png': ['any'],
      'plan.webp': ['any'],
    });
  });

  it('gathers every place a picture is shown in', () => {
    write('pages/logos.json', JSON.stringify({ blocks: [{ type: 'case-studies', studies: [{ logo: { file: 'mark.png' }, cover: { file: 'mark.png' } }] }] }));
    expect([...usedPictures(root, ['mark.png']).get('mark.png')!].sort()).toEqual(['cover', 'logo']);
  });

  it('finds nothing in a folder without config files, or when there are no pictures', () => {
    expect(usedPictures(join(root, 'missing'), ['a.jpg']).size).toBe(0);
    expect(usedPictures(root, []).size).toBe(0);
  });
});

describe('pictureFinder and addUses', () => {
  it('finds one file’s uses, and gathers the uses of several files or threads by picture', () => {
    write('pages/one.json', JSON.stringify({ blocks: [{ type: 'hero', image: { file: 'a.jpg', alt: 'A' } }] }));
    write('pages/two.json', JSON.stringify({ blocks: [{ type: 'case-studies', studies: [{ logo: { file: 'a.jpg' } }] }], note: 'b.png' }));
    const find = pictureFinder(['a.jpg', 'b.png']);
    const uses: PictureUses = new Map();
    addUses(uses, find(join(root, 'pages/one.json')));
    addUses(uses, find(join(root, 'pages/two.json')));
    // Another thread's answer, as it arrives in a message.
    addUses(uses, new Map([['b.png', new Set(['logo'] as const)]]));
    expect(Object.fromEntries([...uses].map(([name, slots]) => [name, [...slots].sort()]))).toEqual({ 'a.jpg': ['hero', 'logo'], 'b.png': ['any', 'logo'] });
    expect(find(join(root, 'pages/none.json'))).toEqual([]);
    expect(pictureFinder([])(join(root, 'pages/one.json'))).toEqual([]);
  });

  it('leaves the pages to the page threads when asked', () => {
    write('site.json', JSON.stringify({ shareImage: { file: 'share.jpg', alt: 'Card' } }));
    write('pages/hero.json', JSON.stringify({ blocks: [{ type: 'hero', image: { file: 'showroom.jpg', alt: 'A car' } }] }));
    expect([...usedPictures(root, ['share.jpg', 'showroom.jpg'], { pages: false }).keys()]).toEqual(['share.jpg']);
  });
});
