// `npm run build`: compiles build/main.ts and its page threads (page-worker.ts) with esbuild
// and runs the compiled code, without tsx. Under tsx, every module either thread loads (React,
// UnoCSS and the rest of node_modules too) goes through tsx's loader hooks, which run on a thread
// of their own beside each: on a 1,042-page build that was 0.8 s of CPU time out of 5.2 s, on a
// two-core machine. It also names the islands' class lists (island-classes.ts). Compiling takes
// about 130 ms and is done on every build: skipping it when its inputs were unchanged saved
// 0.1–0.2 s of a 2.6 s build of 1,042 pages (three interleaved runs each), too little for the
// fingerprints it needed.
//
// Plain JavaScript, so that nothing has to compile it. The compiled files go to
// node_modules/.cache/rivo-build/<hash of their content>/: under the project, so their bare
// imports resolve from its node_modules; named by content, so two builds at once never run a
// half-written folder. Where that folder cannot be written (a read-only node_modules), the build
// runs under tsx as before.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// V8 optimizes a function once it has run a budget of bytecode. That budget suits programs that
// run for minutes; this one runs for seconds, on two cores its threads share with V8's compiler
// threads, and the compiling cost more than the optimized code won back. With eight times the
// budget, the 1,042-page build took 8–15% less CPU time (medians of six interleaved runs), and as
// much less wall time. Set before the build's modules load, for all of its threads.
setFlagsFromString('--interrupt-budget=540672');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, 'node_modules', '.cache', 'rivo-build');
/** Folders kept besides the current two (a build compiles twice): other checkouts may share node_modules. */
const KEEP = 8;

// Each module keeps its own location in import.meta.url, so that what it finds next to its source
// (schema/, vite-worker.mjs) it finds as under tsx. The render thread's script is found with
// import.meta.dirname instead (pages.ts): next to the compiled code, it is the compiled one.
// The islands' source files get their class lists' names (island-classes.ts), as in Vite's build.
const sourceUrls = (compileClasses = () => undefined) => ({
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return {
        contents: (compileClasses(source, path) ?? source).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
});

const compile = async (entryPoints, plugin) =>
  (await import('esbuild'))
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
      plugins: [plugin],
    })
    .catch(() => {
      // esbuild has printed what it could not compile, with file and line.
      process.exit(1);
    });

/** The folder holding `files`, written now unless an earlier build wrote it; undefined if it cannot be written. */
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
    // Another build wrote the same files first.
    if (existsSync(folder)) return folder;
    console.warn(`The compiled build could not be written to ${cache} (${e.code ?? e.message}): running it under tsx instead.`);
    return undefined;
  }
}

/** Keeps the KEEP newest folders besides `current`; unfinished ones are left an hour for a build still writing. */
function prune(current) {
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

/** The two compiles' folders: the compiler of the islands' class lists first, whose names the build's compile needs. */
async function compiled() {
  const one = await compile({ 'island-classes': 'build/island-classes.ts' }, sourceUrls());
  const first = saved(one.outputFiles);
  if (!first) return undefined;
  const { islandClasses, compileClasses } = await import(pathToFileURL(join(first, 'island-classes.mjs')).href);
  const classes = await islandClasses(root);
  const entries = { build: 'build/main.ts', 'page-worker': 'build/page-worker.ts', 'vite-build': 'build/vite-build.ts' };
  const two = await compile(
    entries,
    sourceUrls((source, path) => compileClasses(source, path, classes)),
  );
  const folder = saved(two.outputFiles);
  return folder && [first, folder];
}

async function run() {
  const folders = await compiled();
  // esbuild's service is a process of its own (tens of MB): it goes before the build starts.
  await (await import('esbuild')).stop();
  if (!folders) return false;
  prune(folders);
  await import(pathToFileURL(join(folders[1], 'build.mjs')).href);
  return true;
}

if (!(await run())) {
  // A read-only node_modules: the same build, with tsx's hooks. The prerendered islands keep
  // their class lists as utilities, which the page CSS and the site stylesheet serve as well.
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
}
