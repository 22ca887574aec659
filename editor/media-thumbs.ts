/**
 * Small pictures for the editor's Media grid and pickers: a library of photos of several MB each
 * would otherwise load every original. GET /media-thumb/<name> answers a WebP at most THUMB_WIDTH
 * pixels wide, made with sharp once per content and kept under node_modules/.cache (never in the
 * project's content), so a picture replaced under the same name gets a new one.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { cacheDir, writeCacheFile } from '../validator/cache-file.ts';
import { mediaFile } from '../validator/media.ts';
import { CONFIG_DIR } from './files.ts';

const THUMB_PATH = '/media-thumb/';
/** Twice the widest place a thumbnail is shown (a Media card is about 160 CSS pixels wide): sharp on high-density screens. */
export const THUMB_WIDTH = 320;
const QUALITY = 70;

/** Under the project's node_modules, or the system's temporary folder where that cannot be written. */
export const thumbCacheDir = (root: string) => cacheDir(root, 'editor-thumbs');

/** The thumbnail of a picture's bytes: read from the cache when made before, else made and kept there. */
async function thumbnailOf(root: string, bytes: Buffer): Promise<{ data: Buffer; key: string }> {
  const { default: sharp } = await import('sharp');
  // The content and every setting that shapes the result: a change of any makes a new file.
  const key = createHash('sha256').update(bytes).update(`${THUMB_WIDTH}:${QUALITY}:${sharp.versions.sharp}`).digest('hex').slice(0, 24);
  const dir = thumbCacheDir(root);
  const file = join(dir, `${key}.webp`);
  try {
    return { data: readFileSync(file), key };
  } catch {
    // Not made yet.
  }
  const data = await sharp(bytes).rotate().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer();
  // Two requests for one picture never leave half a file; a read-only cache only means making it again.
  writeCacheFile(file, data);
  return { data, key };
}

/** GET /media-thumb/<name>: true when the request was one (answered with the thumbnail, or 404). */
export async function serveThumbnail(root: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (req.method !== 'GET' || !url.pathname.startsWith(THUMB_PATH)) return false;
  let name: string;
  try {
    name = decodeURIComponent(url.pathname.slice(THUMB_PATH.length));
  } catch {
    name = '';
  }
  const found = mediaFile(join(root, CONFIG_DIR), name);
  if (!found) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('No such picture.');
    return true;
  }
  let made: { data: Buffer; key: string };
  try {
    made = await thumbnailOf(root, found.bytes);
  } catch (e) {
    // A file whose header reads well but whose pixels do not: the grid shows its empty frame.
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`The thumbnail could not be made: ${(e as Error).message}`);
    return true;
  }
  const { data, key } = made;
  const etag = `"${key}"`;
  const headers = { ETag: etag, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Type': 'image/webp', 'Content-Length': data.length });
  res.end(data);
  return true;
}
