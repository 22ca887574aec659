// Three-way merge of a list of blocks or items (objects): items are matched by identity, each one
// kept by both sides is merged field by field, and the order is merged on its own.
import { equal, hash } from './json.ts';
import { matchItems } from './match.ts';
import { itemPlace, labelOf } from './place.ts';
import { movedOnes } from './sequence.ts';
import type { Conflict, Context, Place } from './types.ts';

type Side = 'mine' | 'theirs';

/** An item of the result: a base item (kept by both sides, or by one that edited it), or one a side added. */
type Entry = { k: number } | { side: Side; index: number };

/**
 * What became of a base item: kept by both sides; gone (removed on one side and untouched on the
 * other, or removed on both); or kept only by the side that edited it while the other removed it.
 */
type Fate = 'both' | 'gone' | Side;

export function mergeItems(ctx: Context, place: Place, base: unknown[], mine: unknown[], theirs: unknown[]): unknown[] {
  const baseHashes = base.map(hash);
  const m = matchItems(base, mine, baseHashes);
  const t = matchItems(base, theirs, baseHashes);
  if (m.ambiguous || t.ambiguous) {
    // Two items equally likely to be the one edited: merging on a guess could put an edit in the wrong block.
    ctx.conflicts.push({ path: place.path, label: labelOf(place), base, mine, theirs, kind: 'undecidable' });
    return mine;
  }

  const fates = base.map((item, k): Fate => {
    const [i, j] = [m.fromBase[k], t.fromBase[k]];
    if (i >= 0 && j >= 0) return 'both';
    if (i >= 0) return equal(mine[i], item) ? 'gone' : 'mine';
    if (j >= 0) return equal(theirs[j], item) ? 'gone' : 'theirs';
    return 'gone';
  });

  // The order of the items both sides kept: a side's own if only it changed it (or both the same way).
  const kept = [...fates.keys()].filter((k) => fates[k] === 'both');
  const mineOrder = [...kept].sort((a, b) => m.fromBase[a] - m.fromBase[b]);
  const theirsOrder = [...kept].sort((a, b) => t.fromBase[a] - t.fromBase[b]);
  const mineMoved = !sameOrder(mineOrder, kept);
  const theirsMoved = !sameOrder(theirsOrder, kept);
  const bothMoved = mineMoved && theirsMoved && !sameOrder(mineOrder, theirsOrder);
  const order = mineMoved ? mineOrder : theirsMoved ? theirsOrder : kept;
  const movedByTheirs = theirsMoved && !mineMoved ? movedOnes(theirsOrder) : new Set<number>();

  // Every other item goes after the item kept by both that it follows on its side: mine's, then theirs'.
  const entryOf = base.map((_, k): Entry => ({ k }));
  const after = new Map<number, Record<Side, Entry[]>>(); // key: the kept item, -1 for the start
  const putAfter = (anchor: number, side: Side, entry: Entry) => {
    const bucket = after.get(anchor) ?? { mine: [], theirs: [] };
    after.set(anchor, bucket);
    bucket[side].push(entry);
  };
  const sides = { mine: { items: mine, matching: m }, theirs: { items: theirs, matching: t } };
  for (const side of ['mine', 'theirs'] as const) {
    const { items, matching } = sides[side];
    let anchor = -1;
    items.forEach((_, index) => {
      const k = matching.toBase[index];
      if (k >= 0 && fates[k] === 'both') anchor = k;
      else if (k < 0) putAfter(anchor, side, { side, index });
      else if (fates[k] === side) putAfter(anchor, side, entryOf[k]);
    });
  }
  dropTwins(after, mine, theirs);
  const arrange = (order: number[]) => {
    const list: Entry[] = [];
    for (const anchor of [-1, ...order]) {
      if (anchor >= 0) list.push(entryOf[anchor]);
      const bucket = after.get(anchor);
      if (bucket) list.push(...bucket.mine, ...bucket.theirs);
    }
    return list;
  };

  let moved: Conflict | undefined;
  if (bothMoved) {
    // Pushed now so it comes before the conflicts inside the items; its sides are filled in below.
    moved = { path: place.path, label: labelOf(place), base, mine: undefined, theirs: undefined, kind: 'moved-and-moved' };
    ctx.conflicts.push(moved);
  }
  const entries = arrange(order);
  const values = new Map<Entry, unknown>();
  // Theirs' removals are told where they were, among the other lines (numbered as they were).
  const removals = [...fates.keys()].filter((k) => fates[k] === 'gone' && m.fromBase[k] >= 0);
  const tellRemovals = (upTo: number) => {
    while (removals.length > 0 && removals[0] < upTo) {
      const k = removals.shift()!;
      ctx.taken.push(`${itemPlace(place, k, base[k]).label}: removed`);
    }
  };
  // Before each item, the removals up to the next base item: a removed block then reads before the one put in its place.
  const nextBase = new Array<number>(entries.length);
  for (let i = entries.length - 1, next = Infinity; i >= 0; i--) {
    const entry = entries[i];
    if ('k' in entry) next = entry.k;
    nextBase[i] = next;
  }
  entries.forEach((entry, index) => {
    tellRemovals(nextBase[index]);
    let value: unknown;
    if ('side' in entry) {
      value = sides[entry.side].items[entry.index];
      if (entry.side === 'theirs') ctx.taken.push(`${itemPlace(place, index, value).label}: added`);
    } else {
      const { k } = entry;
      const [i, j] = [m.fromBase[k], t.fromBase[k]];
      const fate = fates[k];
      if (fate === 'both') {
        const at = itemPlace(place, index, mine[i]);
        if (movedByTheirs.has(k)) ctx.taken.push(`${at.label}: moved from position ${k + 1}`);
        value = ctx.merge(at, base[k], mine[i], theirs[j]);
      } else {
        value = fate === 'mine' ? mine[i] : theirs[j];
        const { path, label } = itemPlace(place, index, value);
        ctx.conflicts.push({
          path,
          label,
          base: base[k],
          mine: fate === 'mine' ? value : undefined,
          theirs: fate === 'theirs' ? value : undefined,
          kind: 'removed-and-edited',
        });
      }
    }
    values.set(entry, value);
  });
  tellRemovals(Infinity);
  const merged = entries.map((entry) => values.get(entry));
  if (moved) {
    moved.mine = merged;
    moved.theirs = arrange(theirsOrder).map((entry) => values.get(entry));
  }
  return merged;
}

const sameOrder = (a: readonly number[], b: readonly number[]) => a.every((k, i) => k === b[i]);

/**
 * An item both sides added (the same content) is added once, where mine put it: the same change
 * made twice is not two changes.
 */
function dropTwins(after: Map<number, Record<Side, Entry[]>>, mine: unknown[], theirs: unknown[]) {
  const added = (side: Side) => [...after.values()].flatMap((b) => b[side]).filter((e): e is { side: Side; index: number } => 'side' in e);
  const mineAdded = new Map<number, number[]>();
  for (const { index } of added('mine')) {
    const h = hash(mine[index]);
    const list = mineAdded.get(h);
    if (list) list.push(index);
    else mineAdded.set(h, [index]);
  }
  if (mineAdded.size === 0) return;
  const twins = new Set<Entry>();
  for (const entry of added('theirs')) {
    const candidates = mineAdded.get(hash(theirs[entry.index])) ?? [];
    const i = candidates.findIndex((index) => equal(mine[index], theirs[entry.index]));
    if (i < 0) continue;
    candidates.splice(i, 1);
    twins.add(entry);
  }
  for (const bucket of after.values()) bucket.theirs = bucket.theirs.filter((e) => !twins.has(e));
}
