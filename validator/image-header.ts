/**
 * An image's type and size (upright, as a JPEG's EXIF orientation turns it) read from its first
 * bytes, without decoding it. The check of a site runs synchronously and on every edit in the
 * editor, so it reads headers, not pictures (sharp's metadata is asynchronous and opens the whole
 * file); the build and the upload decode the picture with sharp, which refuses what a header only
 * pretends to be, and the build refuses a picture whose upright size is not its header's.
 */
import type { ImageFormat } from '../renderer/images/format.ts';

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Larger pictures are refused before they are decoded (a few bytes can claim billions of pixels): 40 million, an 8000 × 5000 photo, 160 MB decoded. */
export const MAX_PIXELS = 40_000_000;

/** How many bytes of a file the header is looked for in (an AVIF's size box can follow a long EXIF block). */
export const HEADER_BYTES = 64 * 1024;

const ascii = (b: Uint8Array, at: number, text: string) => text.split('').every((c, i) => b[at + i] === c.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);

/**
 * The EXIF orientation of a photo (1 to 8; 5 to 8 are turned a quarter, so its upright width is its
 * stored height), from the TIFF structure at `tiff`: a phone stores a photo as its sensor took it.
 */
function exifOrientation(b: Uint8Array, tiff: number): number {
  const little = ascii(b, tiff, 'II');
  const u16 = (at: number) => (little ? u16le(b, at) : u16be(b, at));
  const ifd = tiff + (little ? u16le(b, tiff + 4) + (u16le(b, tiff + 6) << 16) : u32be(b, tiff + 4));
  for (let i = 0, entry = ifd + 2; i < u16(ifd) && entry + 12 <= b.length; i++, entry += 12) if (u16(entry) === 0x0112) return u16(entry + 8);
  return 1;
}

/** The type by the file's content (its magic bytes), whatever its name says; undefined for anything else. */
export function sniffFormat(b: Uint8Array): ImageFormat | undefined {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && ascii(b, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (b.length >= 12 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'webp';
  if (b.length >= 12 && ascii(b, 4, 'ftyp') && (ascii(b, 8, 'avif') || ascii(b, 8, 'avis'))) return 'avif';
  return undefined;
}

/** The type and pixel size from a file's first bytes; undefined when it is not an image of a known type, or its size is not where it should be. */
export function readImageHeader(b: Uint8Array): ImageHeader | undefined {
  const format = sniffFormat(b);
  const size = format && sizeOf[format](b);
  return size && size.width > 0 && size.height > 0 ? { format: format!, ...size } : undefined;
}

type Size = { width: number; height: number } | undefined;

const sizeOf: Record<ImageFormat, (b: Uint8Array) => Size> = {
  png: (b) => (b.length >= 24 && ascii(b, 12, 'IHDR') ? { width: u32be(b, 16), height: u32be(b, 20) } : undefined),
  jpeg(b) {
    // Segments follow one another to the frame header (SOF0–SOF15 but DHT, JPG and DAC), which holds the size.
    let at = 2;
    let turned = false;
    while (at + 9 < b.length) {
      if (b[at] !== 0xff) return undefined;
      const marker = b[at + 1];
      if (marker === 0xff) {
        at++;
        continue;
      }
      if (marker === 0xe1 && ascii(b, at + 4, 'Exif\0\0')) turned = exifOrientation(b, at + 10) >= 5;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        const [width, height] = [u16be(b, at + 7), u16be(b, at + 5)];
        return turned ? { width: height, height: width } : { width, height };
      }
      at += 2 + u16be(b, at + 2);
    }
    return undefined;
  },
  webp(b) {
    if (b.length < 30) return undefined;
    if (ascii(b, 12, 'VP8 ')) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    if (ascii(b, 12, 'VP8L')) {
      const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (ascii(b, 12, 'VP8X')) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    return undefined;
  },
  avif(b) {
    // The image spatial extents property ("ispe"): version and flags, then width and height.
    for (let at = 12; at + 16 <= b.length; at++) if (ascii(b, at, 'ispe')) return { width: u32be(b, at + 8), height: u32be(b, at + 12) };
    return undefined;
  },
};
