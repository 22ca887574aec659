import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { readImageHeader, sniffFormat } from './image-header.ts';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#14a090' } });

describe('readImageHeader', () => {
  it.each([
    ['jpeg', (p: Sharp) => p.jpeg()],
    ['png', (p: Sharp) => p.png()],
    ['webp', (p: Sharp) => p.webp()],
    ['webp', (p: Sharp) => p.webp({ lossless: true })],
    ['avif', (p: Sharp) => p.avif({ effort: 0 })],
  ] as const)('reads the type and size of a %s from its first bytes', async (format, encode) => {
    const bytes = await encode(picture(1234, 567)).toBuffer();
    expect(readImageHeader(bytes)).toEqual({ format, width: 1234, height: 567 });
  });

  it.each([1, 3, 5, 6, 8])("gives a JPEG's upright size, as its EXIF orientation (%i) turns it, whichever byte order its EXIF has", async (orientation) => {
    const bytes = await picture(1234, 567).jpeg().withMetadata({ orientation }).toBuffer();
    const upright = await sharp(bytes).rotate().toBuffer({ resolveWithObject: true });
    expect(readImageHeader(bytes)).toEqual({ format: 'jpeg', width: upright.info.width, height: upright.info.height });
  });

  it('reads a big-endian EXIF ("MM", as some cameras write it) and a damaged one without failing', () => {
    // SOI; APP1 "Exif\0\0" with a TIFF header and one IFD entry (orientation, SHORT, 1, value); SOF0 of 40 × 20 (height first).
    const jpeg = (tiff: number[]) => {
      const app1 = [...Buffer.from('Exif\0\0'), ...tiff];
      return Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, app1.length + 2, ...app1, 0xff, 0xc0, 0, 11, 8, 0, 20, 0, 40, 3, 1, 0x22, 0, 0, 0, 0]);
    };
    const mm = [...Buffer.from('MM'), 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0];
    expect(readImageHeader(jpeg(mm))).toEqual({ format: 'jpeg', width: 20, height: 40 });
    expect(readImageHeader(jpeg([...Buffer.from('MM'), 0, 42, 0xff, 0xff, 0xff, 0xff]))).toEqual({ format: 'jpeg', width: 40, height: 20 });
  });

  it('never throws on a damaged JPEG with EXIF: 2,000 seeded changes of bytes in its header', async () => {
    const bytes = await picture(64, 32).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    let seed = 41;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const damaged = Uint8Array.from(bytes.subarray(0, 400));
      for (let k = 0; k < 4; k++) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      const header = readImageHeader(damaged);
      if (header) expect(header.width * header.height).toBeGreaterThan(0);
    }
  });

  it('goes by the content, not the name: text, SVG, GIF and a truncated PNG are not pictures the site takes', async () => {
    const png = await picture(10, 10).png().toBuffer();
    expect(readImageHeader(Buffer.from('These are notes, not a picture.'))).toBeUndefined();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(sniffFormat(await picture(4, 4).gif().toBuffer())).toBeUndefined();
    expect(readImageHeader(png.subarray(0, 16))).toBeUndefined();
  });
});
