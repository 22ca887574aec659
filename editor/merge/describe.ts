// The changes of one side, in words: what the "taken" list says was taken from theirs.
import { equal, isObject, isScalar, keysOf } from './json.ts';
import { matchItems } from './match.ts';
import { fieldPlace, itemPlace, labelOf, show, showAfter } from './place.ts';
import { hunks, movedOnes, type Hunk } from './sequence.ts';
import type { Place } from './types.ts';

/** Adds to `out` one line per change from `before` to `after`, down to the fields that changed ("Block 3 (FAQ) › heading: 'Old' → 'New'"). */
export function describe(out: string[], place: Place, before: unknown, after: unknown): void {
  if (equal(before, after)) return;
  const label = labelOf(place);
  if (before === undefined) out.push(`${label}: added${showAfter(after)}`);
  else if (after === undefined) out.push(`${label}: removed${showAfter(before)}`);
  else if (isObject(before) && isObject(after)) {
    for (const key of keysOf(after)) describe(out, fieldPlace(place, key), before[key], after[key]);
    for (const key of keysOf(before)) if (after[key] === undefined) describe(out, fieldPlace(place, key), before[key], undefined);
  } else if (Array.isArray(before) && Array.isArray(after)) {
    if (before.every(isScalar) && after.every(isScalar)) describeValues(out, place, before, after);
    else describeItems(out, place, before, after);
  } else out.push(`${label}: ${show(before)} → ${show(after)}`);
}

/** A list of strings (or numbers): item by item, replaced, removed or added. */
function describeValues(out: string[], place: Place, before: unknown[], after: unknown[]) {
  let shift = 0; // where base item k now is: k + shift
  for (const hunk of hunks(before, after)) {
    describeHunk(out, place, before, hunk, hunk.start + shift);
    shift += hunk.items.length - (hunk.end - hunk.start);
  }
}

/** One edit of a list of values, whose first new item is item `at` of the result. Removed items are numbered as they were. */
export function describeHunk(out: string[], place: Place, before: readonly unknown[], { start, end, items }: Hunk, at: number) {
  const replaced = Math.min(end - start, items.length);
  for (let i = 0; i < replaced; i++) out.push(`${itemPlace(place, at + i, items[i]).label}: ${show(before[start + i])} → ${show(items[i])}`);
  for (let k = start + replaced; k < end; k++) out.push(`${itemPlace(place, k, before[k]).label}: removed${showAfter(before[k])}`);
  for (let i = replaced; i < items.length; i++) out.push(`${itemPlace(place, at + i, items[i]).label}: added${showAfter(items[i])}`);
}

/** A list of blocks or items: matched by identity, so that a moved block reads as moved, not as changed everywhere. */
function describeItems(out: string[], place: Place, before: unknown[], after: unknown[]) {
  const { toBase, fromBase } = matchItems(before, after);
  // Removed items are told where they were, among the other lines (numbered as they were).
  const removed = [...fromBase.keys()].filter((k) => fromBase[k] < 0);
  const tellRemoved = (upTo: number) => {
    while (removed.length > 0 && removed[0] < upTo) {
      const k = removed.shift()!;
      out.push(`${itemPlace(place, k, before[k]).label}: removed${showAfter(before[k])}`);
    }
  };
  const moved = movedOnes([...toBase].filter((k) => k >= 0));
  // Before each item, the removals up to the next matched item: a removed block then reads before the one put in its place.
  const nextBase = new Array<number>(after.length);
  for (let j = after.length - 1, next = Infinity; j >= 0; j--) {
    if (toBase[j] >= 0) next = toBase[j];
    nextBase[j] = next;
  }
  after.forEach((item, j) => {
    const k = toBase[j];
    tellRemoved(nextBase[j]);
    const at = itemPlace(place, j, item);
    if (k < 0) out.push(`${at.label}: added${showAfter(item)}`);
    else {
      if (moved.has(k)) out.push(`${at.label}: moved from position ${k + 1}`);
      describe(out, at, before[k], item);
    }
  });
  tellRemoved(Infinity);
}
