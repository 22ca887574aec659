// `node cli/launch.mjs cli/<command>.ts [arguments]`: runs a command compiled by esbuild
// (build/compile.mjs) instead of under tsx, for the commands that read a whole site, where tsx's
// loader hooks were a sixth of the time: `npm run validate` of 10,042 pages took 1.9–2.3 s under
// tsx and 1.6–1.9 s compiled, the compile included (five runs each, build/compile.mjs).
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiled, done } from '../build/compile.mjs';

// The command reads its own arguments from process.argv.slice(2), as when tsx runs it.
const [entry] = process.argv.splice(2, 1);
const name = basename(entry).replace(/\.tsx?$/, '');
const folder = await compiled({ [name]: entry });
await done(folder && [folder]);
if (folder) await import(pathToFileURL(join(folder, `${name}.mjs`)).href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(resolve(entry)).href);
}
