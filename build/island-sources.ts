/**
 * The block declarations (renderer/blocks/<Name>/block.ts, listed in renderer/blocks/registry.ts)
 * and the page chrome's islands (renderer/islands/loaders.ts), read as data from their syntax
 * trees without running them (no React, no Vite); and the source files behind each island: its
 * module and every renderer/ module that module imports for its values, transitively. These are
 * the files the browser runs, read without compiling them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

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

/** The few ESTree nodes read here (rolldown's parser: oxc, native, already loaded by the build). */
interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}
const parse = (file: string) => parseAst(readFileSync(file, 'utf8'), { lang: 'ts' }, file) as unknown as { body: Node[] };

function fail(file: string, node: Node, what: string): never {
  const before = readFileSync(file, 'utf8').slice(0, node.start).split('\n');
  throw new Error(`${file}:${before.length}:${before.at(-1)!.length + 1}: ${what}`);
}

const keyOf = (p: Node) => {
  const key = p.key as Node;
  return key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
};
const isObject = (n: Node | undefined): n is Node & { properties: Node[] } => n?.type === 'ObjectExpression';

function property(obj: Node & { properties: Node[] }, name: string): Node | undefined {
  return obj.properties.find((p) => p.type === 'Property' && keyOf(p) === name)?.value as Node | undefined;
}

function stringAt(file: string, obj: Node & { properties: Node[] }, name: string): string {
  const value = property(obj, name);
  if (value?.type !== 'Literal' || typeof value.value !== 'string') fail(file, obj, `"${name}" must be written as a string literal`);
  return value.value;
}

/** `() => import('./X')` → the module it imports, or undefined when the expression is not one. */
function dynamicImport(file: string, node: Node | undefined): string | undefined {
  const body = node?.type === 'ArrowFunctionExpression' ? (node.body as Node) : undefined;
  const source = body?.type === 'ImportExpression' ? (body.source as Node) : undefined;
  return source?.type === 'Literal' && typeof source.value === 'string' ? resolveSource(file, source.value) : undefined;
}

/** The object literal in `export default defineBlock({ ... })`. */
function declarationObject(body: Node[]): (Node & { properties: Node[] }) | undefined {
  const call = body.find((s) => s.type === 'ExportDefaultDeclaration')?.declaration as Node | undefined;
  if (call?.type !== 'CallExpression' || (call.callee as Node).name !== 'defineBlock') return undefined;
  const [arg] = call.arguments as Node[];
  return isObject(arg) ? arg : undefined;
}

/** The declaration files imported by renderer/blocks/registry.ts, in its order. */
function declarationFiles(root: string): string[] {
  const registry = join(root, 'renderer/blocks/registry.ts');
  return parse(registry)
    .body.filter((s) => s.type === 'ImportDeclaration' && s.importKind !== 'type' && /\/block$/.test(String((s.source as Node).value)))
    .map((s) => resolveSource(registry, String((s.source as Node).value)) ?? fail(registry, s, 'imports a declaration that does not exist'));
}

/** The islands the block declarations the registry lists declare, in its order: name → source module. */
export function blockIslands(root: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of declarationFiles(root)) {
    const obj = declarationObject(parse(file).body);
    if (!obj) throw new Error(`${file}: no "export default defineBlock({ ... })" found`);
    const island = property(obj, 'island');
    if (!island) continue;
    if (!isObject(island)) fail(file, island, '"island" must be an object literal');
    const module = dynamicImport(file, property(island, 'load'));
    if (!module) fail(file, island, `"island.load" must be written as () => import('./<Name>.island')`);
    map.set(stringAt(file, island, 'name'), module);
  }
  return map;
}

/** Island name → module of the islands the page chrome places (`chromeIslandLoaders` in renderer/islands/loaders.ts). */
function chromeIslands(root: string): Map<string, string> {
  const loaders = join(root, 'renderer/islands/loaders.ts');
  const map = new Map<string, string>();
  for (const s of parse(loaders).body) {
    const declaration = (s.type === 'ExportNamedDeclaration' ? s.declaration : s) as Node | null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations as Node[]) {
      if ((d.id as Node).name !== 'chromeIslandLoaders' || !isObject(d.init as Node)) continue;
      for (const p of (d.init as Node & { properties: Node[] }).properties) {
        const module = p.type === 'Property' ? dynamicImport(loaders, p.value as Node) : undefined;
        const name = p.type === 'Property' ? keyOf(p) : undefined;
        if (!module || !name) fail(loaders, p, `each chrome island must be written as name: () => import('../x/Y.island')`);
        map.set(name, module);
      }
    }
  }
  return map;
}

/** Island name → its source module: the page chrome's, then the blocks' declarations. */
export function islandEntries(root: string): Map<string, string> {
  return new Map([...chromeIslands(root), ...blockIslands(root)]);
}

/** Every source file of every island, sorted. */
export function islandSourceFiles(root: string): string[] {
  const renderer = join(root, 'renderer');
  return [...new Set([...islandEntries(root).values()].flatMap((entry) => sourceGraph(entry, renderer)))].sort();
}
