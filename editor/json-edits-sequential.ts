import { applyEdits, findNodeAtLocation, getNodeValue, modify, parseTree, type FormattingOptions, type JSONPath, type Node } from 'jsonc-parser';
import { isDeepStrictEqual } from 'node:util';

/*
 * One edit at a time, re-reading the whole text after each. Every step costs a parse of the text, so
 * json-edits.ts only hands over small pieces: the lines on which jsonc-parser's formatter, run after
 * removing a property or adding one to an empty object, would also re-lay out neighbouring values
 * whose own edits come before or after it. Doing those edits in this exact order is what keeps such
 * lines the way they always came out.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON for `value` placed on a line indented by `indent`, in the file's layout. */
export const render = (value: unknown, indent: string) => JSON.stringify(value, null, 2).split('\n').join(`\n${indent}`);

/** The leading blanks of the line that holds `offset`. */
export const indentAt = (text: string, offset: number) => /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', offset - 1) + 1))![0];

/** Same kind of value for an edited array item: objects of the same "type", or values of the same JSON type. */
export const sameKind = (a: unknown, b: unknown) =>
  isObject(a) && isObject(b) ? a.type === b.type : Array.isArray(a) === Array.isArray(b) && typeof a === typeof b && isObject(a) === isObject(b);

/**
 * `text` (one JSON value, possibly after blanks) changed into `next`, edit by edit. For a piece of a
 * file, `eol` is the file's line break: the formatter takes the first one of the text it is given.
 */
export function rewriteSequentially(text: string, next: unknown, eol?: string): string {
  const lead = eol ?? '';
  return new Sequence({ insertSpaces: true, tabSize: 2, eol: eol ?? '\n' }).update(lead + text, [], next as Json).slice(lead.length);
}

/** getNodeValue builds objects without a prototype, which deep equality would never match with parsed data. */
const valueOf = (node: Node) => JSON.parse(JSON.stringify(getNodeValue(node))) as unknown;

function nodeAt(text: string, path: JSONPath): Node | undefined {
  const tree = parseTree(text);
  return tree && (path.length ? findNodeAtLocation(tree, path) : tree);
}

const splice = (text: string, at: number, remove: number, insert: string) => text.slice(0, at) + insert + text.slice(at + remove);

class Sequence {
  constructor(private readonly format: FormattingOptions) {}

  /** Replaces one value in place, or removes a property or item (jsonc-parser takes care of the commas). */
  private set(text: string, path: JSONPath, value: Json | undefined): string {
    const node = nodeAt(text, path);
    if (value === undefined || !node) return applyEdits(text, modify(text, path, value, { formattingOptions: this.format }));
    return splice(text, node.offset, node.length, render(value, indentAt(text, node.offset)));
  }

  /** Adds a property at the end of its object ("$schema" at the start), in the object's own layout (one line or one property a line). */
  private add(text: string, object: Node, path: JSONPath, key: string, value: Json): string {
    const props = object.children ?? [];
    if (props.length === 0) return applyEdits(text, modify(text, [...path, key], value, { formattingOptions: this.format }));
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

  update(text: string, path: JSONPath, next: Json): string {
    const node = nodeAt(text, path);
    if (!node) return this.set(text, path, next);
    if (node.type === 'object' && isObject(next)) {
      const keys = (node.children ?? []).map((p) => p.children![0].value as string);
      for (const key of keys) if (!Object.hasOwn(next, key) || next[key] === undefined) text = this.set(text, [...path, key], undefined);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined) continue;
        text = keys.includes(key) ? this.update(text, [...path, key], value) : this.add(text, nodeAt(text, path)!, path, key, value);
      }
      return text;
    }
    if (node.type === 'array' && Array.isArray(next)) {
      text = arrange(text, node, next);
      next.forEach((value, i) => {
        text = this.update(text, [...path, i], value);
      });
      return text;
    }
    return isDeepStrictEqual(valueOf(node), next) ? text : this.set(text, path, next);
  }
}

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
