/**
 * The picture pipeline at scale (`npm run bench -- --images`): `count` drawn source pictures
 * (1600 × 1200 JPEGs, each different, all named by a page) through build/images.ts with an empty
 * cache (cold), then again with the cache it filled (warm, what a build after a text edit does), in
 * a temporary folder. With `before` (another checkout, `--images-before /tmp/before`), its picture
 * step runs too, interleaved with this one's (before cold, after cold, before warm, after warm), each
 * with a cache of its own. Each run is a process of its own (bench/images-run.ts): pictures per
 * second, CPU seconds and that process's peak memory.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

export interface ImagesRow {
  /** "this checkout", or the other checkout's folder. */
  code: string;
  run: 'cold' | 'warm';
  pictures: number;
  seconds: number;
  perSecond: number;
  made: number;
  cpuSeconds: number;
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

const THIS = 'this checkout';

export async function benchImages(count: number, before?: string): Promise<ImagesRow[]> {
  const root = mkdtempSync(join(tmpdir(), 'bench-images-'));
  try {
    const config = join(root, 'site.config');
    mkdirSync(join(config, 'media'), { recursive: true });
    mkdirSync(join(config, 'pages'), { recursive: true });
    const names = Array.from({ length: count }, (_, i) => `picture-${String(i).padStart(3, '0')}.jpg`);
    for (const [i, name] of names.entries())
      await sharp(drawing(i))
        .jpeg({ quality: 88 })
        .toFile(join(config, 'media', name));
    // A checkout that found the pictures a site uses by their names in its files finds them here.
    writeFileSync(join(config, 'pages', 'pictures.json'), JSON.stringify({ pictures: names.map((file) => ({ file })) }));
    const checkouts = before ? [resolve(before), resolve('.')] : [resolve('.')];
    const rows: ImagesRow[] = [];
    for (const run of ['cold', 'warm'] as const) {
      for (const [i, checkout] of checkouts.entries()) {
        const output = execFileSync(
          process.execPath,
          ['--import', 'tsx', join(import.meta.dirname, 'images-run.ts'), checkout, config, join(root, `cache-${i}`), join(root, `dist-${i}-${run}`)],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const measured = JSON.parse(output.trim().split('\n').pop()!) as Pick<ImagesRow, 'seconds' | 'made' | 'cpuSeconds' | 'peakRssMb'>;
        const code = checkout === resolve('.') ? THIS : checkout;
        const row: ImagesRow = { code, run, pictures: count, perSecond: count / measured.seconds, ...measured };
        console.log(formatImages([row]));
        rows.push(row);
      }
    }
    return rows;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const formatImages = (rows: ImagesRow[]) =>
  rows
    .map(
      (r) =>
        `${r.run.padEnd(5)} ${r.code.padEnd(24)} ${r.pictures} pictures in ${r.seconds.toFixed(1)} s: ${r.perSecond.toFixed(2)} pictures/s, ${r.cpuSeconds.toFixed(1)} s CPU, ${r.made} encoded, peak RSS ${r.peakRssMb.toFixed(0)} MB`,
    )
    .join('\n');
