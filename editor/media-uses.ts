/**
 * Where each picture of the media library is used, from the validator's `x-ref: media` values: a
 * few places and a count for the library's list (a picture on every page of a 10,000-page site
 * would otherwise put 10,000 places into every answer, about 1 MB), and one picture's every place
 * on demand (GET /api/media/uses?name=), for its details and before it is deleted.
 */
import { join } from 'node:path';
import type { LoadResult } from '../validator/load.ts';
import { MEDIA_DIR, readMediaFolder } from '../validator/media.ts';
import type { Validators } from '../validator/schemas.ts';
import { checkSite } from './check.ts';
import { CONFIG_DIR } from './files.ts';
import { HttpError } from './http.ts';

/** Where a picture is used: the file, the field, and the page's route when it is a page. */
export interface MediaUse {
  file: string;
  path: string;
  route?: string;
}

/** A row's uses: the first few places (site settings first, then pages by route) and how many there are in all. */
export interface MediaUsesSummary {
  places: MediaUse[];
  count: number;
}

/** Places named on a picture's card; the rest are counted, and listed when its details are opened. */
export const NAMED_USES = 3;

/**
 * Every place of each picture, with the alt text beside each; and the validator's warnings by
 * picture (an unused one), so the screen says what `npm run validate` says.
 */
type Uses = { used: Map<string, Array<MediaUse & { alt?: string }>>; warned: Map<string, string> };

// Found once per check of the saved site (kept by editor/check.ts until a file changes): every page screen asks.
const found = new WeakMap<LoadResult, Uses>();

export function mediaUses(root: string, validators: Validators): Uses {
  const site = checkSite(root, validators, new Map(), true);
  const known = found.get(site);
  if (known) return known;
  const made = usesIn(site);
  found.set(site, made);
  return made;
}

function usesIn({ parsed = [], warnings = [] }: LoadResult): Uses {
  const warned = new Map(warnings.map((w) => [w.file.slice(`${CONFIG_DIR}/${MEDIA_DIR}/`.length), w.message]));
  const out = new Map<string, Array<MediaUse & { alt?: string }>>();
  for (const file of parsed) {
    const route = (file.data as { route?: unknown } | null)?.route;
    for (const ref of file.refs.filter((r) => r.kind === 'media')) {
      // "/blocks/0/image/file" → the image object holds the alt text.
      const holder = ref.instancePath
        .split('/')
        .slice(1, -1)
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], file.data);
      const alt = (holder as { alt?: unknown } | undefined)?.alt;
      const path = ref.instancePath
        .slice(1)
        .replace(/\/file$/, '')
        .replace(/\/(\d+)/g, '[$1]')
        .replace(/\//g, '.');
      const list = out.get(ref.value) ?? [];
      list.push({ file: file.file, path, ...(typeof route === 'string' && { route }), ...(typeof alt === 'string' && { alt }) });
      out.set(ref.value, list);
    }
  }
  // The same order in the summary and the full list, whatever order the files were read in; one collator for every sort.
  const { compare } = new Intl.Collator();
  for (const list of out.values()) list.sort((a, b) => compare(a.route ?? '', b.route ?? '') || compare(a.file, b.file));
  return { used: out, warned };
}

const bare = ({ file, path, route }: MediaUse): MediaUse => ({ file, path, ...(route !== undefined && { route }) });

export function summarizeUses(list: readonly MediaUse[] = []): MediaUsesSummary {
  return { places: list.slice(0, NAMED_USES).map(bare), count: list.length };
}

/** Where a picture is, in words: "/about-us (blocks[0].image), … and 9,998 more places". */
export function usesInWords({ places, count }: MediaUsesSummary): string {
  const named = places.map((u) => `${u.route ?? u.file} (${u.path})`).join(', ');
  const more = count - places.length;
  return more > 0 ? `${named} and ${more.toLocaleString('en-US')} more ${more === 1 ? 'place' : 'places'}` : named;
}

/**
 * A picture's name as the browser sent it, when it is one of the library: a file directly in the
 * media folder (no folder, no hidden file), else a 400 or 404 with the reason in words.
 */
export function libraryPicture(root: string, name: unknown): string {
  if (typeof name !== 'string' || name === '') throw new HttpError(400, 'Send the picture\'s "name".');
  if (!/^[^/\\\0]+$/.test(name) || name.startsWith('.'))
    throw new HttpError(400, `"${name}" is not a picture's name: a picture is a file directly in ${CONFIG_DIR}/${MEDIA_DIR}/, named without folders.`);
  if (!readMediaFolder(join(root, CONFIG_DIR)).has(name)) throw new HttpError(404, `There is no picture named "${name}".`);
  return name;
}

/** GET /api/media/uses?name=x.jpg: every place the picture is used. */
export function usesOf(root: string, validators: Validators, name: string | null): { name: string; usedBy: MediaUse[] } {
  const picture = libraryPicture(root, name);
  return { name: picture, usedBy: (mediaUses(root, validators).used.get(picture) ?? []).map(bare) };
}
