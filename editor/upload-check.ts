/**
 * What an uploaded picture must be before it goes into the media folder, checked on the server
 * whatever the browser said: a JPEG, PNG, WebP or AVIF by its content (its first bytes, not its
 * name), at most MAX_UPLOAD_BYTES, at most MAX_PIXELS pixels (a small file can claim billions:
 * the size is read before anything is decoded), and whole (it decodes). SVG is refused: it can
 * hold scripts, and the site has no sanitizer for it. Its name is made safe here too.
 */
import type { ImageFormat } from '../renderer/images/format.ts';
import { MAX_PIXELS, readImageHeader } from '../validator/image-header.ts';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export type UploadCheck = { ok: true; format: ImageFormat; width: number; height: number } | { ok: false; message: string };

const EXT: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

/** A file name as the media folder keeps it: lower case, letters, digits and dashes, with the extension of its real type. */
export function safeMediaName(name: string, format: ImageFormat): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const stem = last
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  // Names Windows keeps for devices cannot be files there.
  const reserved = /^(con|prn|aux|nul|com\d|lpt\d)$/.test(stem);
  return `${stem === '' || reserved ? `image${stem ? `-${stem}` : ''}` : stem}.${EXT[format]}`;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Checks an upload's bytes; sharp decodes it last, under the pixel limit, to refuse a damaged file. */
export async function checkUpload(bytes: Uint8Array): Promise<UploadCheck> {
  if (bytes.length === 0) return { ok: false, message: 'The file is empty.' };
  if (bytes.length > MAX_UPLOAD_BYTES)
    return {
      ok: false,
      message: `The file is ${mb(bytes.length)}; a picture may be at most ${mb(MAX_UPLOAD_BYTES)}. Save it smaller (3000 pixels wide is plenty) and try again.`,
    };
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<svg') || head.startsWith('<?xml'))
    return { ok: false, message: 'SVG drawings are not accepted: they can carry scripts. Export the drawing as PNG and upload that.' };
  const header = readImageHeader(bytes);
  if (!header)
    return {
      ok: false,
      message: 'This file is not a JPEG, PNG, WebP or AVIF picture (whatever its name says). Save it in one of those formats and try again.',
    };
  if (header.width * header.height > MAX_PIXELS)
    return {
      ok: false,
      message: `The picture is ${header.width} × ${header.height} pixels; at most ${MAX_PIXELS / 1_000_000} million pixels are accepted. Make it smaller and try again.`,
    };
  const { default: sharp } = await import('sharp');
  try {
    // A small copy decodes the whole file: a damaged one fails here, not in the build.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS }).resize(64).toBuffer();
  } catch {
    return { ok: false, message: 'The picture could not be read: the file is damaged or incomplete. Save it again and try again.' };
  }
  return { ok: true, ...header };
}
