/**
 * Which pictures of the media folder the site uses, and in which places, found before any page is
 * rendered (the build makes the pictures' files first, and the page threads only receive their
 * names): a picture is used where its file name is a text value of site.json or of a page, form or
 * plan file, read as the validator reads the folder (validator/config-folder.ts). The page threads
 * look through their own pages' files (build/page-worker.ts), the main thread through the rest.
 * The place (renderer/images/slots.ts) says which widths to make; a text that is exactly a file name
 * outside an image field counts as a use in every place, which costs encodings and nothing else.
 */
import { readFileSync } from 'node:fs';
import { slotOfFields, type ImageSlot } from '../renderer/images/slots.ts';
import { ConfigFolder, shownFrom, type FoundFile } from '../validator/config-folder.ts';

/** Each used picture's places; `any` when a use was found where no place is known. */
export type PictureUses = Map<string, Set<ImageSlot | 'any'>>;

const FOLDERS = ['pages', 'forms', 'plans'] as const;

/**
 * The names among `names` that the config folder `configRoot` uses, each with its places; without
 * `pages`, only in site.json, forms and plans.
 */
export function usedPictures(configRoot: string, names: readonly string[], { pages = true } = {}): PictureUses {
  const used: PictureUses = new Map();
  if (names.length === 0) return used;
  const folder = new ConfigFolder(configRoot, shownFrom(configRoot));
  const site = folder.topFile('site.json');
  const folders = FOLDERS.filter((dir) => pages || dir !== 'pages');
  const files: FoundFile[] = [...(site && site !== 'missing' ? [site] : []), ...folders.flatMap((dir) => folder.listJson(dir))];
  const find = pictureFinder(names);
  for (const file of files) addUses(used, find(file.real));
  return used;
}

/** What looks through one file at a time for the pictures `names`: the uses it finds there. */
export function pictureFinder(names: readonly string[]): (file: string) => Array<[string, ImageSlot | 'any']> {
  return (file) => {
    if (names.length === 0) return [];
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return []; // The validator reports it, and the build stops there.
    }
    // Most files name no picture: a plain search decides which to parse. A name written with escapes ("\u0073hare.jpg") is found only in the parsed values.
    if (!text.includes('\\') && !names.some((name) => text.includes(name))) return [];
    return usesIn(text, names);
  };
}

/** Adds `uses` (a file's, or another thread's) to `into`. */
export function addUses(into: PictureUses, uses: Iterable<readonly [string, Iterable<ImageSlot | 'any'> | ImageSlot | 'any']>) {
  for (const [name, slots] of uses) {
    const known = into.get(name) ?? new Set();
    for (const slot of typeof slots === 'string' ? [slots] : slots) known.add(slot);
    into.set(name, known);
  }
}

function usesIn(text: string, names: readonly string[]): Array<[string, ImageSlot | 'any']> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return []; // Not JSON: the validator refuses the file, and the build stops there.
  }
  const wanted = new Set(names);
  // Most text values are not a picture's name: comparing lengths first spares hashing each of them.
  const lengths = new Set(names.map((name) => name.length));
  const isName = (value: string) => lengths.has(value.length) && wanted.has(value);
  const found: Array<[string, ImageSlot | 'any']> = [];
  // The field names that lead to the value being visited (renderer/images/slots.ts), joined only for a use.
  const fields: string[] = [];
  const visit = (value: object) => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === 'string') {
          if (isName(item)) found.push([item, 'any']);
        } else if (item !== null && typeof item === 'object') visit(item);
      }
      return;
    }
    // for…in, not Object.entries: no array per object (JSON.parse makes plain objects, own fields only).
    for (const key in value) {
      const v: unknown = (value as Record<string, unknown>)[key];
      if (typeof v === 'string') {
        // An image field is an object whose "file" names the picture: its place is the object's path.
        if (isName(v)) found.push([v, (key === 'file' && slotOfFields(fields.join('/'))) || 'any']);
      } else if (v !== null && typeof v === 'object') {
        fields.push(key);
        visit(v);
        fields.pop();
      }
    }
  };
  // A file that is not an object is refused by the validator, and the build stops there.
  if (data !== null && typeof data === 'object') visit(data);
  return found;
}
