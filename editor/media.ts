/**
 * The media library's API: the pictures of site.config/media/ with where each is used (a few
 * places and a count; media-uses.ts answers every place of one picture), uploads
 * (checked by upload-check.ts), replacing a picture everywhere (same name, new content) and
 * deleting one that nothing uses. Pictures are named by people: an upload never takes the name of
 * a picture that exists unless it is meant to replace it, and nothing is renamed.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { MIME, type ImageFormat } from '../renderer/images/format.ts';
import { writeFileAtomically } from '../validator/atomic-write.ts';
import { ALT_FILE, MEDIA_DIR, mediaFile, readMediaFolder } from '../validator/media.ts';
import type { Validators } from '../validator/schemas.ts';
import { CONFIG_DIR } from './files.ts';
import { HttpError, readBody, type Handler } from './http.ts';
import { libraryPicture, mediaUses, summarizeUses, usesInWords, usesOf, type MediaUsesSummary } from './media-uses.ts';
import { checkUpload, MAX_UPLOAD_BYTES, safeMediaName } from './upload-check.ts';

export interface MediaItem {
  name: string;
  bytes: number;
  format?: ImageFormat;
  width?: number;
  height?: number;
  /** Why the site cannot show it. */
  problem?: string;
  /** The alternative texts it has: the one given at upload first, then those of its uses (what the library's search reads), at most MAX_ALTS. */
  alts: string[];
  /** The first few places and the count; every place comes from GET /api/media/uses. */
  usedBy: MediaUsesSummary;
  /** The validator's warning when nothing places it ("… is not used on any page; …"): worth knowing, never blocking. */
  warning?: string;
}

const mediaDir = (root: string) => join(root, CONFIG_DIR, MEDIA_DIR);

/** A picture written beside its place, then moved in: a reader never sees half a file. */
function writeBytes(abs: string, data: Buffer) {
  const temp = `${abs}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, data);
    renameSync(temp, abs);
  } finally {
    rmSync(temp, { force: true });
  }
}

function readAlts(root: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(mediaDir(root), ALT_FILE), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The descriptions sent with each picture: the upload's and the first pages' own. Enough for the
 * library's search; all of them would grow the list with the pages (one picture on 10,000 pages,
 * each describing it in its own words).
 */
export const MAX_ALTS = 12;

function listMedia(root: string, validators: Validators): MediaItem[] {
  const folder = readMediaFolder(join(root, CONFIG_DIR));
  const { used, warned } = mediaUses(root, validators);
  const given = readAlts(root);
  return [...folder].map(([name, entry]) => {
    const its = used.get(name) ?? [];
    const alts = [...new Set([given[name], ...its.map((u) => u.alt)].filter((a): a is string => !!a))].slice(0, MAX_ALTS);
    return {
      name,
      bytes: statSync(join(mediaDir(root), name)).size,
      ...('problem' in entry ? { problem: entry.problem } : { format: entry.format, width: entry.width, height: entry.height }),
      alts,
      usedBy: summarizeUses(its),
      ...(warned.has(name) && { warning: warned.get(name) }),
    };
  });
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const refuse = () =>
    new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, the most a picture may be. Save it smaller and try again.`);
  if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) throw refuse();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) throw refuse();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** POST /api/media/upload?name=…&alt=…[&replace=name]: the picture's bytes as the body. */
async function upload(root: string, req: IncomingMessage, url: URL) {
  const bytes = await readRaw(req);
  const checked = await checkUpload(bytes);
  if (!checked.ok) return { status: 422, body: { ok: false, message: checked.message } };
  const dir = mediaDir(root);
  mkdirSync(dir, { recursive: true });
  const replace = url.searchParams.get('replace');
  let name: string;
  let data: Buffer = bytes;
  if (replace) {
    const existing = readMediaFolder(join(root, CONFIG_DIR)).get(replace);
    if (!existing || 'problem' in existing) return { status: 404, body: { ok: false, message: `There is no picture named "${replace}" to replace.` } };
    name = replace;
    // The same name everywhere it is used: a picture of another type is saved in the type its name says.
    if (checked.format !== existing.format) {
      const { default: sharp } = await import('sharp');
      data = await sharp(bytes).rotate()[existing.format]().toBuffer();
    }
  } else {
    name = safeMediaName(url.searchParams.get('name') ?? '', checked.format);
    if (existsSync(join(dir, name)))
      return {
        status: 409,
        body: {
          ok: false,
          message: `A picture named "${name}" is already in the library. Replace that one (its pages then show the new picture), or rename your file and upload it again.`,
        },
      };
  }
  writeBytes(join(dir, name), data);
  const alt = url.searchParams.get('alt')?.trim();
  if (alt) {
    const alts = { ...readAlts(root), [name]: alt.slice(0, 250) };
    writeFileAtomically(dir, join(dir, ALT_FILE), `${JSON.stringify(alts, null, 2)}\n`);
  }
  return { status: 200, body: { ok: true, name, format: checked.format, width: checked.width, height: checked.height } };
}

export function mediaRoutes(root: string) {
  return (validators: Validators): Record<string, Handler> => ({
    'GET /api/media': () => ({ status: 200, body: { media: listMedia(root, validators), maxBytes: MAX_UPLOAD_BYTES } }),
    'POST /api/media/upload': (req, url) => upload(root, req, url),
    'GET /api/media/uses': (_req, url) => ({ status: 200, body: usesOf(root, validators, url.searchParams.get('name')) }),
    'POST /api/media/delete': async (req) => {
      const name = libraryPicture(root, (await readBody(req)).name);
      const usedBy = summarizeUses(mediaUses(root, validators).used.get(name));
      if (usedBy.count > 0) {
        return {
          status: 409,
          body: { ok: false, message: `"${name}" is not deleted: it is used on ${usesInWords(usedBy)}. Take it out there first.`, usedBy },
        };
      }
      unlinkSync(join(mediaDir(root), name));
      const alts = readAlts(root);
      if (name in alts) {
        delete alts[name];
        writeFileAtomically(mediaDir(root), join(mediaDir(root), ALT_FILE), `${JSON.stringify(alts, null, 2)}\n`);
      }
      return { status: 200, body: { ok: true } };
    },
  });
}

/**
 * GET /media/<name>: a picture of the library, for the preview and the library's thumbnails,
 * typed by its content; true when the request was one.
 */
export function serveMedia(root: string, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (req.method !== 'GET' || !url.pathname.startsWith('/media/')) return false;
  const found = mediaFile(join(root, CONFIG_DIR), decodeURIComponent(url.pathname.slice('/media/'.length)));
  if (!found) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('No such picture.');
    return true;
  }
  res.writeHead(200, {
    'Content-Type': MIME[found.format],
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
  res.end(found.bytes);
  return true;
}
