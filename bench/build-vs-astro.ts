/**
 * `npm run bench:build`: this project's `npm run build` side by side with Astro's `astro build`,
 * each building N generated copies of one page (issue #25). Time, pages/s and peak RSS of the
 * whole process tree; medians of interleaved runs (ours, Astro, ours, Astro…).
 *
 *   npm run bench:build                                  1,000 pages, 3 runs each
 *   npm run bench:build -- --pages 1000,20000 --runs 1
 *   npm run bench:build -- --only rivo                   one tool (--only astro)
 *   npm run bench:build -- --json reports/build-vs-astro.json
 *   npm run bench:build -- --pages 20 --runs 1 --keep    keeps both temporary projects to look at
 *   npm run bench:build -- --pictures with               only the pages with their hero picture (--pictures without:
 *                                                        the picture taken out of the copies; default both)
 *
 * Ours: a temporary copy of the project (scale.ts) with N copies of the page in
 * site.config/pages/bench/. Astro's: a generated project (versus/astro.ts) with the same N copies
 * as data files, Astro installed once into a cache folder under the system's temporary folder.
 * Each tool builds once untimed before its timed runs (--no-warmup to skip), so the runs are
 * rebuilds with its caches as a rebuild finds them. With pictures, the page's hero picture is made
 * by each tool's own pipeline: ours (build/images.ts) and Astro's `<Picture>` (astro:assets, sharp),
 * AVIF and WebP at the same widths, each kept in its cache between builds. Only the build command is timed and sampled:
 * `npm run build` in each project, npm included on both sides.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sha } from '../validator/cache-file.ts';
import { copyProject, pageSource, writeCopies } from './scale.ts';
import { ASTRO_VERSION, installAstro, writeAstroProject } from './versus/astro.ts';
import { measure, type Measured } from './versus/rss.ts';
import { formatVersus, versusRow, type RunResult, type Tool, type VersusRow } from './versus/table.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    json: { type: 'string' },
    route: { type: 'string', default: '/industries/automotive' },
    pictures: { type: 'string', default: 'both' },
    'no-warmup': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const sizes = values.pages.split(',').map((p) => Number(p.replace(/_/g, '')));
const runs = Number(values.runs);
if (sizes.some((n) => !Number.isInteger(n) || n < 1) || !Number.isInteger(runs) || runs < 1)
  throw new Error('--pages takes sizes like 1000,20000; --runs a count');
if (values.only && values.only !== 'rivo' && values.only !== 'astro') throw new Error('--only takes rivo or astro');
const tools: Tool[] = values.only ? [values.only as Tool] : ['rivo', 'astro'];
if (!['with', 'without', 'both'].includes(values.pictures)) throw new Error('--pictures takes with, without or both');
const variants = values.pictures === 'both' ? [true, false] : [values.pictures === 'with'];

const root = resolve('.');
const route = values.route;
const page = pageSource(join(root, 'site.config'), route);
const sources = new Map(variants.map((pictures) => [pictures, pictures ? page : withoutPictures(page)]));
if (variants.includes(true) && sources.get(true) === withoutPictures(page))
  throw new Error(`${route} shows no picture: --pictures without, or another --route`);
const astroModules = tools.includes('astro') ? installAstro() : '';

interface Project {
  tool: Tool;
  dir: string;
  /** Where its build writes the N pages. */
  out: string;
  cleanUp(): void;
}

/** The page's JSON text without its image fields (every `image` and `shareImage` holding a file). */
function withoutPictures(text: string): string {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    const picture = (v: unknown) => typeof v === 'object' && v !== null && typeof (v as { file?: unknown }).file === 'string';
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, v]) => !((key === 'image' || key === 'shareImage') && picture(v)))
        .map(([key, v]) => [key, strip(v)]),
    );
  };
  return `${JSON.stringify(strip(JSON.parse(text)), null, 2)}\n`;
}

function rivoProject(pages: number, source: string): Project {
  const dir = copyProject(root, 'rivo-vs-astro-');
  writeCopies(join(dir, 'site.config', 'pages', 'bench'), source, route, pages);
  return {
    tool: 'rivo',
    dir,
    out: join(dir, 'dist', 'bench'),
    cleanUp() {
      // The build keeps the dist/ it replaced as a spare in node_modules/.cache/rivo-dist/ (dist-swap.ts), here the checkout's own.
      const spare = join(root, 'node_modules', '.cache', 'rivo-dist', sha(join(dir, 'dist')).slice(0, 12));
      rmSync(spare, { recursive: true, force: true });
      rmSync(`${spare}.json`, { force: true });
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

function astroProject(pages: number, source: string): Project {
  const dir = mkdtempSync(join(tmpdir(), 'astro-vs-rivo-'));
  writeAstroProject(dir, { root, source, route, pages, astro: astroModules });
  return { tool: 'astro', dir, out: join(dir, 'dist', 'bench'), cleanUp: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }) };
}

const build = (p: Project): Promise<Measured> => measure('npm', ['run', '--silent', 'build'], p.dir, { ASTRO_TELEMETRY_DISABLED: '1' });

/** The average size of the N generated pages' HTML, after checking that there are N, each with an AVIF source when they show their picture. */
function htmlBytesPerPage(p: Project, pages: number, pictures: boolean): number {
  const files = readdirSync(p.out).filter((f) => f.endsWith('.html'));
  if (files.length !== pages) throw new Error(`${p.tool} wrote ${files.length} pages into ${p.out}, not ${pages}`);
  const shows = /<source[^>]*type="image\/avif"/i.test(readFileSync(join(p.out, files[0]), 'utf8'));
  if (shows !== pictures)
    throw new Error(
      `${p.tool}'s ${files[0]} ${shows ? 'shows' : 'does not show'} the hero picture as AVIF, but the pages were made ${pictures ? 'with' : 'without'} it`,
    );
  return files.reduce((sum, f) => sum + statSync(join(p.out, f)).size, 0) / files.length;
}

const rows: VersusRow[] = [];
const live = new Set<Project>();
// Ctrl+C reaches the builds too (one process group); the temporary projects go with them.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // After the builds have ended (a build still writing into its folder would make removing it fail).
    setTimeout(() => {
      for (const p of live) {
        try {
          if (!values.keep) p.cleanUp();
        } catch (e) {
          console.error(`Could not remove ${p.dir}: ${(e as Error).message}`);
        }
      }
      process.exit(130);
    }, 500);
  });
}
console.log(`Build side by side with astro@${ASTRO_VERSION}: N copies of ${route}, \`npm run build\` in each project, median of ${runs} interleaved run(s)`);
for (const [pages, pictures] of sizes.flatMap((n) => variants.map((p) => [n, p] as const))) {
  const projects: Project[] = [];
  const label = `${pages} pages ${pictures ? 'with' : 'without'} pictures`;
  try {
    for (const tool of tools) {
      projects.push(tool === 'rivo' ? rivoProject(pages, sources.get(pictures)!) : astroProject(pages, sources.get(pictures)!));
      live.add(projects.at(-1)!);
    }
    if (!values['no-warmup']) {
      for (const p of projects) {
        const m = await build(p);
        console.log(
          `  ${label}, ${p.tool}: warm-up ${m.seconds.toFixed(2)} s, ${m.cpuSeconds ?? '-'} s CPU, ${Math.round(m.peakRssKb / 1024)} MB (not counted)`,
        );
      }
    }
    const results = new Map<Tool, RunResult[]>(tools.map((t) => [t, []]));
    for (let run = 1; run <= runs; run++) {
      for (const p of projects) {
        const m = await build(p);
        results.get(p.tool)!.push({ seconds: Math.round(m.seconds * 1000) / 1000, peakRssKb: m.peakRssKb, cpuSeconds: m.cpuSeconds, hwmSumKb: m.hwmSumKb });
        console.log(
          `  ${label}, ${p.tool}: run ${run}: ${m.seconds.toFixed(2)} s, ${m.cpuSeconds ?? '-'} s CPU, ${Math.round(m.peakRssKb / 1024)} MB peak RSS ` +
            `(${m.samples} samples; sum of each process's own peak ${Math.round(m.hwmSumKb / 1024)} MB; ${m.processes.join(', ')})`,
        );
      }
    }
    for (const p of projects) rows.push(versusRow(p.tool, pages, results.get(p.tool)!, htmlBytesPerPage(p, pages, pictures), pictures));
  } finally {
    for (const p of projects) {
      if (values.keep) console.log(`  kept ${p.tool}'s project: ${p.dir}`);
      else p.cleanUp();
      live.delete(p);
    }
  }
}

console.log(`\n${formatVersus(rows)}`);
if (values.json) {
  mkdirSync(dirname(resolve(values.json)), { recursive: true });
  writeFileSync(values.json, JSON.stringify({ astro: ASTRO_VERSION, node: process.version, route, runs, warmup: !values['no-warmup'], rows }, null, 2));
}
