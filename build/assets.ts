/**
 * The browser assets (`vite build`'s output: scripts, the site stylesheet, the manifest, public/):
 * built by Vite in a process of its own (vite-worker.mjs, vite-build.ts) while the pages are
 * rendered, kept in node_modules/.cache/rivo-assets/<key>/ and copied by the next build whose
 * inputs are the same. They never depend on site.config/: an edit to the content reuses them.
 * The key hashes every file of renderer/, public/ and build/, UnoCSS's config, the lock file,
 * tsconfig.json, the .env files and the VITE_* variables; an entry also records every project file
 * Vite read. RIVO_ASSET_CACHE=refresh builds them again (and keeps them); =off neither reads nor keeps them.
 */
import { fork } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PageAssets } from '../renderer/server/head.ts';
import { cacheDir, fileSha, finishEntry, inputsUnchanged, pruneCache, sha, toPosix } from '../validator/cache-file.ts';

const TREES = ['renderer', 'public', 'build'];
const FIXED = ['package-lock.json', 'uno.config.ts', 'tsconfig.json', '.env', '.env.local', '.env.production', '.env.production.local'];
/** Written last: an entry without it did not finish. */
const INPUTS = 'inputs.json';
/** Entries kept, for other checkouts sharing node_modules. */
const KEEP = 4;

const filesUnder = (root: string, dir: string): string[] =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .map((f) => toPosix(join(dir, f)))
        .filter((f) => statSync(join(root, f)).isFile())
    : [];

export const cacheMode = (value = process.env.RIVO_ASSET_CACHE): 'use' | 'refresh' | 'off' => (value === 'refresh' || value === 'off' ? value : 'use');

/** The cache entry for the current inputs of the project at `root`. */
export function assetCache(root = process.cwd(), env: NodeJS.ProcessEnv = process.env) {
  const inputs = [...new Set([...FIXED, ...TREES.flatMap((dir) => filesUnder(root, dir))])].sort();
  const variables = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name]}\n`)
    .join('');
  const key = sha(variables + inputs.map((f) => `${f}\0${fileSha(root, f)}\n`).join('')).slice(0, 16);
  const cache = cacheDir(root, 'rivo-assets');
  const entry = join(cache, key);

  return {
    /** The entry's folder, when it finished and its inputs are unchanged. */
    fresh: () => (inputsUnchanged(root, entry, INPUTS) ? entry : undefined),
    /** Copies a fresh entry's files into `dist`; their paths under it. */
    restore(from: string, dist: string) {
      cpSync(join(from, 'files'), dist, { recursive: true });
      return filesUnder(from, 'files').map((f) => f.slice('files/'.length));
    },
    /** Keeps Vite's output in `dist` (`files`, and public/'s copies) as the entry; `read`: the modules Vite read. */
    store(dist: string, files: string[], read: string[]) {
      const temp = `${entry}.tmp-${process.pid}`;
      try {
        for (const file of viteOutput(root, files)) {
          mkdirSync(dirname(join(temp, 'files', file)), { recursive: true });
          cpSync(join(dist, file), join(temp, 'files', file));
        }
        const projectFiles = read.map((id) => projectFile(root, id)).filter((f): f is string => f !== undefined);
        finishEntry(root, temp, entry, INPUTS, [...new Set([...inputs, ...projectFiles])].sort());
      } catch (e) {
        // A cache, not the build's output: the build goes on, and builds the assets next time too.
        console.warn(`The browser assets could not be kept in ${cache} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`);
        return;
      } finally {
        rmSync(temp, { recursive: true, force: true });
      }
      pruneCache(cache, entry, KEEP);
    },
  };
}

/** What `vite build` writes into dist/: the bundle's files and public/'s copies. */
const viteOutput = (root: string, bundle: string[]) => [...bundle, ...filesUnder(root, 'public').map((f) => f.slice('public/'.length))];

/** A project file Vite read, relative to `root`, or undefined for a virtual module or a package's file. */
function projectFile(root: string, id: string): string | undefined {
  if (id.startsWith('\0')) return undefined;
  const file = toPosix(relative(root, id.split('?')[0]));
  return file.startsWith('../') || file.startsWith('node_modules/') || file.startsWith('/') ? undefined : file;
}

/** The browser entry's script, stylesheets and preloads, from the manifest `vite build` wrote into `dist`. */
function assetsFromManifest(dist: string): PageAssets {
  type Chunk = { file: string; css?: string[]; imports?: string[] };
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entry = manifest['renderer/client/main.ts'];
  if (!entry) throw new Error('The browser entry is missing from the Vite manifest; run `vite build` first.');
  return {
    entry: `/${entry.file}`,
    css: (entry.css ?? []).map((c) => `/${c}`),
    modulePreload: (entry.imports ?? []).map((k) => `/${manifest[k].file}`),
  };
}

export interface BrowserAssets {
  /** The names pages link to, once the assets are in the build's folder. */
  names: Promise<PageAssets>;
  /** The paths the assets took under the build's folder (once `names` is settled). */
  files(): string[];
  /** Settled once Vite's process has ended (at once without one). */
  ended: Promise<void>;
  /** Ends Vite's process: before the build's folder is removed, which it would write into again. */
  stop(): Promise<void>;
}

/**
 * The browser assets into `out`: copied from the cache when their inputs are unchanged
 * (RIVO_ASSET_CACHE, cacheMode), or built by Vite in a process of its own; `fail` ends the build.
 */
export function startAssets(out: string, fail: (message: string) => never, root = process.cwd()): BrowserAssets {
  const mode = cacheMode();
  const cache = mode === 'off' ? undefined : assetCache(root);
  const cached = mode === 'use' ? cache?.fresh() : undefined;
  let files: string[] = [];
  if (cached) {
    files = cache!.restore(cached, out);
    console.log(`Browser assets unchanged since an earlier build: copied from ${cached}.`);
    const names = Promise.resolve(assetsFromManifest(out));
    return { names, files: () => files, ended: Promise.resolve(), stop: async () => undefined };
  }
  // Vite's config is compiled beside this module by launch.mjs.
  const config = pathToFileURL(join(import.meta.dirname, 'vite-build.mjs')).href;
  // Not compiled: beside this module's source (import.meta.url is the source's, launch.mjs).
  const script = fileURLToPath(new URL('./vite-worker.mjs', import.meta.url));
  const vite = fork(script, [JSON.stringify({ config, outDir: out })], { execArgv: [], stdio: 'inherit' });
  const ended = new Promise<void>((resolve) => vite.once('exit', () => resolve()));
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (vite.kill()) await ended;
  };
  const names = new Promise<PageAssets>((resolve, reject) => {
    vite.on('message', (m: { type: string; files: string[]; read: string[]; message: string; code?: string }) => {
      if (m.type === 'failed') reject(Object.assign(new Error(m.message), { code: m.code }));
      if (m.type !== 'written') return;
      files = viteOutput(root, m.files);
      cache?.store(out, m.files, m.read);
      resolve(assetsFromManifest(out));
    });
    vite.once('error', reject);
    // 'close', not 'exit': after its last message, which may say why.
    vite.once('close', (code) => stopping || reject(new Error(`vite build ended without the browser assets (exit code ${code}).`)));
  });
  // Told by the first page that waits for them, or by the build at its end.
  names.catch(() => undefined);
  // The site stylesheet's UnoCSS rules, made here rather than by UnoCSS's plugin in Vite's process (site-utilities.ts).
  void Promise.all([import('./island-classes.ts'), import('./site-utilities.ts')])
    .then(([{ islandClasses }, { siteUtilities }]) => islandClasses(root).then((classes) => siteUtilities(classes, root)))
    .then(
      // Not sent to a process that has ended: its 'failed' message or its end tells why.
      (css) => vite.connected && vite.send({ type: 'utilities', css }, () => undefined),
      (e: Error) => void stop().finally(() => fail(`The site stylesheet's UnoCSS rules could not be made:\n${e.stack ?? String(e)}`)),
    );
  return { names, files: () => files, ended, stop };
}
