import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imageCosts, imageOverBudget, pick, sizesWidth } from './images.ts';

describe('picture budgets', () => {
  it('reads sizes as a browser does, and picks the narrowest candidate wide enough', () => {
    expect(sizesWidth('(min-width:1024px) 560px, 100vw', 375)).toBe(375);
    expect(sizesWidth('(min-width:1024px) 560px, 100vw', 1280)).toBe(560);
    const srcset = '/a-720.avif 720w, /a-960.avif 960w, /a-1280.avif 1280w';
    expect(pick(srcset, 750)).toBe('/a-960.avif');
    expect(pick(srcset, 560)).toBe('/a-720.avif');
    expect(pick(srcset, 2000)).toBe('/a-1280.avif');
  });

  const dist = mkdtempSync(join(tmpdir(), 'image-budget-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("costs each picture of a page by its place and the AVIF each screen fetches, and says which is over its place's budget", () => {
    mkdirSync(join(dist, 'img'));
    writeFileSync(join(dist, 'img/h-720.avif'), Buffer.alloc(20_000));
    writeFileSync(join(dist, 'img/h-960.avif'), Buffer.alloc(50_000));
    const html =
      '<picture><source type="image/avif" srcSet="/img/h-720.avif 720w, /img/h-960.avif 960w" sizes="(min-width:1024px) 560px, 100vw"/><img src="/img/h.jpg"/></picture>';
    const [cost] = imageCosts(html, dist);
    expect(cost).toEqual({ slot: 'hero', phone: { file: '/img/h-960.avif', bytes: 50_000 }, laptop: { file: '/img/h-720.avif', bytes: 20_000 } });
    expect(imageOverBudget(cost)).toEqual(['hero picture on a phone: /img/h-960.avif is 50000 bytes, over 40960']);
  });
});
