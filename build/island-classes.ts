/**
 * Short class names for the islands. The browser renders an island again from its components, so
 * the names its class lists get in the prerendered HTML must be in the components' code too: each
 * class list written in an island's source (`'focus-ring block w-full …'`) is compiled to one name
 * (`'_k'`), in the prerender's compile (launch.mjs) and in Vite's (vite-build.ts) alike. Lists put
 * together at run time (`${base} ${looks[look]}`) get a name per part.
 *
 * A class list is a string literal or a template's text of two or more tokens that UnoCSS knows
 * (or `group`), outside imports, object keys, types and JSX attributes other than className.
 * Names follow the sorted order of every list in every island's source: both compiles agree
 * without talking. The dev server, Storybook and the tests run the source as written.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expandVariantGroup } from '@unocss/core';
import { cacheDir, writeCacheFile } from '../validator/cache-file.ts';
import { shortName } from './class-names.ts';
import { islandSourceFiles, parse, type Node } from './island-sources.ts';

export interface IslandClasses {
  /** The islands' source files, whose class lists are compiled. */
  files: ReadonlySet<string>;
  /** A class list (variant groups written out, one space between utilities) → its name. */
  nameOf: ReadonlyMap<string, string>;
  /** A name → the utilities of its list. */
  listOf: ReadonlyMap<string, readonly string[]>;
}

export const NO_ISLAND_CLASSES: IslandClasses = { files: new Set(), nameOf: new Map(), listOf: new Map() };

/** A string in the source that may be a class list: where its text is, and the list it holds. */
type ClassText = { start: number; end: number; list: string };

/** Class tokens UnoCSS has no rule for that a list may still hold: they name an element for other selectors. */
const MARKERS = new Set(['group', 'peer']);

/** Where strings are never class lists. */
const NOT_VALUES = new Set(['source', 'typeAnnotation', 'typeArguments', 'typeParameters', 'returnType', 'superTypeArguments']);
const NO_CLASSES_INSIDE = new Set(['ImportDeclaration', 'TSLiteralType', 'TSTypeAliasDeclaration', 'TSInterfaceDeclaration']);

const normalize = (text: string) => expandVariantGroup(text).trim().split(/\s+/).filter(Boolean).join(' ');

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** The strings of a source file that could be class lists (see the top of this file), before UnoCSS is asked. */
export function classTexts(source: string, file: string): ClassText[] {
  const found: ClassText[] = [];
  const add = (start: number, end: number) => {
    const text = source.slice(start, end);
    if (text.includes('\\')) return;
    const list = normalize(text);
    if (list.includes(' ')) found.push({ start, end, list });
  };
  const visit = (node: Node, parent: Node | undefined, key: string) => {
    if (NO_CLASSES_INSIDE.has(node.type)) return;
    if (node.type === 'JSXAttribute' && (node.name as Node & { name?: string }).name !== 'className') return;
    if (node.type === 'Literal' && typeof node.value === 'string') {
      const isKey = (parent?.type === 'Property' && key === 'key') || (parent?.type === 'MemberExpression' && key === 'property');
      if (!isKey) add(node.start + 1, node.end - 1);
      return;
    }
    if (node.type === 'TemplateLiteral') {
      const quasis = node.quasis as Array<Node & { value: { raw: string } }>;
      quasis.forEach((q, i) => {
        const raw = q.value.raw;
        // A part that runs into an interpolation (`text-${tone}`) holds half a token.
        const cut = (i > 0 && !/^\s/.test(raw)) || (i < quasis.length - 1 && !/\s$/.test(raw));
        if (!cut) add(q.start + 1, q.start + 1 + raw.length);
      });
    }
    for (const [k, value] of Object.entries(node)) {
      if (NOT_VALUES.has(k)) continue;
      for (const v of Array.isArray(value) ? value : [value]) if (isNode(v)) visit(v, node, k);
    }
  };
  visit(parse(file, source).program as unknown as Node, undefined, '');
  return found;
}

/** The class lists of `files` that UnoCSS knows every token of, sorted. */
async function find(files: string[]): Promise<string[]> {
  // Loaded only here: a build whose lists are cached starts without waiting for UnoCSS.
  const [{ createGenerator }, { default: unoConfig }] = await Promise.all([import('@unocss/core'), import('../uno.config.ts')]);
  const uno = await createGenerator(unoConfig);
  const texts = files.flatMap((file) => classTexts(readFileSync(file, 'utf8'), file));
  const known = new Map<string, Promise<boolean>>();
  const isUtility = (token: string) => {
    let result = known.get(token);
    if (!result) known.set(token, (result = MARKERS.has(token) ? Promise.resolve(true) : uno.parseToken(token).then((r) => !!r?.length)));
    return result;
  };
  const lists: string[] = [];
  for (const list of [...new Set(texts.map((t) => t.list))].sort()) if ((await Promise.all(list.split(' ').map(isUtility))).every(Boolean)) lists.push(list);
  return lists;
}

/**
 * What the last build of the same inputs (the islands' files, uno.config.ts, the lock file and
 * this file) found, or found again and kept: the site's build 1.58 → 1.31 s (medians of 6 interleaved runs).
 */
async function cachedFind(root: string, files: string[]): Promise<string[]> {
  const hash = createHash('sha256');
  for (const file of [...files, join(root, 'uno.config.ts'), join(root, 'package-lock.json'), fileURLToPath(import.meta.url)])
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  const key = hash.digest('hex');
  const cache = join(cacheDir(root, 'rivo-island-classes'), 'lists.json');
  try {
    const saved = JSON.parse(readFileSync(cache, 'utf8')) as { key: string; lists: string[] };
    if (saved.key === key) return saved.lists;
  } catch {
    // None yet, or unreadable: found again below.
  }
  const lists = await find(files);
  writeCacheFile(cache, JSON.stringify({ key, lists }));
  return lists;
}

/**
 * The islands' names are the two-letter ones from here on: the one-letter names are left to the
 * static blocks' lists (class-names.ts), which a page repeats far more often.
 */
export const ISLAND_NAMES_FROM = 64;

const collected = new Map<string, Promise<IslandClasses>>();

/** The islands' class lists of the project at `root`, with their names (see the top of this file). */
export function islandClasses(root = process.cwd()): Promise<IslandClasses> {
  let result = collected.get(root);
  if (!result) {
    const files = islandSourceFiles(root).filter((f) => f.endsWith('.tsx'));
    result = cachedFind(root, files).then((lists) => {
      const nameOf = new Map(lists.map((list, i) => [list, `_${shortName(ISLAND_NAMES_FROM + i)}`]));
      return { files: new Set(files), nameOf, listOf: new Map(lists.map((list) => [nameOf.get(list)!, list.split(' ')])) };
    });
    collected.set(root, result);
  }
  return result;
}

/** An island source file with each of its class lists replaced by its name; undefined for other files and for none. */
export function compileClasses(source: string, file: string, classes: IslandClasses): string | undefined {
  if (!classes.files.has(file)) return undefined;
  let out = '';
  let from = 0;
  for (const { start, end, list } of classTexts(source, file)) {
    const name = classes.nameOf.get(list);
    if (!name) continue;
    const text = source.slice(start, end);
    // The text's own leading and trailing spaces separate it from the parts around it.
    out += source.slice(from, start) + /^\s*/.exec(text)![0] + name + /\s*$/.exec(text)![0];
    from = end;
  }
  return from === 0 ? undefined : out + source.slice(from);
}
