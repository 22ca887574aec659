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

  it('goes by the content, not the name: text, SVG, GIF and a truncated PNG are not pictures the site takes', async () => {
    const png = await picture(10, 10).png().toBuffer();
    expect(readImageHeader(Buffer.from('These are notes, not a picture.'))).toBeUndefined();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(sniffFormat(await picture(4, 4).gif().toBuffer())).toBeUndefined();
    expect(readImageHeader(png.subarray(0, 16))).toBeUndefined();
  });
});
