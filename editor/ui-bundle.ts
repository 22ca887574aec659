import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { cacheDir, fileSha, finishEntry, inputsUnchanged, pruneCache, sha, toPosix } from '../validator/cache-file.ts';

/**
 * The editor's UI as a production bundle (production React: the development build made typing on
 * a long page slow, and its dev transform made every start wait), built once per version of its
 * sources into node_modules/.cache/rivo-editor/<key>/ and served as static files by editor/static.ts.
 * Nothing of it goes near dist/ or the site's build.
 */
export const CACHE_DIR = 'node_modules/.cache/rivo-editor';
const UI_DIR = 'editor/ui';
/** Written last: a folder without it is a build that did not finish. */
const MANIFEST = 'inputs.json';
/** Besides the sources: the packages' versions, and this file (it holds the build's config). */
const FIXED_INPUTS = ['package-lock.json', 'editor/ui-bundle.ts'];
/** Finished bundles kept for other checkouts or versions sharing node_modules (tests link it). */
const KEEP = 4;

/** Relative specifiers a module loads at run time (`import type` is erased, so it is left out). */
export function relativeImports(source: string): string[] {
  const found: string[] = [];
  const statement = /(?:^|[\s;])(?:import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
  const dynamic = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(statement)) if (!m[1]) found.push(m[2]);
  for (const m of source.matchAll(dynamic)) found.push(m[1]);
  return found;
}

const CODE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * Every file of the project the bundle is built from, relative to `root`: editor/ui/ (but its
 * tests), what those import from elsewhere in the project, package-lock.json and this file.
 */
export function bundleInputs(root: string): string[] {
  const files = new Set<string>(FIXED_INPUTS);
  const queue = readdirSync(join(root, UI_DIR), { recursive: true, encoding: 'utf8' })
    .filter((f) => !/\.test\.tsx?$/.test(f) && statSync(join(root, UI_DIR, f)).isFile())
    .map((f) => toPosix(join(UI_DIR, f)));
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!CODE.test(file)) continue;
    let source: string;
    try {
      source = readFileSync(join(root, file), 'utf8');
    } catch {
      continue;
    }
    for (const spec of relativeImports(source)) {
      const target = toPosix(relative(root, resolve(root, dirname(file), spec)));
      if (!target.startsWith('../') && !target.startsWith('node_modules/')) queue.push(target);
    }
  }
  return [...files].sort();
}

/** The cache folder's name: a hash of every input's path and content (a missing file counts too). */
export function bundleKey(root: string, inputs = bundleInputs(root)): string {
  return sha(inputs.map((f) => `${f}\0${fileSha(root, f)}\n`).join('')).slice(0, 16);
}

/**
 * Whether `dir` holds a finished bundle whose recorded inputs are unchanged. The build records
 * every project file its module graph read, so a file the key's scan missed still makes it stale.
 */
export const isFresh = (root: string, dir: string) => existsSync(join(dir, 'index.html')) && inputsUnchanged(root, dir, MANIFEST);

export interface Bundle {
  /** The folder to serve. */
  dir: string;
  /** Whether this start had to build it. */
  built: boolean;
}

/** The bundle for the sources in `root`: the cached one when fresh, else built now (calling `preparing` first). */
export async function ensureBundle(root: string, preparing: () => void): Promise<Bundle> {
  // Under the project's node_modules, or the system's temporary folder where that cannot be written.
  const cache = cacheDir(root, basename(CACHE_DIR));
  const dir = join(cache, bundleKey(root));
  if (isFresh(root, dir)) return { dir, built: false };
  preparing();
  const temp = `${dir}.tmp-${process.pid}`;
  try {
    const read = await buildInto(root, temp);
    finishEntry(root, temp, dir, MANIFEST, [...new Set([...FIXED_INPUTS, ...read])].sort());
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  pruneCache(cache, dir, KEEP);
  return { dir, built: true };
}

/** Builds editor/ui/index.html into `outDir` (index.html at its top); returns the project files it read. */
async function buildInto(root: string, outDir: string): Promise<string[]> {
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const read = new Set<string>();
  mkdirSync(outDir, { recursive: true });
  await build({
    configFile: false,
    root,
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    envDir: false,
    publicDir: false,
    cacheDir: 'node_modules/.vite-editor-ui',
    plugins: [
      react(),
      {
        name: 'rivo-editor-inputs',
        transform(_code, id) {
          const file = toPosix(relative(root, id.split('?')[0]));
          if (!id.startsWith('\0') && !file.startsWith('../') && !file.startsWith('node_modules/')) read.add(file);
        },
      },
    ],
    build: {
      outDir,
      emptyOutDir: true,
      // Not /assets/: the preview shares this origin, and a site may serve files there.
      assetsDir: '__editor',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: join(root, UI_DIR, 'index.html') },
    },
  });
  renameSync(join(outDir, UI_DIR, 'index.html'), join(outDir, 'index.html'));
  rmSync(join(outDir, 'editor'), { recursive: true, force: true });
  return [...read];
}
