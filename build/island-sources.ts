/**
 * The islands as the browser loads them, from the loader tables renderer/islands/loaders.ts (the
 * chrome's) and block-islands.ts (the blocks', which `npm run types` writes and tsc checks), each
 * entry `name: () => import('./path')`; and the source files behind each island: its module and
 * every renderer/ module it imports for its values, transitively, read without compiling them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const RELATIVE_IMPORT = /^(?!\s*import\s+type\b).*?(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

export function resolveSource(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find((f) => /\.tsx?$/.test(f) && existsSync(f));
}

/** A source file and every module under `within` it imports for its values (type-only imports left out), transitively. */
function sourceGraph(entry: string, within: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(within)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolveSource(file, spec);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

const TABLES = ['renderer/islands/loaders.ts', 'renderer/islands/block-islands.ts'];
const LOADER = /^\s*(\w+): \(\) => import\('([^']+)'\),?$/gm;

/** Island name → its source module: the page chrome's, then the blocks'. */
export function islandEntries(root: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const table of TABLES.map((t) => join(root, t)))
    for (const [, name, spec] of readFileSync(table, 'utf8').matchAll(LOADER))
      map.set(name, resolveSource(table, spec) ?? fail(`${table}: the island "${name}" imports ${spec}, which does not exist`));
  return map;
}

function fail(message: string): never {
  throw new Error(message);
}

/** Every source file of every island, sorted. */
export function islandSourceFiles(root: string): string[] {
  const renderer = join(root, 'renderer');
  return [...new Set([...islandEntries(root).values()].flatMap((entry) => sourceGraph(entry, renderer)))].sort();
}
