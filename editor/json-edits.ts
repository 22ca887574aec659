import {
  applyEdits,
  findNodeAtLocation,
  getNodeValue,
  modify,
  parseTree,
  type FormattingOptions,
  type JSONPath,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { isDeepStrictEqual } from 'node:util';

const FORMAT: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A whole file written from scratch: 2-space indent, "$schema" first, a final newline. */
export function freshJson(data: unknown): string {
  const ordered = isObject(data) && '$schema' in data ? { $schema: data.$schema, ...data } : data;
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/**
 * The original text changed into `next` by editing only the paths whose value differs, the way a
 * careful human would: the existing key order and layout stay, new keys go at the end of their
 * object ("$schema" at the start), removed keys vanish, and moved array items keep their text.
 */
export function rewriteJson(original: string, next: unknown): string {
  const errors: ParseError[] = [];
  const tree = parseTree(original, errors, { allowTrailingComma: false, disallowComments: true });
  // Nothing to keep from a file that is not JSON: write the new content whole.
  if (!tree || errors.length > 0) return freshJson(next);
  const out = update(original, [], next as Json);
  return out.endsWith('\n') ? out : `${out}\n`;
}

/** getNodeValue builds objects without a prototype, which deep equality would never match with parsed data. */
const valueOf = (node: Node) => JSON.parse(JSON.stringify(getNodeValue(node))) as unknown;

function nodeAt(text: string, path: JSONPath): Node | undefined {
  const tree = parseTree(text);
  return tree && (path.length ? findNodeAtLocation(tree, path) : tree);
}

/** JSON for `value` placed on a line indented by `indent`, in the file's layout. */
const render = (value: Json, indent: string) => JSON.stringify(value, null, 2).split('\n').join(`\n${indent}`);

const indentAt = (text: string, offset: number) => /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', offset - 1) + 1))![0];

const splice = (text: string, at: number, remove: number, insert: string) => text.slice(0, at) + insert + text.slice(at + remove);

/** Replaces one value in place, or removes a property or item (jsonc-parser takes care of the commas). */
function set(text: string, path: JSONPath, value: Json | undefined): string {
  const node = nodeAt(text, path);
  if (value === undefined || !node) return applyEdits(text, modify(text, path, value, { formattingOptions: FORMAT }));
  return splice(text, node.offset, node.length, render(value, indentAt(text, node.offset)));
}

/** Adds a property at the end of its object ("$schema" at the start), in the object's own layout (one line or one property a line). */
function add(text: string, object: Node, path: JSONPath, key: string, value: Json): string {
  const props = object.children ?? [];
  if (props.length === 0) return applyEdits(text, modify(text, [...path, key], value, { formattingOptions: FORMAT }));
  const own = text.slice(object.offset, object.offset + object.length);
  const multiline = own.includes('\n');
  const first = key === '$schema';
  const anchor = first ? props[0] : props[props.length - 1];
  const indent = multiline ? indentAt(text, anchor.offset) : '';
  const prop = `${JSON.stringify(key)}: ${multiline ? render(value, indent) : JSON.stringify(value)}`;
  const gap = multiline ? `\n${indent}` : ' ';
  if (first) return splice(text, anchor.offset, 0, `${prop},${gap}`);
  return splice(text, anchor.offset + anchor.length, 0, `,${gap}${prop}`);
}

function update(text: string, path: JSONPath, next: Json): string {
  const node = nodeAt(text, path);
  if (!node) return set(text, path, next);
  if (node.type === 'object' && isObject(next)) {
    const keys = (node.children ?? []).map((p) => p.children![0].value as string);
    for (const key of keys) if (!(key in next)) text = set(text, [...path, key], undefined);
    for (const [key, value] of Object.entries(next)) {
      text = keys.includes(key) ? update(text, [...path, key], value) : add(text, nodeAt(text, path)!, path, key, value);
    }
    return text;
  }
  if (node.type === 'array' && Array.isArray(next)) {
    text = arrange(text, node, next);
    next.forEach((value, i) => {
      text = update(text, [...path, i], value);
    });
    return text;
  }
  return isDeepStrictEqual(valueOf(node), next) ? text : set(text, path, next);
}

const sameKind = (a: unknown, b: unknown) =>
  isObject(a) && isObject(b) ? a.type === b.type : Array.isArray(a) === Array.isArray(b) && typeof a === typeof b && isObject(a) === isObject(b);

/** Which old item each new item continues: equal ones first, then the nearest unused one of the same kind (an edited item). */
function matchItems(old: unknown[], next: unknown[]): Array<number | undefined> {
  const used = new Set<number>();
  const source: Array<number | undefined> = next.map(() => undefined);
  next.forEach((value, j) => {
    const i = old.findIndex((o, k) => !used.has(k) && isDeepStrictEqual(o, value));
    if (i >= 0) {
      used.add(i);
      source[j] = i;
    }
  });
  next.forEach((value, j) => {
    if (source[j] !== undefined) return;
    let best: number | undefined;
    old.forEach((o, k) => {
      if (used.has(k) || !sameKind(o, value)) return;
      if (best === undefined || Math.abs(k - j) < Math.abs(best - j)) best = k;
    });
    if (best !== undefined) {
      used.add(best);
      source[j] = best;
    }
  });
  return source;
}

/** Puts the array's items in their new order, reusing each kept item's text verbatim; edits inside items come after. */
function arrange(text: string, node: Node, next: Json[]): string {
  const items = node.children ?? [];
  const source = matchItems(items.map(valueOf), next);
  if (source.length === items.length && source.every((i, j) => i === j)) return text;
  const own = text.slice(node.offset, node.offset + node.length);
  const lineStart = text.lastIndexOf('\n', node.offset) + 1;
  const baseIndent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const firstLine = items.length ? text.lastIndexOf('\n', items[0].offset) + 1 : -1;
  const itemIndent = items.length && firstLine > node.offset ? text.slice(firstLine, items[0].offset) : `${baseIndent}  `;
  const multiline = own.includes('\n') || (items.length === 0 && next.some((v) => typeof v === 'object' && v !== null));
  const texts = next.map((value, j) => {
    const i = source[j];
    if (i !== undefined) return text.slice(items[i].offset, items[i].offset + items[i].length);
    return multiline ? render(value, itemIndent) : JSON.stringify(value);
  });
  const body = texts.length === 0 ? '[]' : multiline ? `[\n${itemIndent}${texts.join(`,\n${itemIndent}`)}\n${baseIndent}]` : `[${texts.join(', ')}]`;
  return text.slice(0, node.offset) + body + text.slice(node.offset + node.length);
}
