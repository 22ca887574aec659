/**
 * Which pictures of the media folder the site uses, found before the pages are checked (the build
 * makes the pictures' files first, and the page threads only receive their names): a picture is
 * used when its file name is a text value of site.json or of a page, form or plan file, read as the
 * validator reads the folder (validator/config-folder.ts). An image field holds the file name as
 * such a value, so no used picture is missed; a text that happens to be exactly a file name
 * counts too, which costs one picture's encoding and nothing else.
 */
import { readFileSync } from 'node:fs';
import { ConfigFolder, shownFrom, type FoundFile } from '../validator/config-folder.ts';

const FOLDERS = ['pages', 'forms', 'plans'] as const;

/** The names among `names` that the config folder `configRoot` uses. */
export function usedPictures(configRoot: string, names: readonly string[]): Set<string> {
  const used = new Set<string>();
  if (names.length === 0) return used;
  const folder = new ConfigFolder(configRoot, shownFrom(configRoot));
  const site = folder.topFile('site.json');
  const files: FoundFile[] = [...(site && site !== 'missing' ? [site] : []), ...FOLDERS.flatMap((dir) => folder.listJson(dir))];
  for (const file of files) {
    if (used.size === names.length) break;
    let text: string;
    try {
      text = readFileSync(file.real, 'utf8');
    } catch {
      continue; // The validator reports it, and the build stops there.
    }
    // Most files name no picture: a plain search decides, and a name found anywhere counts (a key included).
    for (const name of names) if (!used.has(name) && text.includes(name)) used.add(name);
    // A name written with escapes ("\u0073hare.jpg") is found only in the parsed values.
    if (text.includes('\\')) for (const name of namesInValues(text, names)) used.add(name);
  }
  return used;
}

function namesInValues(text: string, names: readonly string[]): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return []; // Not JSON: the validator refuses the file, and the build stops there.
  }
  const wanted = new Set(names);
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (wanted.has(value)) found.push(value);
    } else if (value !== null && typeof value === 'object') {
      for (const v of Object.values(value)) visit(v);
    }
  };
  visit(data);
  return found;
}
