// The recursive three-way merge: each value is compared with its base on both sides, and only
// where both sides changed it does the merge look inside (objects key by key, lists item by item).
import { describe } from './describe.ts';
import { equal, isObject, isScalar, keysOf, put, type Obj } from './json.ts';
import { mergeItems } from './items.ts';
import { fieldPlace, labelOf } from './place.ts';
import type { Context, Place } from './types.ts';
import { mergeValues } from './values.ts';

export function mergeValue(ctx: Context, place: Place, base: unknown, mine: unknown, theirs: unknown): unknown {
  if (equal(mine, base)) {
    // Theirs as it is (the same objects), so that a merge with nothing of mine changes nothing.
    describe(ctx.taken, place, base, theirs);
    return theirs;
  }
  if (equal(theirs, base) || equal(mine, theirs)) return mine;
  // Changed on both sides. A value added on both sides merges against an empty one, so two objects
  // added under one key combine their fields.
  if (isObject(mine) && isObject(theirs) && (base === undefined || isObject(base))) return mergeObject(ctx, place, base ?? {}, mine, theirs);
  if (Array.isArray(mine) && Array.isArray(theirs) && (base === undefined || Array.isArray(base))) {
    const before = base ?? [];
    const merge = [before, mine, theirs].every((list) => list.every(isScalar)) ? mergeValues : mergeItems;
    return merge(ctx, place, before, mine, theirs);
  }
  // Two values that cannot be combined: the stand-in is the one that keeps what was typed.
  const removed = mine === undefined || theirs === undefined;
  ctx.conflicts.push({ path: place.path, label: labelOf(place), base, mine, theirs, kind: removed ? 'removed-and-edited' : 'both-changed' });
  return mine === undefined ? theirs : mine;
}

/** Key by key, in mine's order with the keys only theirs has after them, in theirs' order. */
function mergeObject(ctx: Context, place: Place, base: Obj, mine: Obj, theirs: Obj): Obj {
  const out: Obj = {};
  const keys = keysOf(mine);
  for (const key of keysOf(theirs)) if (mine[key] === undefined) keys.push(key);
  for (const key of keys) {
    const value = ctx.merge(fieldPlace(place, key), base[key], mine[key], theirs[key]);
    if (value !== undefined) put(out, key, value);
  }
  // A key removed on one side and untouched on the other is in neither list of keys that remain,
  // and a key only in the base was removed on both sides: both are left out, as they should be.
  return out;
}
