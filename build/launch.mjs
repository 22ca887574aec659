// `npm run build`: compiles build/main.ts and its page threads (page-worker.ts) with esbuild
// (build/compile.mjs) and runs the compiled code, without tsx. Under tsx, every module either
// thread loads (React, UnoCSS and the rest of node_modules too) goes through tsx's loader hooks:
// on a 1,042-page build that was 0.8 s of CPU time out of 5.2 s, on a two-core machine. It also
// names the islands' class lists (island-classes.ts). Compiling takes about 130 ms and is done on
// every build: skipping it when its inputs were unchanged saved 0.1–0.2 s of a 2.6 s build of
// 1,042 pages (three interleaved runs each), too little for the fingerprints it needed.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { compiled, done } from './compile.mjs';

// V8 optimizes a function once it has run a budget of bytecode. That budget suits programs that
// run for minutes; this one runs for seconds, on two cores its threads share with V8's compiler
// threads, and the compiling cost more than the optimized code won back. With eight times the
// budget, the 1,042-page build took 8–15% less CPU time (medians of six interleaved runs), and as
// much less wall time. Set before the build's modules load, for all of its threads.
setFlagsFromString('--interrupt-budget=540672');

/** The two compiles' folders: the compiler of the islands' class lists first, whose names the build's compile needs. */
async function compiledBuild() {
  const first = await compiled({ 'island-classes': 'build/island-classes.ts' });
  if (!first) return undefined;
  const { islandClasses, compileClasses } = await import(pathToFileURL(join(first, 'island-classes.mjs')).href);
  const classes = await islandClasses(join(import.meta.dirname, '..'));
  const entries = { build: 'build/main.ts', 'page-worker': 'build/page-worker.ts', 'vite-build': 'build/vite-build.ts' };
  const folder = await compiled(entries, (source, path) => compileClasses(source, path, classes));
  return folder && [first, folder];
}

const folders = await compiledBuild();
await done(folders);
if (folders) await import(pathToFileURL(join(folders[1], 'build.mjs')).href);
else {
  // A read-only node_modules: the same build, with tsx's hooks. The prerendered islands keep
  // their class lists as utilities, which the page CSS and the site stylesheet serve as well.
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
}
