/**
 * The source files behind each island: its module (renderer/islands/loaders.ts) and every
 * renderer/ module that module imports for its values, transitively. These are the files the
 * browser runs, read without compiling them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const RELATIVE_IMPORT = /^(?!\s*import\s+type\b).*?(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveSource(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find((f) => /\.tsx?$/.test(f) && existsSync(f));
}

/** A source file and every module under `within` it imports for its values (type-only imports left out), transitively. */
export function sourceGraph(entry: string, within: string): string[] {
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

/** Island name → its source module, read from renderer/islands/loaders.ts. */
export function islandEntries(root: string): Map<string, string> {
  const loaders = join(root, 'renderer/islands/loaders.ts');
  const map = new Map<string, string>();
  for (const [, name, spec] of readFileSync(loaders, 'utf8').matchAll(/(\w+):\s*\(\)\s*=>\s*import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    const file = resolveSource(loaders, spec);
    if (file) map.set(name, file);
  }
  return map;
}

/** Every source file of every island, sorted. */
export function islandSourceFiles(root: string): string[] {
  const renderer = join(root, 'renderer');
  return [...new Set([...islandEntries(root).values()].flatMap((entry) => sourceGraph(entry, renderer)))].sort();
}
