/**
 * The site's media folder (site.config/media/): every picture in it by file name, with its type
 * and size read from its header (image-header.ts), or why it cannot be used. Pictures are named by
 * people and never renamed; only the files directly in the folder count.
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaEntry } from '../renderer/images/types.ts';
import { HEADER_BYTES, readImageHeader } from './image-header.ts';

export const MEDIA_DIR = 'media';
/** The alternative texts given at upload, by file name: what the editor fills in when a picture is placed. Not a picture. */
export const ALT_FILE = 'alt-text.json';

/** A file of the folder the site cannot show, and why, in words for editors. */
interface MediaProblem {
  problem: string;
}

export type MediaFolder = Map<string, MediaEntry | MediaProblem>;

/** Headers already read, by path, size and time of change: the editor checks the site on every edit. */
const seen = new Map<string, { stamp: string; entry: MediaEntry | MediaProblem }>();

/** The pictures of `configRoot`/media/; an empty map when there is no such folder. */
export function readMediaFolder(configRoot: string): MediaFolder {
  const dir = join(configRoot, MEDIA_DIR);
  const folder: MediaFolder = new Map();
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return folder;
  }
  for (const name of names) {
    if (name.startsWith('.') || name === ALT_FILE) continue;
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const known = seen.get(path);
    if (known?.stamp === stamp) {
      folder.set(name, known.entry);
      continue;
    }
    const entry = readEntry(path);
    seen.set(path, { stamp, entry });
    folder.set(name, entry);
  }
  return folder;
}

function readEntry(path: string): MediaEntry | MediaProblem {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const bytes = new Uint8Array(HEADER_BYTES);
    const read = readSync(fd, bytes, 0, HEADER_BYTES, 0);
    const header = readImageHeader(bytes.subarray(0, read));
    return header ?? { problem: 'it is not a JPEG, PNG, WebP or AVIF picture (or it is damaged)' };
  } catch (e) {
    return { problem: `it cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The usable pictures only, as the renderer takes them. */
export function mediaIndex(folder: MediaFolder): Record<string, MediaEntry> {
  return Object.fromEntries([...folder].filter((e): e is [string, MediaEntry] => !('problem' in e[1])));
}

/**
 * A picture of the folder by its name in an address (`/media/<name>`), with its type read from
 * its content, for the editor's preview and `npm run dev` (a build serves its own files); undefined
 * for anything else, a path included.
 */
export function mediaFile(configRoot: string, name: string): { bytes: Buffer; format: MediaEntry['format'] } | undefined {
  if (!/^[^/\\\0]+$/.test(name) || name.startsWith('.')) return undefined;
  const entry = readMediaFolder(configRoot).get(name);
  if (!entry || 'problem' in entry) return undefined;
  const bytes = readFileSync(join(configRoot, MEDIA_DIR, name));
  const format = readImageHeader(bytes)?.format;
  return format ? { bytes, format } : undefined;
}
