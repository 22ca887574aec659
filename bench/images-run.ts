/**
 * One run of bench/images.ts, in a process of its own so that its peak memory is its own:
 * `node --import tsx bench/images-run.ts <checkout> <config> <cache root> <out>` runs the picture
 * step of `<checkout>`/build/images.ts (this project's, or another checkout's for a before/after)
 * and prints one line of JSON: seconds, pictures encoded, CPU seconds and peak RSS.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [checkout, config, root, out] = process.argv.slice(2);
type Step = (config: string, out: string, root: string) => Promise<{ made: number }>;
const { buildImages } = (await import(pathToFileURL(join(resolve(checkout), 'build', 'images.ts')).href)) as { buildImages: Step };
const start = performance.now();
const cpu = process.cpuUsage();
const { made } = await buildImages(config, out, root);
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    seconds: (performance.now() - start) / 1000,
    made,
    cpuSeconds: (used.user + used.system) / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
