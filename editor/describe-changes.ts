import { isDeepStrictEqual } from 'node:util';
import { readableName } from '../validator/block-rules.ts';

/**
 * A change to a config file in words, as an editor reviews it before publishing:
 * "About Us › Hero › Heading: 'Seventeen years…' → 'Our story'", "New page /webinar",
 * "Block 'Call to action' removed from /process". The raw diff stays one click away.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

const WORDS: Record<string, string> = { href: 'Link', cta: 'Call to action', faq: 'FAQ', url: 'Address', id: 'Id' };

/** "setupFee" → "Setup fee", "href" → "Link". */
function fieldName(key: string): string {
  if (WORDS[key]) return WORDS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a short quote: strings in quotes, cut at 40 characters. */
function shown(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 39)}…` : value}'`;
  if (isObject(value) || Array.isArray(value)) return Array.isArray(value) ? `a list of ${value.length}` : 'a group of fields';
  return String(value);
}

const blockName = (block: unknown) =>
  isObject(block) && typeof block.type === 'string' ? readableName(undefined, block.type.charAt(0).toUpperCase() + block.type.slice(1)) : 'Block';

/** Where a file's changes are said to be: the page's title, "Site settings", "Redirects", "Form request-demo". */
function placeOf(file: string, data: unknown): string {
  const name = file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
  if (file.includes('/pages/')) return isObject(data) && typeof data.title === 'string' ? data.title : name;
  if (file.includes('/forms/')) return `Form ${name}`;
  if (file.includes('/plans/')) return `Plan ${name}`;
  if (file.endsWith('/redirects.json')) return 'Redirects';
  return 'Site settings';
}

const routeOf = (data: unknown) => (isObject(data) && typeof data.route === 'string' ? data.route : undefined);

/** Leaf-by-leaf differences of two values, under `where`; an added or removed group is one line. */
function diffValues(where: string, a: unknown, b: unknown, out: string[]) {
  if (isDeepStrictEqual(a, b)) return;
  if (isObject(a) && isObject(b)) {
    const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !(k in a))];
    for (const k of keys) if (k !== '$schema') diffValues(`${where} › ${fieldName(k)}`, a[k], b[k], out);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((item, i) => diffValues(`${where} › Item ${i + 1}`, item, b[i], out));
    return;
  }
  if (a === undefined) out.push(`${where}: set to ${shown(b)}`);
  else if (b === undefined) out.push(`${where}: removed (was ${shown(a)})`);
  else out.push(`${where}: ${shown(a)} → ${shown(b)}`);
}

/** Longest common subsequence of equal blocks: what stayed in place. */
function keptInOrder(a: unknown[], b: unknown[]): Array<[number, number]> {
  const n = a.length;
  const m = b.length;
  // Equal blocks are rare to compare in full: a key of each block's text makes the table cheap.
  const ka = a.map((x) => JSON.stringify(x));
  const kb = b.map((x) => JSON.stringify(x));
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) table[i][j] = ka[i] === kb[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (ka[i] === kb[j]) pairs.push([i++, j++]);
    else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

function diffBlocks(place: string, route: string, a: unknown[], b: unknown[], out: string[]) {
  const kept = keptInOrder(a, b);
  const usedA = new Set(kept.map(([i]) => i));
  const usedB = new Set(kept.map(([, j]) => j));
  const restA = a.map((_, i) => i).filter((i) => !usedA.has(i));
  const restB = b.map((_, j) => j).filter((j) => !usedB.has(j));
  // A block equal to one removed elsewhere was moved; one of the same type in the same run was edited.
  for (const j of [...restB]) {
    const i = restA.find((x) => isDeepStrictEqual(a[x], b[j]));
    if (i === undefined) continue;
    out.push(`Block '${blockName(b[j])}' moved from position ${i + 1} to ${j + 1} on ${route}`);
    restA.splice(restA.indexOf(i), 1);
    restB.splice(restB.indexOf(j), 1);
  }
  for (const j of [...restB]) {
    const i = restA.find((x) => blockName(a[x]) === blockName(b[j]));
    if (i === undefined) continue;
    diffValues(`${place} › ${blockName(b[j])}${i !== j ? ` (block ${j + 1})` : ''}`, a[i], b[j], out);
    restA.splice(restA.indexOf(i), 1);
    restB.splice(restB.indexOf(j), 1);
  }
  for (const i of restA) out.push(`Block '${blockName(a[i])}' removed from ${route}`);
  for (const j of restB) out.push(`Block '${blockName(b[j])}' added to ${route} at position ${j + 1}`);
}

/** The changes from `before` to `after` (parsed JSON; undefined when the file did not or does not exist). */
export function describeChange(file: string, before: unknown, after: unknown): string[] {
  const page = file.includes('/pages/');
  if (before === undefined) return [page ? `New page ${routeOf(after) ?? file}` : `New file ${file}`];
  if (after === undefined) return [page ? `Page ${routeOf(before) ?? file} deleted` : `File ${file} deleted`];
  const out: string[] = [];
  const place = placeOf(file, after);
  if (page && isObject(before) && isObject(after)) {
    const { blocks: blocksA, ...restA } = before;
    const { blocks: blocksB, ...restB } = after;
    diffValues(place, restA, restB, out);
    diffBlocks(place, routeOf(after) ?? file, Array.isArray(blocksA) ? blocksA : [], Array.isArray(blocksB) ? blocksB : [], out);
  } else diffValues(place, before, after, out);
  return out;
}

/** describeChange from the texts; a text that is not JSON is described as such. */
export function describeTexts(file: string, before: string | undefined, after: string | undefined): string[] {
  const parse = (text: string | undefined): unknown => {
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
    } catch {
      return Symbol.for('not-json');
    }
  };
  const [a, b] = [parse(before), parse(after)];
  if (typeof a === 'symbol' || typeof b === 'symbol') return [`${file}: the text changed (it is not valid JSON, so it cannot be described)`];
  return describeChange(file, a, b);
}
