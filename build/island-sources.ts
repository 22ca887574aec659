/**
 * The islands as the browser loads them, read from the syntax trees of the loader tables
 * renderer/islands/loaders.ts (the chrome's) and block-islands.ts (the blocks', which `npm run types`
 * writes and tsc checks), each entry `name: () => import('./path')`; and the source files behind each
 * island: its module and every renderer/ module it imports for its values, transitively.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';

/** The few ESTree nodes read here, in island-classes.ts and in cli/block-declarations.ts. */
export type Node = { type: string; start: number; end: number; [key: string]: unknown };
/** A TypeScript file parsed by oxc (native): its imports are known at once, its tree is made when `program` is read. */
export const parse = (file: string, text = readFileSync(file, 'utf8')) => parseSync(file, text);
export const treeOf = (file: string) => parse(file).program.body as unknown as Node[];

export function resolveSource(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find((f) => /\.tsx?$/.test(f) && existsSync(f));
}

/** What `() => import('./X')` imports ('./X'), or undefined when the expression is not one. */
export function importedBy(node: Node | undefined): string | undefined {
  const body = node?.type === 'ArrowFunctionExpression' ? (node.body as Node) : undefined;
  const source = body?.type === 'ImportExpression' ? (body.source as Node) : undefined;
  return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
}

/** The relative modules a file imports for their values: its imports and exports `from` but type-only ones, and its import()s. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const { staticImports, staticExports, dynamicImports } = parse(file, text).module;
  return [
    ...staticImports.filter((i) => i.entries.length === 0 || i.entries.some((e) => !e.isType)).map((i) => i.moduleRequest.value),
    ...staticExports.flatMap((s) => s.entries).flatMap((e) => (e.moduleRequest && !e.isType ? [e.moduleRequest.value] : [])),
    // A string literal's text, without its quotes.
    ...dynamicImports.map(({ moduleRequest: { start, end } }) => text.slice(start + 1, end - 1)),
  ].filter((spec) => spec.startsWith('.'));
}

/** Island name → its source module: the page chrome's, then the blocks'. */
export function islandEntries(root: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const table of ['renderer/islands/loaders.ts', 'renderer/islands/block-islands.ts'].map((t) => join(root, t))) {
    // `[export] const loaders = { name: () => import('./X'), … }`
    const declarations = treeOf(table).map((s) => (s.type === 'ExportNamedDeclaration' ? (s.declaration as Node) : s));
    const objects = declarations.flatMap((d) => (d?.type === 'VariableDeclaration' ? (d.declarations as Node[]).map((v) => v.init as Node) : []));
    for (const property of objects.flatMap((o) => (o?.type === 'ObjectExpression' ? (o.properties as Node[]) : []))) {
      const [name, spec] = [(property.key as Node | undefined)?.name as string, importedBy(property.value as Node)];
      if (spec) map.set(name, resolveSource(table, spec) ?? fail(`${table}: the island "${name}" imports ${spec}, which does not exist`));
    }
  }
  return map;
}

function fail(message: string): never {
  throw new Error(message);
}

/** Every source file of every island, sorted: its module and the renderer/ modules it imports for their values, transitively. */
export function islandSourceFiles(root: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(join(root, 'renderer'))) return;
    seen.add(file);
    for (const spec of valueImports(file)) {
      const target = resolveSource(file, spec);
      if (target) visit(target);
    }
  };
  for (const entry of islandEntries(root).values()) visit(entry);
  return [...seen].sort();
}
