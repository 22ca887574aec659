/**
 * Build speed at scale, in a temporary copy of the project: `pages` extra copies of one page
 * (new routes under /bench/), then `npm run build` with Vite building the browser assets, and
 * again after a page was edited (the assets reused); and
 * `validatePages` copies for `npm run validate` alone. Reports pages per second, each the median of RUNS runs.
 */
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LEAVE_OUT = new Set([
  'node_modules',
  'dist',
  '.ssr',
  '.git',
  'storybook-static',
  'test-results',
  'playwright-report',
  'reports',
  'screenshots',
  '.leads',
]);

export interface ScaleRow {
  step: string;
  pages: number;
  /** The median run's. */
  seconds: number;
  pagesPerSecond: number;
  /** Every run's, in order. */
  runs: number[];
}

/**
 * Runs of each step: on this two-core VM one run can take a third longer than the next, most of
 * it in the kernel writing files, so a row is the median of a few.
 */
const RUNS = 3;

/** A copy of the project in a new temporary folder (`prefix` names it), sharing its node_modules by a symlink. */
export function copyProject(root: string, prefix = 'rivo-scale-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of readdirSync(root)) {
    if (LEAVE_OUT.has(entry) || entry.startsWith('.tmp')) continue;
    cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** The page file whose route is `route`, found by its text (a copy is made of it verbatim). */
export function pageSource(configDir: string, route: string): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
  const file = walk(join(configDir, 'pages')).find((f) => readFileSync(f, 'utf8').includes(`"route": "${route}"`));
  if (!file) throw new Error(`No page file with route ${route}`);
  return readFileSync(file, 'utf8');
}

/** The `i`th copy (from 1) of the page `source` whose route is `route`: its file name (without .json) and text, routed at /bench/<name> with the number in its title. */
export function benchCopy(source: string, route: string, i: number): { name: string; text: string } {
  const name = `page-${String(i).padStart(5, '0')}`;
  return { name, text: source.replace(`"route": "${route}"`, `"route": "/bench/${name}"`).replace(/"title": "([^"]*)"/, `"title": "$1 ${i}"`) };
}

/** Writes `count` copies of `source` (benchCopy) into `dir`, as <name>.json. */
export function writeCopies(dir: string, source: string, route: string, count: number) {
  mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= count; i++) {
    const { name, text } = benchCopy(source, route, i);
    writeFileSync(join(dir, `${name}.json`), text);
  }
}

function addCopies(configDir: string, source: string, route: string, count: number) {
  writeCopies(join(configDir, 'pages', 'bench'), source, route, count);
}

/** Seconds each of RUNS runs of `command` took; `between` runs before each. */
function timed(command: string, cwd: string, env: NodeJS.ProcessEnv = {}, between = () => {}): number[] {
  return Array.from({ length: RUNS }, () => {
    between();
    const start = performance.now();
    execSync(command, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    return Math.round((performance.now() - start) / 10) / 100;
  });
}

function row(step: string, pages: number, runs: number[]): ScaleRow {
  const seconds = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { step, pages, seconds, pagesPerSecond: Math.round(pages / seconds), runs };
}

export function benchScale(root: string, { pages = 1000, validatePages = 10_000, route = '/industries/automotive' } = {}): ScaleRow[] {
  const dir = copyProject(root);
  const rows: ScaleRow[] = [];
  try {
    const source = pageSource(join(dir, 'site.config'), route);
    const scripts = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const existing = Number(/(\d+) pages/.exec(execSync(scripts.validate, { cwd: dir, encoding: 'utf8' }))?.[1] ?? 0);

    // Validation alone, on its own copy of the config.
    const big = join(dir, 'site.config.big');
    cpSync(join(dir, 'site.config'), big, { recursive: true });
    addCopies(big, source, route, validatePages);
    rows.push(row(`validate (${validatePages} extra)`, existing + validatePages, timed(`${scripts.validate} ${big}`, dir)));
    rmSync(big, { recursive: true, force: true });

    addCopies(join(dir, 'site.config'), source, route, pages);
    const total = existing + pages;
    // Cold: Vite builds the browser assets beside the prerender (and keeps them, build/assets.ts).
    rows.push(row('build, whole: browser assets built (RIVO_ASSET_CACHE=refresh)', total, timed(scripts.build, dir, { RIVO_ASSET_CACHE: 'refresh' })));
    // The usual case: an editor changed a page; the assets' inputs did not change.
    const edited = join(dir, 'site.config', 'pages', 'bench', 'page-00001.json');
    let edits = 0;
    const edit = () => writeFileSync(edited, readFileSync(edited, 'utf8').replace(/"title": "([^"]*?)(, edit \d+)?"/, `"title": "$1, edit ${++edits}"`));
    rows.push(row('build, whole: after a content edit (browser assets reused)', total, timed(scripts.build, dir, {}, edit)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export function formatScale(rows: ScaleRow[]): string {
  return rows
    .map(
      (r) =>
        `${r.step.slice(0, 70).padEnd(70)} ${String(r.pages).padStart(6)} pages ${r.seconds.toFixed(2).padStart(7)} s ${String(r.pagesPerSecond).padStart(7)} pages/s   (runs: ${r.runs.map((t) => t.toFixed(2)).join(', ')} s)`,
    )
    .join('\n');
}
