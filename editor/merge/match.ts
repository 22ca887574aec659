// Which item of an edited array continues which item of the original: the identity a merge needs
// before it can tell a moved block from a removed one and an added one.
import { equal, hash, isObject, keysOf } from './json.ts';
import { commonPairs } from './sequence.ts';

interface Matching {
  /** For each item of the side: the base item it continues, or -1 (added). */
  toBase: Int32Array;
  /** For each base item: the side item that continues it, or -1 (removed). */
  fromBase: Int32Array;
  /** Two candidates were equally good for some item: the caller should not guess. */
  ambiguous: boolean;
}

/** Above this many candidate pairs (two lists with little in common) similarity is not weighed, only position. */
const MOST_PAIRS = 250_000;

/**
 * Matches in rounds, each only among the items still unmatched:
 * 1. equal items: in order first (a longest common subsequence), then moved ones;
 * 2. items of the same kind (same block `type`) sharing some fields: the most alike first, the
 *    nearer one of two as alike;
 * 3. items of the same kind sharing nothing, only between the same matched neighbours (an item
 *    rewritten in place), the nearest one.
 * An item both moved and rewritten through and through is not found: it reads as removed and added,
 * which asks the person when the other side edited it, where a wrong match would merge into the wrong block.
 * Kept apart: an object never continues a string, nor a hero a FAQ.
 */
export function matchItems(base: readonly unknown[], side: readonly unknown[], baseHashes = base.map(hash), sideHashes = side.map(hash)): Matching {
  const toBase = new Int32Array(side.length).fill(-1);
  const fromBase = new Int32Array(base.length).fill(-1);
  const link = (j: number, k: number) => {
    toBase[j] = k;
    fromBase[k] = j;
  };
  const same = (k: number, j: number) => baseHashes[k] === sideHashes[j] && equal(base[k], side[j]);
  for (const [k, j] of commonPairs(base.length, side.length, same)) link(j, k);

  // Round 1, moved items: the equal base item nearest to where the item would be had it stayed.
  const unmatchedByHash = new Map<number, number[]>();
  fromBase.forEach((j, k) => {
    if (j >= 0) return;
    const list = unmatchedByHash.get(baseHashes[k]);
    if (list) list.push(k);
    else unmatchedByHash.set(baseHashes[k], [k]);
  });
  if (unmatchedByHash.size > 0) {
    for (let j = 0; j < side.length; j++) {
      const candidates = toBase[j] < 0 ? unmatchedByHash.get(sideHashes[j]) : undefined;
      if (!candidates) continue;
      const e = expected(toBase, j);
      let best = -1;
      for (const k of candidates) {
        if (fromBase[k] < 0 && same(k, j) && (best < 0 || Math.abs(k - e) < Math.abs(best - e))) best = k;
      }
      if (best >= 0) link(j, best);
    }
  }

  const kinds = (items: readonly unknown[], matched: Int32Array) => items.map((item, i) => (matched[i] < 0 ? kindOf(item) : ''));
  const sideKinds = kinds(side, toBase);
  const baseKinds = kinds(base, fromBase);
  const openSide = [...sideKinds.keys()].filter((j) => toBase[j] < 0);
  const openBase = [...baseKinds.keys()].filter((k) => fromBase[k] < 0);
  if (openSide.length === 0 || openBase.length === 0) return { toBase, fromBase, ambiguous: false };

  let ambiguous = false;
  // Round 2: pairs of the same kind with something in common, most alike first, then nearest.
  if (openSide.length * openBase.length <= MOST_PAIRS) {
    const baseFields = new Map(openBase.map((k) => [k, fieldsOf(base[k])]));
    const pairs: Array<{ j: number; k: number; sim: number; dist: number }> = [];
    for (const j of openSide) {
      const fields = fieldsOf(side[j]);
      const e = expected(toBase, j);
      for (const k of openBase) {
        if (baseKinds[k] !== sideKinds[j]) continue;
        const sim = similarity(fields, baseFields.get(k)!);
        if (sim > 0) pairs.push({ j, k, sim, dist: Math.abs(k - e) });
      }
    }
    pairs.sort((a, b) => b.sim - a.sim || a.dist - b.dist || a.j - b.j || a.k - b.k);
    for (let start = 0; start < pairs.length;) {
      let end = start + 1;
      while (end < pairs.length && pairs[end].sim === pairs[start].sim && pairs[end].dist === pairs[start].dist) end++;
      const group = pairs.slice(start, end);
      for (const { j, k } of group) {
        if (toBase[j] >= 0 || fromBase[k] >= 0) continue;
        // As good a pair for the same item, still free: which one it is would be a guess.
        if (group.some((q) => (q.j === j && q.k !== k && fromBase[q.k] < 0) || (q.k === k && q.j !== j && toBase[q.j] < 0))) ambiguous = true;
        link(j, k);
      }
      start = end;
    }
  }

  // Round 3: an item rewritten in place, between the same matched neighbours.
  for (const j of openSide) {
    if (toBase[j] >= 0) continue;
    let before = j - 1;
    while (before >= 0 && toBase[before] < 0) before--;
    let after = j + 1;
    while (after < side.length && toBase[after] < 0) after++;
    const a = before >= 0 ? toBase[before] : -1;
    const b = after < side.length ? toBase[after] : base.length;
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const e = expected(toBase, j);
    let best = -1;
    let tie = false;
    for (let k = lo + 1; k < hi; k++) {
      if (fromBase[k] >= 0 || baseKinds[k] !== sideKinds[j]) continue;
      const d = Math.abs(k - e);
      if (best < 0 || d < Math.abs(best - e)) {
        best = k;
        tie = false;
      } else if (d === Math.abs(best - e)) tie = true;
    }
    if (best < 0) continue;
    if (tie) ambiguous = true;
    link(j, best);
  }
  return { toBase, fromBase, ambiguous };
}

/** Where side item j would be in the base had nothing moved: just after the base item its nearest matched predecessor continues. */
function expected(toBase: Int32Array, j: number): number {
  for (let p = j - 1; p >= 0; p--) if (toBase[p] >= 0) return toBase[p] + (j - p);
  return j;
}

/** Items that may be versions of each other: blocks of one type, objects, arrays, or scalars of one JavaScript type. */
function kindOf(item: unknown): string {
  if (isObject(item)) return typeof item.type === 'string' ? `type:${item.type}` : 'object';
  return Array.isArray(item) ? 'array' : typeof item;
}

/** The hash of each top-level field (each position of an array); none for a scalar, which has no parts to share. */
function fieldsOf(item: unknown): Map<string | number, number> {
  const fields = new Map<string | number, number>();
  if (Array.isArray(item)) item.forEach((value, i) => fields.set(i, hash(value)));
  // "type" is the kind, the same for every candidate: it says nothing about which one this is.
  else if (isObject(item)) for (const key of keysOf(item)) if (key !== 'type') fields.set(key, hash(item[key]));
  return fields;
}

/** The share of fields, of all the fields either has, that hold the same value in both. */
function similarity(a: Map<string | number, number>, b: Map<string | number, number>): number {
  let same = 0;
  let shared = 0;
  for (const [key, h] of a) {
    if (!b.has(key)) continue;
    shared++;
    if (b.get(key) === h) same++;
  }
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : same / all;
}
