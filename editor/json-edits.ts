import { format, parseTree, type ParseError } from 'jsonc-parser';
import { isDeepStrictEqual } from 'node:util';
import { indentAt, render, rewriteSequentially, sameKind } from './json-edits-sequential.ts';

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
 *
 * The text is read once: each changed value gets its new text from the original slices of what it
 * keeps, so the work grows with the file, not with the file times the number of values in it.
 */
export function rewriteJson(original: string, next: unknown): string {
  let old: unknown;
  try {
    old = JSON.parse(original);
  } catch {
    // Nothing to keep from a file that is not JSON: write the new content whole. (jsonc-parser reads
    // a few more blanks as such, a byte order mark for one; those files go the slow, exact way.)
    const errors: ParseError[] = [];
    const tree = parseTree(original, errors, { allowTrailingComma: false, disallowComments: true });
    if (!tree || errors.length > 0) return freshJson(next);
    return withFinalNewline(rewriteSequentially(original, next));
  }
  const doc: Doc = { text: original, at: (offset) => indentAt(original, offset), eol: lineBreak(original) };
  const start = skipBlanks(original, 0);
  let end = original.length;
  while (isBlank(original.charCodeAt(end - 1))) end--;
  const root = { start, end };
  const rootStandsAlone = () => evenSpaces(original.slice(original.lastIndexOf('\n', start - 1) + 1, start)) && lineRest(original, root.end) === '';
  try {
    // A page that is saved has almost always changed: its parts are compared one by one instead.
    const changed = update(doc, root, old, next, rootStandsAlone, false);
    return withFinalNewline(changed === undefined ? original : original.slice(0, start) + changed + original.slice(root.end));
  } catch (error) {
    if (!(error instanceof SharedLine)) throw error;
    return withFinalNewline(rewriteSequentially(original, next));
  }
}

const withFinalNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/** The text being edited, and the indent of the line an offset of it will sit on once the edits around it are made. */
interface Doc {
  text: string;
  at: (offset: number) => string;
  /**
   * The file's first line break, the one jsonc-parser's formatter uses for the lines it breaks (an
   * edit on the first line itself could put another one first; page files open with a lone brace).
   */
  eol: string;
}

interface Span {
  start: number;
  end: number;
}

interface Prop {
  key: string;
  start: number;
  keyEnd: number;
  value: Span;
}

/**
 * Raised where jsonc-parser's formatter would re-lay out a line that other values share: the
 * nearest enclosing value that has its lines to itself is then edited the sequential way.
 */
class SharedLine extends Error {}

/** Whether a value's lines hold nothing else (but its key and a comma), so it can be edited on its own. */
type StandsAlone = () => boolean;

/**
 * The new text of `node` (undefined when nothing changes in it). An object is compared whole before
 * its text is read, unless `compare` says it is known to differ; an array's items are compared anyway.
 */
function update(doc: Doc, node: Span, old: unknown, next: unknown, alone: StandsAlone, compare = true): string | undefined {
  const open = doc.text.charCodeAt(node.start);
  const object = open === LBRACE && isObject(next);
  if (!object && !(open === LBRACKET && Array.isArray(next))) return same(old, next) ? undefined : render(next, doc.at(node.start));
  if (object && compare && same(old, next)) return undefined;
  try {
    if (object) return updateObject(doc, node, old as Record<string, unknown>, next, alone);
    return updateArray(doc, node, old as unknown[], next as unknown[]);
  } catch (error) {
    if (!(error instanceof SharedLine) || !alone()) throw error;
    const indent = doc.at(node.start);
    return rewriteSequentially(indent + doc.text.slice(node.start, node.end), next, doc.eol).slice(indent.length);
  }
}

const present = (next: Record<string, unknown>, key: string) => Object.hasOwn(next, key) && next[key] !== undefined;

function updateObject(doc: Doc, node: Span, old: Record<string, unknown>, next: Record<string, unknown>, alone: StandsAlone): string | undefined {
  const { text } = doc;
  const props = scanObject(text, node.start);
  const first = new Map<string, Prop>();
  for (const prop of props) if (!first.has(prop.key)) first.set(prop.key, prop);
  const entries = Object.entries(next).filter(([, value]) => value !== undefined);
  const kept = props.filter((p) => present(next, p.key));
  // A property added to an empty object goes through jsonc-parser's formatter, which lays out the whole line.
  if (kept.length === 0 && entries.some(([key]) => !first.has(key))) throw new SharedLine();

  const removed = props.filter((p) => !present(next, p.key));
  if (removed.length > 0) {
    // Removals come first, each one re-laying out the lines it touches; the rest is then done on that text.
    const indent = doc.at(node.start);
    let local = indent + text.slice(node.start, node.end);
    for (const prop of removed) local = removeProperty(local, indent.length, prop.key, alone, doc.eol);
    const inner: Doc = { text: local, at: (offset) => indentAt(local, offset), eol: doc.eol };
    return updateObject(inner, { start: indent.length, end: local.length }, old, next, alone) ?? local.slice(indent.length);
  }

  // With duplicate keys the parsed value holds the last one, while the edits go to the first.
  const oldOf = first.size === props.length ? (p: Prop) => old[p.key] : (p: Prop) => JSON.parse(text.slice(p.value.start, p.value.end)) as unknown;
  const replaced = new Map<Prop, string>();
  const done = new Done(doc);
  const inner: Doc = { ...doc, at: done.at };
  let before = ''; // "$schema", put ahead of the first property
  const after: string[] = []; // new properties, with the comma and line break that lead to each
  let lastIndent: string | undefined; // line indent of the last new property, once there is one
  let gapsBreak: boolean | undefined;
  const multiline = () => {
    if ((gapsBreak ??= breaksBetween(text, node, props)) || before.includes('\n') || after.some((t) => t.includes('\n'))) return true;
    return props.some((p) => {
      const now = replaced.get(p);
      return now === undefined ? hasBreak(text, p.value.start, p.value.end) : now.includes('\n');
    });
  };
  for (const [key, value] of entries) {
    const prop = first.get(key);
    if (prop) {
      const now = update(inner, prop.value, oldOf(prop), value, () => propStandsAlone(text, node, prop));
      if (now === undefined) continue;
      replaced.set(prop, now);
      done.add(prop.value, now);
      continue;
    }
    const broken = multiline();
    const leading = key === '$schema';
    // The indent of the line that holds the property the new one is placed next to.
    const indent = !broken ? '' : leading ? done.at(kept[0].start) : (lastIndent ?? done.at(kept[kept.length - 1].start));
    const added = `${JSON.stringify(key)}: ${broken ? render(value, indent) : JSON.stringify(value)}`;
    const gap = broken ? `\n${indent}` : ' ';
    if (leading) before = `${added},${gap}`;
    else {
      after.push(`,${gap}${added}`);
      // A property added on the object's only line stays on the line the object starts on.
      lastIndent = broken ? indent : doc.at(node.start);
    }
  }
  if (replaced.size === 0 && before === '' && after.length === 0) return undefined;
  const parts: string[] = [];
  let at = node.start;
  // Copies the text up to `to`, puts `insert` there and goes on from `from`.
  const cut = (to: number, insert: string[], from: number) => {
    parts.push(text.slice(at, to), ...insert);
    at = from;
  };
  kept.forEach((prop, i) => {
    if (i === 0 && before) cut(prop.start, [before], prop.start);
    const now = replaced.get(prop);
    if (now !== undefined) cut(prop.value.start, [now], prop.value.end);
    if (i === kept.length - 1 && after.length) cut(prop.value.end, after, prop.value.end);
  });
  parts.push(text.slice(at, node.end));
  return parts.join('');
}

/** Removes one property the way jsonc-parser's modify does: the comma before it (after it, for the first), then formats the lines touched. */
function removeProperty(text: string, objectStart: number, key: string, alone: StandsAlone, eol: string): string {
  const props = scanObject(text, objectStart);
  const index = props.findIndex((p) => p.key === key);
  const from = index > 0 ? props[index - 1].value.end : objectStart + 1;
  const to = index > 0 || props.length === 1 ? props[index].value.end : props[1].start;
  let out = text.slice(0, from) + text.slice(to);
  let begin = from;
  let end = from;
  while (begin > 0 && !isLineBreak(out, begin - 1)) begin--;
  while (end < out.length && !isLineBreak(out, end)) end++;
  // The object's first and last lines may hold other values, which the formatter would re-lay out too.
  if ((begin === 0 || end === out.length) && !alone()) throw new SharedLine();
  // The formatter takes the first line break of the text it is given: the file's, put in front.
  const edits = format(eol + out, { offset: eol.length + begin, length: end - begin }, { insertSpaces: true, tabSize: 2, eol, keepLines: false });
  for (let i = edits.length - 1; i >= 0; i--) {
    const { offset, length, content } = edits[i];
    out = out.slice(0, offset - eol.length) + content + out.slice(offset - eol.length + length);
  }
  return out;
}

function updateArray(doc: Doc, node: Span, old: unknown[], next: unknown[]): string | undefined {
  const { text } = doc;
  const { source, equal } = matchItems(old, next);
  const inPlace = source.length === old.length && source.every((i, j) => i === j);
  if (inPlace && equal.every(Boolean)) return undefined;
  const items = scanArray(text, node.start);
  if (inPlace) {
    const parts: string[] = [];
    const done = new Done(doc);
    const inner: Doc = { ...doc, at: done.at };
    let at = node.start;
    items.forEach((item, j) => {
      if (equal[j]) return;
      const now = update(inner, item, old[j], next[j], () => itemStandsAlone(text, node, item), false);
      if (now === undefined) return;
      done.add(item, now);
      parts.push(text.slice(at, item.start), now);
      at = item.end;
    });
    if (parts.length === 0) return undefined;
    parts.push(text.slice(at, node.end));
    return parts.join('');
  }
  // A new order: the array is written again from its items' texts, each with its own edits made.
  const baseIndent = doc.at(node.start);
  const firstLine = items.length ? text.lastIndexOf('\n', items[0].start) + 1 : -1;
  const itemIndent = items.length && firstLine > node.start ? text.slice(firstLine, items[0].start) : `${baseIndent}  `;
  const multiline = hasBreak(text, node.start, node.end) || (items.length === 0 && next.some((v) => typeof v === 'object' && v !== null));
  const lineIndent = multiline ? itemIndent : baseIndent;
  const movedAlone = multiline && evenSpaces(itemIndent);
  const texts = next.map((value, j) => {
    const i = source[j];
    if (i === undefined) return multiline ? render(value, itemIndent) : JSON.stringify(value);
    const item = items[i];
    const original = text.slice(item.start, item.end);
    if (equal[j]) return original;
    // The item's first line now starts where the array puts it; its other lines are its own.
    const at = (offset: number) => (text.lastIndexOf('\n', offset - 1) < item.start ? lineIndent : doc.at(offset));
    return update({ ...doc, at }, item, old[i], value, () => movedAlone, false) ?? original;
  });
  if (texts.length === 0) return '[]';
  return multiline ? `[\n${itemIndent}${texts.join(`,\n${itemIndent}`)}\n${baseIndent}]` : `[${texts.join(', ')}]`;
}

/**
 * The values of one object or array that already have their new texts, in text order. A value that
 * ends on the line where a later one starts may have changed that line's indent: the later one then
 * sits on the last line of the new text.
 */
class Done {
  private readonly spans: Span[] = [];
  private readonly texts: string[] = [];

  constructor(private readonly doc: Doc) {}

  add(span: Span, text: string) {
    let i = this.spans.length;
    while (i > 0 && this.spans[i - 1].start > span.start) i--;
    this.spans.splice(i, 0, span);
    this.texts.splice(i, 0, text);
  }

  readonly at = (offset: number): string => {
    let i = this.spans.length - 1;
    for (;;) {
      const lineStart = this.doc.text.lastIndexOf('\n', offset - 1);
      while (i >= 0 && this.spans[i].end > offset) i--;
      if (i < 0 || this.spans[i].end <= lineStart) return this.doc.at(offset);
      const text = this.texts[i];
      const lastBreak = text.lastIndexOf('\n');
      if (lastBreak >= 0) return /^[ \t]*/.exec(text.slice(lastBreak + 1))![0];
      offset = this.spans[i].start;
    }
  };
}

/**
 * Which old item each new item continues: the first unused equal one, then the nearest unused one of
 * the same kind (an edited item, the earlier one of two as near). `equal` marks the first kind.
 */
function matchItems(old: unknown[], next: unknown[]): { source: Array<number | undefined>; equal: boolean[] } {
  const inPlace = next.map((value, j) => j < old.length && same(old[j], value));
  if (old.length === next.length && inPlace.every(Boolean)) return { source: next.map((_, j) => j), equal: inPlace };
  const source: Array<number | undefined> = next.map(() => undefined);
  const equal = next.map(() => false);
  const used = new Uint8Array(old.length);
  const take = (k: number, j: number) => {
    used[k] = 1;
    source[j] = k;
  };
  const firstEqual = equalFinder(old, next, inPlace, used);
  next.forEach((_, j) => {
    const k = firstEqual(j);
    if (k === undefined) return;
    take(k, j);
    equal[j] = true;
  });
  next.forEach((value, j) => {
    if (source[j] !== undefined) return;
    for (let d = 0; d <= Math.max(j, old.length - j); d++) {
      for (const k of d === 0 ? [j] : [j - d, j + d]) {
        if (k >= 0 && k < old.length && !used[k] && sameKind(old[k], value)) return take(k, j);
      }
    }
  });
  return { source, equal };
}

/**
 * For the new items in order, the first unused old item equal to each. A few moved or edited items
 * are found by comparing with the items left behind and those ahead; when that grows past a small
 * multiple of the array's length, an index of the old items by hash takes over.
 */
function equalFinder(old: unknown[], next: unknown[], inPlace: boolean[], used: Uint8Array): (j: number) => number | undefined {
  const behind: number[] = []; // old items passed by unused, in order (the first `taken` of them are used since)
  let taken = 0;
  let budget = 8 * (old.length + next.length) + 64;
  let byHash: Map<number, number[]> | undefined;
  const equalAt = (k: number, j: number) => {
    if (k === j) return inPlace[j];
    budget--;
    return same(old[k], next[j]);
  };
  const direct = (j: number) => {
    while (taken < behind.length && used[behind[taken]]) taken++;
    for (let i = taken; i < behind.length; i++) if (!used[behind[i]] && equalAt(behind[i], j)) return behind[i];
    if (j < old.length && !used[j] && inPlace[j]) return j;
    for (let k = j + 1; k < old.length && budget > 0; k++) if (!used[k] && equalAt(k, j)) return k;
    return budget > 0 ? undefined : null;
  };
  return (j) => {
    let k = byHash ? null : direct(j);
    if (k === null) {
      byHash ??= indexByHash(old);
      k = (byHash.get(hash(next[j])) ?? []).find((i) => !used[i] && same(old[i], next[j]));
    }
    if (j < old.length && j !== k && !used[j]) behind.push(j);
    return k;
  };
}

function indexByHash(values: unknown[]): Map<number, number[]> {
  const index = new Map<number, number[]>();
  values.forEach((value, k) => {
    const h = hash(value);
    const list = index.get(h);
    if (list) list.push(k);
    else index.set(h, [k]);
  });
  return index;
}

/** isDeepStrictEqual for parsed JSON, several times faster on the plain objects and arrays that make up a page. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return a !== 0 || Object.is(a, b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  const proto = Object.getPrototypeOf(a) as unknown;
  if (proto !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) {
    if (proto !== Array.prototype || !Array.isArray(b) || a.length !== b.length) return isDeepStrictEqual(a, b);
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (proto !== Object.prototype) return isDeepStrictEqual(a, b);
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) if (!Object.hasOwn(y, key) || !same(x[key], y[key])) return false;
  return true;
}

/** A hash that equal values (in the sense of `same`) share, whatever the order of their keys. */
function hash(value: unknown): number {
  if (typeof value === 'string') return hashString(value, 0x811c9dc5);
  if (typeof value === 'number') return hashString(String(value), 0x01000193);
  if (typeof value !== 'object' || value === null) return value === null ? 1 : value === true ? 2 : value === false ? 3 : 4;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value) && proto === Array.prototype) {
    let h = 0x9e3779b9 ^ value.length;
    for (const item of value) h = (Math.imul(h ^ hash(item), 0x85ebca6b) + 1) | 0;
    return h;
  }
  if (proto !== Object.prototype) return 5;
  let h = 0x27d4eb2f;
  for (const [key, item] of Object.entries(value)) h = (h + Math.imul(hashString(key, 0x811c9dc5) | 1, hash(item) ^ 0x5bd1e995)) | 0;
  return h;
}

function hashString(s: string, h: number): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

// Where a value may be edited on its own: jsonc-parser's formatter, when it runs on one of its lines,
// then changes nothing outside it. That holds when the line starts with an even number of spaces (the
// formatter's own indent) and holds nothing else but the value's key before it and a comma after it.

function propStandsAlone(text: string, object: Span, prop: Prop): boolean {
  const lineStart = text.lastIndexOf('\n', prop.start - 1) + 1;
  if (lineStart <= object.start || !evenSpaces(text.slice(lineStart, prop.start)) || text.slice(prop.keyEnd, prop.value.start) !== ': ') return false;
  const lineEnd = text.indexOf('\n', prop.value.end);
  return lineEnd >= 0 && lineEnd < object.end && /^,?\r?$/.test(text.slice(prop.value.end, lineEnd));
}

function itemStandsAlone(text: string, array: Span, item: Span): boolean {
  const lineStart = text.lastIndexOf('\n', item.start - 1) + 1;
  if (lineStart <= array.start || !evenSpaces(text.slice(lineStart, item.start))) return false;
  const lineEnd = text.indexOf('\n', item.end);
  return lineEnd >= 0 && lineEnd < array.end && /^,?\r?$/.test(text.slice(item.end, lineEnd));
}

const evenSpaces = (s: string) => /^(?: {2})*$/.test(s);

/** The rest of the line after `offset`, without its line break. */
function lineRest(text: string, offset: number): string {
  let end = offset;
  while (end < text.length && !isLineBreak(text, end)) end++;
  return text.slice(offset, end);
}

const isLineBreak = (text: string, offset: number) => text[offset] === '\n' || text[offset] === '\r';

/** The first line break of the file, as jsonc-parser's formatter picks it. */
const lineBreak = (text: string) => /\r\n?|\n/.exec(text)?.[0] ?? '\n';

const hasBreak = (text: string, from: number, to: number) => {
  const at = text.indexOf('\n', from);
  return at >= 0 && at < to;
};

/** Whether the object's text outside its property values has a line break. */
function breaksBetween(text: string, object: Span, props: Prop[]): boolean {
  let from = object.start;
  for (const prop of props) {
    if (hasBreak(text, from, prop.value.start)) return true;
    from = prop.value.end;
  }
  return hasBreak(text, from, object.end);
}

// A reader for text already known to be JSON: where each property and item starts and ends.

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const LBRACE = 123;
const RBRACE = 125;
const LBRACKET = 91;
const RBRACKET = 93;

const isBlank = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

function skipBlanks(text: string, i: number): number {
  while (isBlank(text.charCodeAt(i))) i++;
  return i;
}

function stringEnd(text: string, start: number): number {
  let quote = start;
  for (;;) {
    quote = text.indexOf('"', quote + 1);
    let k = quote - 1;
    while (text.charCodeAt(k) === BACKSLASH) k--;
    if ((quote - 1 - k) % 2 === 0) return quote + 1;
  }
}

function valueEnd(text: string, start: number): number {
  const c = text.charCodeAt(start);
  if (c === QUOTE) return stringEnd(text, start);
  if (c === LBRACE || c === LBRACKET) {
    let depth = 0;
    for (let i = start; ; i++) {
      const d = text.charCodeAt(i);
      if (d === QUOTE) i = stringEnd(text, i) - 1;
      else if (d === LBRACE || d === LBRACKET) depth++;
      else if ((d === RBRACE || d === RBRACKET) && --depth === 0) return i + 1;
    }
  }
  let i = start + 1;
  for (;;) {
    const d = text.charCodeAt(i);
    if (Number.isNaN(d) || d === COMMA || d === RBRACE || d === RBRACKET || d === 32 || d === 10 || d === 13 || d === 9) return i;
    i++;
  }
}

function scanObject(text: string, start: number): Prop[] {
  const props: Prop[] = [];
  let i = skipBlanks(text, start + 1);
  if (text.charCodeAt(i) === RBRACE) return props;
  for (;;) {
    const keyEnd = stringEnd(text, i);
    const raw = text.slice(i + 1, keyEnd - 1);
    const key = raw.includes('\\') ? (JSON.parse(text.slice(i, keyEnd)) as string) : raw;
    const valueStart = skipBlanks(text, skipBlanks(text, keyEnd) + 1);
    const end = valueEnd(text, valueStart);
    props.push({ key, start: i, keyEnd, value: { start: valueStart, end } });
    i = skipBlanks(text, end);
    if (text.charCodeAt(i) === RBRACE) return props;
    i = skipBlanks(text, i + 1);
  }
}

function scanArray(text: string, start: number): Span[] {
  const items: Span[] = [];
  let i = skipBlanks(text, start + 1);
  if (text.charCodeAt(i) === RBRACKET) return items;
  for (;;) {
    const end = valueEnd(text, i);
    items.push({ start: i, end });
    i = skipBlanks(text, end);
    if (text.charCodeAt(i) === RBRACKET) return items;
    i = skipBlanks(text, i + 1);
  }
}
