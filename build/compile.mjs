// TypeScript entry points compiled by esbuild into a folder that Node runs without tsx, for
// build/launch.mjs (the build) and cli/launch.mjs (the other commands that read a whole site).
// Under tsx, every module goes through tsx's loader hooks, which run on a thread of their own.
//
// Plain JavaScript, so that nothing has to compile it. The compiled files go to
// node_modules/.cache/rivo-build/<hash of their content>/: under the project, so their bare
// imports resolve from its node_modules; named by content, so two runs at once never run a
// half-written folder. Where that folder cannot be written (a read-only node_modules), `compiled`
// gives undefined and the caller runs the source under tsx.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, 'node_modules', '.cache', 'rivo-build');
/** Folders kept besides the current ones: other checkouts, and the other commands, may share node_modules. */
const KEEP = 8;

// Each module keeps its own location in import.meta.url, so that what it finds next to its source
// (schema/, vite-worker.mjs) it finds as under tsx. `transform` may rewrite a source first (the
// build names the islands' class lists, island-classes.ts).
const sourceUrls = (transform = () => undefined) => ({
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return {
        contents: (transform(source, path) ?? source).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
});

/** `entryPoints` ({ name: 'path/to/source.ts' }) compiled into one folder (`<name>.mjs` each); undefined if it cannot be written. */
export async function compiled(entryPoints, transform) {
  const result = await (
    await import('esbuild')
  )
    .build({
      absWorkingDir: root,
      entryPoints,
      outdir: join(cache, 'out'),
      outExtension: { '.js': '.mjs' },
      chunkNames: '[name]-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      tsconfig: join(root, 'tsconfig.json'),
      sourcemap: 'linked',
      sourcesContent: false,
      write: false,
      logLevel: 'warning',
      plugins: [sourceUrls(transform)],
    })
    .catch(() => {
      // esbuild has printed what it could not compile, with file and line.
      process.exit(1);
    });
  return saved(result.outputFiles);
}

/** The folder holding `files`, written now unless an earlier run wrote it; undefined if it cannot be written. */
function saved(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(join(cache, 'out'), file.path)).update(file.contents);
  const folder = join(cache, hash.digest('hex').slice(0, 16));
  if (existsSync(folder)) return folder;
  const temp = join(cache, `.tmp-${process.pid}-${Date.now()}`);
  try {
    for (const file of files) {
      const target = join(temp, relative(join(cache, 'out'), file.path));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.contents);
    }
    renameSync(temp, folder);
    return folder;
  } catch (e) {
    if (existsSync(temp)) rmSync(temp, { recursive: true, force: true });
    // Another run wrote the same files first.
    if (existsSync(folder)) return folder;
    console.warn(`The compiled code could not be written to ${cache} (${e.code ?? e.message}): running it under tsx instead.`);
    return undefined;
  }
}

/**
 * Stops esbuild's service (a process of its own, tens of MB) before the compiled code runs, and
 * keeps the KEEP newest folders besides `current` (undefined: nothing was written); unfinished
 * ones are left an hour for a run still writing.
 */
export async function done(current) {
  await (await import('esbuild')).stop();
  if (!current) return;
  const now = new Date();
  for (const folder of current) utimesSync(folder, now, now);
  const others = readdirSync(cache)
    .filter((name) => !name.endsWith('.json'))
    .map((name) => ({ path: join(cache, name), at: statSync(join(cache, name)).mtimeMs }))
    .filter((e) => !current.includes(e.path));
  const older = others.filter((e) => !e.path.includes('.tmp-')).sort((a, b) => b.at - a.at);
  const abandoned = others.filter((e) => e.path.includes('.tmp-') && now.getTime() - e.at > 3_600_000);
  for (const e of [...older.slice(KEEP), ...abandoned]) rmSync(e.path, { recursive: true, force: true });
}
