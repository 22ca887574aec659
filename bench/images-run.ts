/**
 * One run of bench/images.ts, in a process of its own so that its peak memory is its own:
 * `node --import tsx bench/images-run.ts <checkout> <config> <cache root> <out>` runs the picture
 * step of `<checkout>`/build/images.ts (this project's, or another checkout's for a before/after)
 * and prints one line of JSON: seconds, pictures encoded, CPU seconds and peak RSS.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [checkout, config, root, out] = process.argv.slice(2);
const from = (file: string) => import(pathToFileURL(join(resolve(checkout), file)).href);
const images = await from('build/images.ts');
const start = performance.now();
const cpu = process.cpuUsage();
let made: number;
if (images.namePictures) {
  // Every picture in every place: all the widths there are, as a checkout that found uses by file name made them.
  const { mediaIndex, readMediaFolder } = await from('validator/media.ts');
  const { SLOTS } = await from('renderer/images/slots.ts');
  const media = images.namePictures(config, mediaIndex(readMediaFolder(config)));
  const placed = new Map(Object.keys(media).map((name) => [name, new Set(Object.keys(SLOTS))]));
  ({ made } = await images.buildImages(config, out, media, placed, root));
} else ({ made } = await images.buildImages(config, out, root));
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    seconds: (performance.now() - start) / 1000,
    made,
    cpuSeconds: (used.user + used.system) / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
