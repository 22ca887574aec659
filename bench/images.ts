/**
 * The picture pipeline at scale (`npm run bench -- --images`): `count` drawn source pictures
 * (1600 × 1200 JPEGs, each different) through build/images.ts with an empty cache (cold), then
 * again with the cache it filled (warm, what a build after a text edit does), in a temporary
 * folder. Pictures per second and the process's peak memory.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildImages } from '../build/images.ts';

export interface ImagesRow {
  run: 'cold' | 'warm';
  pictures: number;
  seconds: number;
  perSecond: number;
  made: number;
  peakRssMb: number;
}

/** A different picture for each `i`: bands and circles in shifting colours (flat art compresses like the site's own). */
function drawing(i: number): Buffer {
  const hue = (i * 37) % 360;
  const circles = Array.from({ length: 12 }, (_, k) => {
    const x = (i * 97 + k * 131) % 1600;
    const y = (i * 53 + k * 89) % 1200;
    return `<circle cx="${x}" cy="${y}" r="${60 + ((i + k) % 7) * 30}" fill="hsl(${(hue + k * 29) % 360},60%,55%)" opacity="0.8"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},50%,20%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},50%,40%)"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/>${circles}</svg>`,
  );
}

export async function benchImages(count: number): Promise<ImagesRow[]> {
  const root = mkdtempSync(join(tmpdir(), 'bench-images-'));
  try {
    const config = join(root, 'site.config');
    mkdirSync(join(config, 'media'), { recursive: true });
    for (let i = 0; i < count; i++)
      await sharp(drawing(i))
        .jpeg({ quality: 88 })
        .toFile(join(config, 'media', `picture-${String(i).padStart(3, '0')}.jpg`));
    const rows: ImagesRow[] = [];
    for (const run of ['cold', 'warm'] as const) {
      const start = performance.now();
      const { made } = await buildImages(config, join(root, `dist-${run}`), root);
      const seconds = (performance.now() - start) / 1000;
      rows.push({ run, pictures: count, seconds, perSecond: count / seconds, made, peakRssMb: process.resourceUsage().maxRSS / 1024 });
    }
    return rows;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export const formatImages = (rows: ImagesRow[]) =>
  rows
    .map(
      (r) =>
        `${r.run.padEnd(5)} ${r.pictures} pictures in ${r.seconds.toFixed(1)} s: ${r.perSecond.toFixed(1)} pictures/s, ${r.made} encoded, peak RSS ${r.peakRssMb.toFixed(0)} MB`,
    )
    .join('\n');
