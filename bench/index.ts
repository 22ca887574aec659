/**
 * `npm run bench`: Lighthouse against script-free copies, and build speed at scale. Not part of
 * `npm test`: timings move with machine load (bench/budgets/ holds the deterministic checks).
 *
 *   npm run bench                       all parts, every content route, 3 runs each; the Lighthouse part ends with
 *                                       pages against the same page written by hand (bench/static-hero/, lighthouse.ts)
 *   npm run bench -- --lighthouse / --tap / --scale / --images  one part only (--tap: first tap after load, first-tap.ts;
 *                                       --images: the picture pipeline, cold and warm, bench/images.ts, --pictures 100,
 *                                       --images-before /tmp/before: another checkout's picture step side by side)
 *   npm run bench -- --runs 1 --routes /,/request-demo
 *   npm run bench -- --dist /tmp/before/dist --root /tmp/before   another build or checkout
 *   npm run bench -- --pages 1000 --validate-pages 10000
 * Run `npm run build` first for the Lighthouse part. Writes reports/bench.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contentRoutes } from './routes.ts';
import {
  benchHandWritten,
  benchLighthouse,
  formatRuns,
  HAND_WRITTEN,
  handWrittenHeader,
  lighthouseHeader,
  type HandWrittenRow,
  type LighthouseRow,
} from './lighthouse.ts';
import { benchFirstTap, formatTap, tapHeader, type TapRow } from './first-tap.ts';
import { benchImages, type ImagesRow } from './images.ts';
import { benchScale, formatScale, type ScaleRow } from './scale.ts';

const { values } = parseArgs({
  options: {
    lighthouse: { type: 'boolean', default: false },
    tap: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    images: { type: 'boolean', default: false },
    pictures: { type: 'string', default: '100' },
    'images-before': { type: 'string' },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    root: { type: 'string', default: '.' },
    pages: { type: 'string', default: '1000' },
    'validate-pages': { type: 'string', default: '10000' },
    port: { type: 'string', default: '4410' },
  },
});
const both = !values.lighthouse && !values.tap && !values.scale && !values.images;
const report: { lighthouse?: LighthouseRow[]; handWritten?: HandWrittenRow[]; tap?: TapRow[]; scale?: ScaleRow[]; images?: ImagesRow[] } = {};

if (both || values.lighthouse) {
  const routes = values.routes ? values.routes.split(',') : contentRoutes();
  console.log(`Lighthouse mobile, median of ${values.runs} interleaved runs; ms and transferred kB; ratio = LCP / LCP of the script-free copy\n`);
  console.log(lighthouseHeader);
  report.lighthouse = await benchLighthouse(resolve(values.dist), routes, Number(values.runs), Number(values.port));
  const over = report.lighthouse.filter((r) => r.ratio > 1.05);
  console.log(`\n${report.lighthouse.length - over.length} of ${report.lighthouse.length} routes at LCP ≤ 1.05× their script-free copy.\n`);
  if (over.length) console.log(`Each run of the routes over 1.05 (LCP in ms, and its element):\n${over.map(formatRuns).join('\n')}\n`);
  console.log(
    `A page with a hero picture against the same page written by hand as static HTML (bench/static-hero/), same picture files; ratio = LCP / LCP by hand\n`,
  );
  console.log(handWrittenHeader);
  report.handWritten = await benchHandWritten(resolve(values.dist), HAND_WRITTEN, Number(values.runs), Number(values.port) + 2);
  const slower = report.handWritten.filter((r) => r.ratio > 1.05);
  console.log(`\n${report.handWritten.length - slower.length} of ${report.handWritten.length} pages at LCP ≤ 1.05× the page written by hand.\n`);
}
if (both || values.tap) {
  const routes = values.routes ? values.routes.split(',') : contentRoutes();
  console.log(
    `First tap right after the load event, Lighthouse's mobile throttling (4× CPU, 150 ms RTT, 1.6 Mbps), median of ${values.runs}; ms from the tap to the frame that paints the answer (✓ < 200, ✗ > 500, — none within 6 s)\n`,
  );
  console.log(tapHeader);
  report.tap = await benchFirstTap(resolve(values.dist), routes, Number(values.runs), Number(values.port) + 10, (row) => console.log(formatTap(row)));
  const slow = report.tap.filter((r) => !(r.ms < 200));
  console.log(`\n${report.tap.length - slow.length} of ${report.tap.length} first taps answered within 200 ms.\n`);
}
if (both || values.scale) {
  console.log(`Build at scale: ${values.pages} extra pages (validation: ${values['validate-pages']}), in a temporary copy of ${resolve(values.root)}\n`);
  report.scale = benchScale(resolve(values.root), { pages: Number(values.pages), validatePages: Number(values['validate-pages']) });
  console.log(formatScale(report.scale));
}
if (both || values.images) {
  console.log(
    `Pictures: ${values.pictures} drawn 1600 × 1200 JPEGs through the build's picture step (AVIF, WebP, JPEG at each width), empty cache then full, a process per run\n`,
  );
  report.images = await benchImages(Number(values.pictures), values['images-before']);
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', JSON.stringify(report, null, 2));
