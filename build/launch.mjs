// `npm run build`: compiles build/main.ts and its threads with esbuild (compile.mjs), naming the
// islands' class lists (island-classes.ts), and runs the compiled code, which no loader hook of
// tsx slows; when no file the last compile read has changed, its folders run again. The README's
// machinery table has what each of these saves.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { compiled, done, remember, unchanged } from './compile.mjs';

// V8 optimizes a function once it has run a budget of bytecode, which suits programs that run for
// minutes: on a build of seconds, compiling cost more than the optimized code won back, and eight
// times the budget is faster (the README's machinery table). Set before any module loads, for every thread.
setFlagsFromString('--interrupt-budget=540672');
// package.json's build script caps the young generation (`--max-semi-space-size=4`, before the main thread's heap is
// made): V8 grows it to a third of a long build's memory; 4 MB costs 4–17% more CPU (the README's machinery table).

/** The two compiles' folders: the compiler of the islands' class lists first, whose names the build's compile needs. */
async function compiledBuild() {
  const first = await compiled({ 'island-classes': 'build/island-classes.ts' });
  const { islandClasses, compileClasses } = await import(pathToFileURL(join(first.folder, 'island-classes.mjs')).href);
  const classes = await islandClasses(root);
  const entries = { build: 'build/main.ts', 'page-worker': 'build/page-worker.ts', 'vite-build': 'build/vite-build.ts' };
  const second = await compiled(entries, (source, path) => compileClasses(source, path, classes));
  const folders = [first.folder, second.folder];
  // The islands' files are among the build's inputs: their class lists are compiled into it.
  remember('build', folders, { ...first.inputs, ...second.inputs });
  return folders;
}

const root = join(import.meta.dirname, '..');
const folders = unchanged('build') ?? (await compiledBuild());
await done(folders);
await import(pathToFileURL(join(folders[1], 'build.mjs')).href);
