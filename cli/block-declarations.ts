/**
 * The islands the block declarations (renderer/blocks/<Name>/block.ts, listed in
 * renderer/blocks/registry.ts) declare, read as data from their syntax trees without running them
 * (no React, no Vite): what `npm run types` copies into renderer/islands/block-islands.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importedBy, resolveSource, treeOf, type Node } from '../build/island-sources.ts';

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
  const spec = importedBy(node);
  return spec === undefined ? undefined : resolveSource(file, spec);
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
  return treeOf(registry)
    .filter((s) => s.type === 'ImportDeclaration' && s.importKind !== 'type' && /\/block$/.test(String((s.source as Node).value)))
    .map((s) => resolveSource(registry, String((s.source as Node).value)) ?? fail(registry, s, 'imports a declaration that does not exist'));
}

/** The islands the block declarations the registry lists declare, in its order: name → source module. */
export function blockIslands(root: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of declarationFiles(root)) {
    const obj = declarationObject(treeOf(file));
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
