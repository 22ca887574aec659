import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { copyProject } from '../../tests/editor/project-copy.ts';
import { placementProblems, type PlacementRule } from '../../validator/placement-rules.ts';

type Json = Record<string, unknown>;
interface PageFile {
  file: string;
  route: string;
  blocks: Json[];
  bytes: number;
}

export const BENCH_PAGE = 'site.config/pages/bench-200-blocks.json';
const BENCH_ROUTE = '/bench-200-blocks';
/**
 * What a cold start lacks: the preview's Vite dependency cache (editor/cli.ts) and the UI's built
 * bundle (editor/ui-bundle.ts), both kept per copy.
 */
const START_CACHES = ['node_modules/.vite-editor', 'node_modules/.vite-editor-ui', 'node_modules/.cache'];

/**
 * A temporary copy of the project for the editor (the packages of `modulesFrom`, for a checkout
 * without its own). Its node_modules is a folder of links to the
 * project's packages rather than one link to the folder, so the editor's caches live in the
 * copy: a cold start deletes them without touching the project's own.
 */
export function makeCopy(from: string, modulesFrom = from): string {
  const root = copyProject(from, mkdtempSync(join(tmpdir(), 'rivo-bench-editor-')));
  const modules = join(root, 'node_modules');
  rmSync(modules, { force: true });
  mkdirSync(modules);
  for (const entry of readdirSync(join(modulesFrom, 'node_modules'))) {
    if (!entry.startsWith('.vite') && entry !== '.cache') symlinkSync(join(modulesFrom, 'node_modules', entry), join(modules, entry));
  }
  return root;
}

export function dropStartCaches(root: string) {
  for (const cache of START_CACHES) rmSync(join(root, cache), { recursive: true, force: true });
}

function pageFiles(root: string): PageFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
  return walk(join(root, 'site.config', 'pages')).map((abs) => {
    const text = readFileSync(abs, 'utf8');
    const data = JSON.parse(text) as { route?: string; blocks?: Json[] };
    return { file: relative(root, abs), route: data.route ?? '', blocks: data.blocks ?? [], bytes: Buffer.byteLength(text) };
  });
}

/** The existing page with the most blocks (then the most bytes): where preview latency is measured. */
export function largestPage(root: string): PageFile {
  const pages = pageFiles(root).filter((p) => p.file !== BENCH_PAGE);
  return pages.sort((a, b) => b.blocks.length - a.blocks.length || b.bytes - a.bytes)[0];
}

/** Every string in a value, rewritten by `fix` (links are strings anywhere in a block). */
function mapStrings(value: unknown, fix: (s: string) => string): unknown {
  if (typeof value === 'string') return fix(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fix));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fix)]));
  return value;
}

/**
 * Writes a page of `count` blocks, cycling through the blocks of every existing page in file
 * order. Anchors stay unique within the page (a repeated one gets a suffix), and a link to an
 * anchor of the block's own page that this page lacks points to that page instead.
 */
export function writeBenchPage(root: string, count = 200): string {
  const pages = pageFiles(root).filter((p) => p.route !== '*' && p.blocks.length > 0);
  const pool = pages.flatMap((page) => page.blocks.map((block) => ({ page, block })));
  // A block the placement rules refuse where it would land (a second hero) is passed over.
  const rules = placementRulesIn(root);
  const place = { route: BENCH_ROUTE };
  const picked: typeof pool = [];
  for (let i = 0; picked.length < count && i < count * 10; i++) {
    const next = pool[i % pool.length];
    const blocks = [...picked.map((p) => p.block), next.block];
    if (!placementProblems(rules, place, blocks).some((p) => p.index === blocks.length - 1)) picked.push(next);
  }
  const used = new Set<string>();
  const blocks = picked.map(({ block }) => {
    const copy = structuredClone(block);
    if (typeof copy.anchor === 'string') {
      let anchor = copy.anchor;
      for (let n = 2; used.has(anchor); n++) anchor = `${copy.anchor}-${n}`;
      used.add(anchor);
      copy.anchor = anchor;
    }
    return copy;
  });
  const fixed = blocks.map((block, i) => {
    const page = picked[i].page;
    const own = new Set(page.blocks.map((b) => b.anchor).filter((a): a is string => typeof a === 'string'));
    return mapStrings(block, (s) => {
      const anchor = /^#([\w-]+)$/.exec(s)?.[1];
      return anchor && own.has(anchor) && !used.has(anchor) ? `${page.route}${s}` : s;
    }) as Json;
  });
  const template = JSON.parse(readFileSync(join(root, 'site.config/pages/about-us.json'), 'utf8')) as Json;
  const page = {
    ...template,
    route: BENCH_ROUTE,
    title: `Benchmark page: ${count} blocks`,
    breadcrumb: [{ label: 'Home', href: '/' }, { label: 'Benchmark' }],
    blocks: fixed,
  };
  writeFileSync(join(root, BENCH_PAGE), `${JSON.stringify(page, null, 2)}\n`);
  return BENCH_PAGE;
}

/** Each block type's "x-placement" rule, read from the copy's block schemas. */
function placementRulesIn(root: string): Record<string, PlacementRule | undefined> {
  const dir = join(root, 'schema', 'blocks');
  const rules: Record<string, PlacementRule | undefined> = {};
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { properties?: { type?: { const?: string } }; 'x-placement'?: PlacementRule };
    const type = schema.properties?.type?.const;
    if (type) rules[type] = schema['x-placement'];
  }
  return rules;
}

/** `npm run validate` in the copy; throws with its report when the site (with the bench page) is invalid. */
export function validate(root: string): string {
  try {
    return execFileSync('node', ['--import', 'tsx', 'cli/validate.ts'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error(`The copy with ${BENCH_PAGE} is not valid:\n${err.stderr ?? ''}${err.stdout ?? ''}`);
  }
}
