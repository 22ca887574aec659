// TypeScript entry points compiled by esbuild into a folder that Node runs without tsx's loader
// hooks, for build/launch.mjs and cli/launch.mjs (the commands that read a whole site). Plain
// JavaScript, so that nothing has to compile it. The files go to
// node_modules/.cache/rivo-build/<hash of their content>/: under the project, so their bare imports
// resolve from its node_modules; named by content, so two runs at once never run a half-written folder.
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sha = (text) => createHash('sha256').update(text).digest('hex');

/**
 * Where the compiled code of the project at `root` goes: node_modules/.cache/rivo-build/, or, where node_modules cannot
 * be written (installed read-only), a folder of the system's temporary one beside a link to the project's node_modules,
 * through which the compiled code's bare imports resolve as well.
 */
export function compileFolder(root) {
  const inProject = join(root, 'node_modules', '.cache', 'rivo-build');
  try {
    mkdirSync(inProject, { recursive: true });
    accessSync(inProject, constants.W_OK);
    return inProject;
  } catch {
    const outside = join(tmpdir(), `rivo-${sha(root).slice(0, 12)}`);
    mkdirSync(join(outside, 'rivo-build'), { recursive: true });
    if (!existsSync(join(outside, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(outside, 'node_modules'), 'junction');
    return join(outside, 'rivo-build');
  }
}

const cache = compileFolder(root);
/** Folders kept besides the current ones: other checkouts, and the other commands, may share node_modules. */
const KEEP = 8;

// Each module keeps its own location in import.meta.url, so that what it finds next to its source
// (schema/, vite-worker.mjs) it finds as under tsx. `transform` may rewrite a source first (the
// build names the islands' class lists, island-classes.ts).
const sourceUrls = (transform = () => undefined, read = new Map()) => ({
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      read.set(relative(root, path), sha(source));
      return {
        contents: (transform(source, path) ?? source).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
});

/**
 * `entryPoints` ({ name: 'path/to/source.ts' }) compiled into one folder (`<name>.mjs` each), and the files esbuild
 * read for it (paths from the project's root) with the hash of the text it read.
 */
export async function compiled(entryPoints, transform) {
  started = true;
  const read = new Map();
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
      metafile: true,
      plugins: [sourceUrls(transform, read)],
    })
    .catch(() => {
      // esbuild has printed what it could not compile, with file and line.
      process.exit(1);
    });
  const folder = saved(result.outputFiles);
  // Every input is a TypeScript file, read by the plugin: one read another way would have no hash, and no record is made.
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, read.get(file)]));
  return { folder, inputs };
}

/** The folder holding `files`, written now unless an earlier run wrote it. */
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
    rmSync(temp, { recursive: true, force: true });
    // Another run wrote the same files first.
    if (existsSync(folder)) return folder;
    console.error(`The build's compiled code could not be written to ${cache} (${e.code ?? e.message}).`);
    process.exit(1);
  }
}

// What every compile also depends on: the options here and in the launchers, the compiler's version (the lock file)
// and the TypeScript settings.
const ALWAYS = ['build/compile.mjs', 'build/launch.mjs', 'cli/launch.mjs', 'package-lock.json', 'tsconfig.json'];
let started = false;
// One record per command and project: checkouts and copies of the project that share node_modules each keep their own.
const recordOf = (name) => join(cache, `${name}-${sha(root).slice(0, 12)}.json`);
const hashOf = (file) => sha(readFileSync(join(root, file), 'utf8'));

/**
 * The folders the last run of `name` compiled, when every file it read has the same content now (and the folders are
 * still there): compiling again would write the same files. Hashing the files takes a few milliseconds; starting
 * esbuild and compiling, about 0.3 s of a 4.5 s build of 1,042 pages.
 */
export function unchanged(name) {
  try {
    const { folders, inputs } = JSON.parse(readFileSync(recordOf(name), 'utf8'));
    if (folders.every((folder) => existsSync(join(cache, folder))) && Object.entries(inputs).every(([file, hash]) => hashOf(file) === hash))
      return folders.map((folder) => join(cache, folder));
  } catch {
    // No record yet, a damaged one, or an input gone: compiled again.
  }
  return undefined;
}

/**
 * Records that `folders` of `name` were compiled from `inputs` (each file's hash as `compiled` read it), for
 * `unchanged`; not when a file has changed since it was read (saved during the compile): that run compiles again.
 */
export function remember(name, folders, inputs) {
  const hashes = { ...inputs };
  for (const file of ALWAYS) hashes[file] ??= hashOf(file);
  const temp = `${recordOf(name)}.${process.pid}`;
  try {
    if (Object.entries(hashes).some(([file, hash]) => !hash || hashOf(file) !== hash)) return;
    writeFileSync(temp, JSON.stringify({ folders: folders.map((folder) => relative(cache, folder)), inputs: hashes }));
    renameSync(temp, recordOf(name));
  } catch {
    // An input removed meanwhile, or a cache that cannot be written: compiled again next time.
    rmSync(temp, { force: true });
  }
}

/**
 * Stops esbuild's service (a process of its own, tens of MB) before the compiled code runs, and
 * keeps the KEEP newest folders besides `current`; unfinished ones are left an hour for a run
 * still writing.
 */
export async function done(current) {
  if (started) await (await import('esbuild')).stop();
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
