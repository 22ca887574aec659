// `node cli/launch.mjs cli/<command>.ts [arguments]`: runs a command compiled by esbuild
// (build/compile.mjs) instead of under tsx, for the commands that read a whole site, where tsx's
// loader hooks cost a sixth of the time: `npm run validate` of 10,042 pages took 2.05–2.33 s under
// tsx and 1.85–2.00 s compiled, the compile included (medians of two sets of 10 interleaved runs;
// 2.47 → 1.77 s in `npm run bench -- --scale`).
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiled, done, remember, unchanged } from '../build/compile.mjs';

// The command reads its own arguments from process.argv.slice(2), as when tsx runs it.
const [entry] = process.argv.splice(2, 1);
if (!entry?.endsWith('.ts') || !existsSync(entry)) {
  console.error(`${entry ? `There is no ${entry}. ` : ''}Usage: node cli/launch.mjs cli/<command>.ts [arguments]`);
  process.exit(2);
}
const name = basename(entry).replace(/\.tsx?$/, '');
async function compile() {
  const result = await compiled({ [name]: entry });
  remember(name, [result.folder], result.inputs);
  return result.folder;
}
const folder = unchanged(name)?.[0] ?? (await compile());
await done([folder]);
await import(pathToFileURL(join(folder, `${name}.mjs`)).href);
