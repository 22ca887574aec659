/**
 * Which pictures of the media folder the site uses, and in which places, found before the pages
 * are checked (the build makes the pictures' files first, and the page threads only receive their
 * names): a picture is used where its file name is a text value of site.json or of a page, form or
 * plan file, read as the validator reads the folder (validator/config-folder.ts). The place
 * (renderer/images/slots.ts) says which widths to make; a text that is exactly a file name outside
 * an image field counts as a use in every place, which costs encodings and nothing else.
 */
import { readFileSync } from 'node:fs';
import { slotOfFields, type ImageSlot } from '../renderer/images/slots.ts';
import { ConfigFolder, shownFrom, type FoundFile } from '../validator/config-folder.ts';

/** Each used picture's places; `any` when a use was found where no place is known. */
export type PictureUses = Map<string, Set<ImageSlot | 'any'>>;

const FOLDERS = ['pages', 'forms', 'plans'] as const;

/** The names among `names` that the config folder `configRoot` uses, each with its places. */
export function usedPictures(configRoot: string, names: readonly string[]): PictureUses {
  const used: PictureUses = new Map();
  if (names.length === 0) return used;
  const folder = new ConfigFolder(configRoot, shownFrom(configRoot));
  const site = folder.topFile('site.json');
  const files: FoundFile[] = [...(site && site !== 'missing' ? [site] : []), ...FOLDERS.flatMap((dir) => folder.listJson(dir))];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file.real, 'utf8');
    } catch {
      continue; // The validator reports it, and the build stops there.
    }
    // Most files name no picture: a plain search decides which to parse. A name written with escapes ("\u0073hare.jpg") is found only in the parsed values.
    if (!text.includes('\\') && !names.some((name) => text.includes(name))) continue;
    for (const [name, slot] of usesIn(text, names)) {
      const slots = used.get(name) ?? new Set();
      slots.add(slot);
      used.set(name, slots);
    }
  }
  return used;
}

function usesIn(text: string, names: readonly string[]): Array<[string, ImageSlot | 'any']> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return []; // Not JSON: the validator refuses the file, and the build stops there.
  }
  const wanted = new Set(names);
  const found: Array<[string, ImageSlot | 'any']> = [];
  // `fields`: the field names that lead to `value` (renderer/images/slots.ts), built only for objects and lists.
  const visit = (value: unknown, fields: string) => {
    if (typeof value === 'string') {
      if (wanted.has(value)) found.push([value, 'any']);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, fields);
      return;
    }
    // An image field is an object whose "file" names the picture: its place is the object's path.
    const slot = slotOfFields(fields);
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string') {
        if (wanted.has(v)) found.push([v, (key === 'file' && slot) || 'any']);
      } else if (v !== null && typeof v === 'object') visit(v, fields ? `${fields}/${key}` : key);
    }
  };
  visit(data, '');
  return found;
}
