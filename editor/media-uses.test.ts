import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_ALTS } from './media.ts';
import { NAMED_USES } from './media-uses.ts';
import { startServer } from './test-project.ts';

/** Pages that show the picture: /about-us and this many copies of it under /copies/. */
const COPIES = 40;
const HERO = { file: 'hero.jpg', path: 'blocks[0].image' };

/** The snapshot site with hero.jpg in the library and in the hero of /about-us and of every copy. */
async function siteWithPopularPicture() {
  const { root, base } = await startServer();
  const json = async (path: string, init?: RequestInit) => {
    const res = await fetch(base + path, init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const bytes = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#14a090' } })
    .jpeg()
    .toBuffer();
  await json('/api/media/upload?name=hero.jpg&alt=A%20hero', { method: 'POST', body: bytes, headers: { 'Content-Type': 'application/octet-stream' } });
  await json('/api/media/upload?name=spare.jpg&alt=A%20spare%20one', { method: 'POST', body: bytes, headers: { 'Content-Type': 'application/octet-stream' } });
  const about = join(root, 'site.config/pages/about-us.json');
  const page = JSON.parse(readFileSync(about, 'utf8')) as { route: string; blocks: Array<Record<string, unknown>> };
  page.blocks[0].image = { file: 'hero.jpg', alt: 'Our team' };
  writeFileSync(about, JSON.stringify(page, null, 2));
  mkdirSync(join(root, 'site.config/pages/copies'));
  for (let i = 1; i <= COPIES; i++) {
    const name = `copy-${String(i).padStart(2, '0')}`;
    writeFileSync(join(root, `site.config/pages/copies/${name}.json`), JSON.stringify({ ...page, route: `/copies/${name}` }, null, 2));
  }
  return { root, json };
}

describe('where a picture is used', () => {
  it('lists a picture used on many pages with its first places and a count, not every place', async () => {
    const { json } = await siteWithPopularPicture();
    const { status, body } = await json('/api/media');
    expect(status).toBe(200);
    const media = body.media as Array<Record<string, unknown>>;
    expect(media.find((m) => m.name === 'hero.jpg')).toStrictEqual({
      name: 'hero.jpg',
      bytes: expect.any(Number),
      format: 'jpeg',
      width: 1400,
      height: 900,
      // The library's search reads these: the upload's description, then the pages' own.
      alts: ['A hero', 'Our team'],
      usedBy: {
        places: [
          { ...HERO, file: 'site.config/pages/about-us.json', route: '/about-us' },
          { ...HERO, file: 'site.config/pages/copies/copy-01.json', route: '/copies/copy-01' },
          { ...HERO, file: 'site.config/pages/copies/copy-02.json', route: '/copies/copy-02' },
        ],
        count: COPIES + 1,
      },
    });
    expect(NAMED_USES).toBe(3);
    expect(JSON.stringify(body)).not.toContain('/copies/copy-03');
    expect(media.find((m) => m.name === 'spare.jpg')?.usedBy).toStrictEqual({ places: [], count: 0 });
  });

  it("sends the upload's description and the first pages' own, not one per page, when every page words it differently", async () => {
    const { root, json } = await siteWithPopularPicture();
    for (let i = 1; i <= COPIES; i++) {
      const file = join(root, `site.config/pages/copies/copy-${String(i).padStart(2, '0')}.json`);
      const copy = JSON.parse(readFileSync(file, 'utf8')) as { blocks: Array<Record<string, unknown>> };
      copy.blocks[0].image = { file: 'hero.jpg', alt: `Our team, view ${i}` };
      writeFileSync(file, JSON.stringify(copy, null, 2));
    }
    const { body } = await json('/api/media');
    const alts = (body.media as Array<{ name: string; alts: string[] }>).find((m) => m.name === 'hero.jpg')!.alts;
    expect(alts).toHaveLength(MAX_ALTS);
    expect(alts.slice(0, 3)).toEqual(['A hero', 'Our team', 'Our team, view 1']);
  });

  it('answers every place of one picture, in the order of its first places, on GET /api/media/uses', async () => {
    const { json } = await siteWithPopularPicture();
    const { status, body } = await json('/api/media/uses?name=hero.jpg');
    expect(status).toBe(200);
    expect(body.name).toBe('hero.jpg');
    const usedBy = body.usedBy as Array<{ file: string; path: string; route: string }>;
    expect(usedBy).toHaveLength(COPIES + 1);
    expect(usedBy.map((u) => u.route)).toStrictEqual([
      '/about-us',
      ...Array.from({ length: COPIES }, (_, i) => `/copies/copy-${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(usedBy.every((u) => u.path === 'blocks[0].image' && u.file.endsWith(`${u.route.slice(1)}.json`))).toBe(true);
    const listed = ((await json('/api/media')).body.media as Array<{ name: string; usedBy: { places: unknown[] } }>).find((m) => m.name === 'hero.jpg');
    expect(usedBy.slice(0, NAMED_USES)).toStrictEqual(listed?.usedBy.places);
    expect(await json('/api/media/uses?name=spare.jpg')).toStrictEqual({ status: 200, body: { name: 'spare.jpg', usedBy: [] } });
  });

  it('refuses a missing name, a path and a name the library does not have, each in words', async () => {
    const { json } = await siteWithPopularPicture();
    const notAName = (name: string) => ({
      status: 400,
      body: { ok: false, message: `"${name}" is not a picture's name: a picture is a file directly in site.config/media/, named without folders.` },
    });
    expect(await json('/api/media/uses')).toStrictEqual({ status: 400, body: { ok: false, message: 'Send the picture\'s "name".' } });
    expect(await json(`/api/media/uses?name=${encodeURIComponent('../site.json')}`)).toStrictEqual(notAName('../site.json'));
    expect(await json('/api/media/uses?name=..%2F..%2Fpackage.json')).toStrictEqual(notAName('../../package.json'));
    expect(await json(`/api/media/uses?name=${encodeURIComponent('..\\site.json')}`)).toStrictEqual(notAName('..\\site.json'));
    expect(await json('/api/media/uses?name=..')).toStrictEqual(notAName('..'));
    expect(await json('/api/media/uses?name=.hero.jpg')).toStrictEqual(notAName('.hero.jpg'));
    expect(await json('/api/media/uses?name=hero.jpg%00.png')).toStrictEqual(notAName('hero.jpg\0.png'));
    // The upload descriptions' file is in the folder but is not a picture.
    for (const name of ['nothing.jpg', 'alt-text.json', 'HERO.JPG'])
      expect(await json(`/api/media/uses?name=${name}`)).toStrictEqual({ status: 404, body: { ok: false, message: `There is no picture named "${name}".` } });
  });

  it('refuses to delete a picture used on many pages, naming the first places and counting the rest', async () => {
    const { root, json } = await siteWithPopularPicture();
    const remove = (name: unknown) =>
      json('/api/media/delete', { method: 'POST', body: JSON.stringify({ name }), headers: { 'Content-Type': 'application/json' } });
    const refused = await remove('hero.jpg');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `"hero.jpg" is not deleted: it is used on /about-us (blocks[0].image), /copies/copy-01 (blocks[0].image), /copies/copy-02 (blocks[0].image) and ${COPIES - 2} more places. Take it out there first.`,
    );
    expect(refused.body.usedBy).toMatchObject({ count: COPIES + 1, places: { length: NAMED_USES } });
    expect(existsSync(join(root, 'site.config/media/hero.jpg'))).toBe(true);
    expect((await remove('../site.json')).status).toBe(400);
    expect((await remove(7)).status).toBe(400);
    expect(existsSync(join(root, 'site.config/site.json'))).toBe(true);
    expect(await remove('spare.jpg')).toStrictEqual({ status: 200, body: { ok: true } });
    expect(JSON.parse(readFileSync(join(root, 'site.config/media/alt-text.json'), 'utf8'))).toStrictEqual({ 'hero.jpg': 'A hero' });
  });
});
