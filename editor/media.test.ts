import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { thumbCacheDir, THUMB_WIDTH } from './media-thumbs.ts';
import { startServer } from './test-project.ts';

async function start() {
  const { root, base } = await startServer();
  const json = async (path: string, init?: RequestInit) => {
    const res = await fetch(base + path, init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { root, base, json };
}

const BYTES = { 'Content-Type': 'application/octet-stream' };
const JSON_BODY = { 'Content-Type': 'application/json' };
const picture = (width: number, height: number, color = '#14a090') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

describe('media library API', () => {
  it('uploads a picture under a safe name with its alt text, lists it, serves it typed by content, and refuses to take an existing name', async () => {
    const { root, base, json } = await start();
    const bytes = await picture(1400, 900);
    const up = await json(`/api/media/upload?name=${encodeURIComponent('../Our Team.png')}&alt=${encodeURIComponent('Our team at the office')}`, {
      method: 'POST',
      body: bytes,
      headers: BYTES,
    });
    expect(up).toEqual({ status: 200, body: { ok: true, name: 'our-team.jpg', format: 'jpeg', width: 1400, height: 900 } });
    expect(readFileSync(join(root, 'site.config/media/our-team.jpg'))).toEqual(bytes);

    const list = await json('/api/media');
    expect(list.body.media).toEqual([
      {
        name: 'our-team.jpg',
        bytes: bytes.length,
        format: 'jpeg',
        width: 1400,
        height: 900,
        alts: ['Our team at the office'],
        usedBy: { places: [], count: 0 },
        warning: '"our-team.jpg" is not used on any page; delete it in Media or place it.',
      },
    ]);

    const served = await fetch(`${base}/media/our-team.jpg`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([200, 'image/jpeg', 'nosniff']);
    expect((await fetch(`${base}/media/..%2Fsite.json`)).status).toBe(404);

    const again = await json('/api/media/upload?name=our-team.jpg', { method: 'POST', body: bytes, headers: BYTES });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^A picture named "our-team.jpg" is already in the library/);
  });

  it('refuses to delete a picture a page uses, naming where, and replaces it everywhere under the same name', async () => {
    const { root, json } = await start();
    await json('/api/media/upload?name=hero.jpg&alt=A%20hero', { method: 'POST', body: await picture(1400, 900), headers: BYTES });
    const about = join(root, 'site.config/pages/about-us.json');
    const page = JSON.parse(readFileSync(about, 'utf8')) as { blocks: Array<Record<string, unknown>> };
    page.blocks[0].image = { file: 'hero.jpg', alt: 'A hero' };
    writeFileSync(about, JSON.stringify(page, null, 2));

    const listed = (await json('/api/media')).body.media as Array<{ name: string; warning?: string }>;
    expect(listed.find((m) => m.name === 'hero.jpg')?.warning).toBeUndefined();
    const refused = await json('/api/media/delete', { method: 'POST', body: JSON.stringify({ name: 'hero.jpg' }), headers: JSON_BODY });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('"hero.jpg" is not deleted: it is used on /about-us (blocks[0].image). Take it out there first.');

    // A PNG replacing a JPEG is saved as a JPEG: the name every page uses stays right.
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b1324' } })
      .png()
      .toBuffer();
    const replaced = await json('/api/media/upload?replace=hero.jpg', { method: 'POST', body: png, headers: BYTES });
    expect(replaced.body).toMatchObject({ ok: true, name: 'hero.jpg' });
    const meta = await sharp(readFileSync(join(root, 'site.config/media/hero.jpg'))).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 1200]);

    page.blocks[0].image = undefined;
    writeFileSync(about, JSON.stringify(page, null, 2));
    expect((await json('/api/media/delete', { method: 'POST', body: JSON.stringify({ name: 'hero.jpg' }), headers: JSON_BODY })).status).toBe(200);
    expect(existsSync(join(root, 'site.config/media/hero.jpg'))).toBe(false);
  });

  it('serves a small WebP thumbnail made once per content and kept in the cache, and a new one for a replaced picture', async () => {
    const { root, base, json } = await start();
    await json('/api/media/upload?name=big.jpg&alt=Big', { method: 'POST', body: await picture(2400, 1600), headers: BYTES });
    const first = await fetch(`${base}/media-thumb/big.jpg`);
    expect([first.status, first.headers.get('content-type'), first.headers.get('x-content-type-options')]).toEqual([200, 'image/webp', 'nosniff']);
    const thumb = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(thumb).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', THUMB_WIDTH, 213]);
    expect(thumb.length).toBeLessThan(readFileSync(join(root, 'site.config/media/big.jpg')).length);
    const cached = readdirSync(thumbCacheDir(root)).filter((f) => f.endsWith('.webp'));
    expect(cached).toEqual([`${first.headers.get('etag')!.slice(1, -1)}.webp`]);

    // Asked again: unchanged, so the browser keeps its copy; the cache file is what was sent.
    const again = await fetch(`${base}/media-thumb/big.jpg`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(readFileSync(join(thumbCacheDir(root), cached[0]))).toEqual(thumb);

    await json('/api/media/upload?replace=big.jpg', { method: 'POST', body: await picture(1200, 1200, '#0b1324'), headers: BYTES });
    const replaced = await fetch(`${base}/media-thumb/big.jpg`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(replaced.status).toBe(200);
    expect((await sharp(Buffer.from(await replaced.arrayBuffer())).metadata()).height).toBe(THUMB_WIDTH);

    // A small picture is not enlarged; a name that is not a picture of the library is not found.
    await json('/api/media/upload?name=small.jpg&alt=Small', { method: 'POST', body: await picture(200, 100), headers: BYTES });
    expect((await sharp(Buffer.from(await (await fetch(`${base}/media-thumb/small.jpg`)).arrayBuffer())).metadata()).width).toBe(200);
    expect((await fetch(`${base}/media-thumb/..%2Fsite.json`)).status).toBe(404);
    expect((await fetch(`${base}/media-thumb/nothing.jpg`)).status).toBe(404);
  });

  it('refuses an SVG upload and a file that is not a picture', async () => {
    const { json } = await start();
    const svg = await json('/api/media/upload?name=logo.png', {
      method: 'POST',
      body: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      headers: BYTES,
    });
    const text = await json('/api/media/upload?name=notes.jpg', { method: 'POST', body: 'These are notes.', headers: { 'Content-Type': 'text/plain' } });
    // A type another site could send without asking is refused before the body is read.
    expect(text.status).toBe(415);
    expect(svg).toEqual({
      status: 422,
      body: { ok: false, message: 'SVG drawings are not accepted: they can carry scripts. Export the drawing as PNG and upload that.' },
    });
  });
});
