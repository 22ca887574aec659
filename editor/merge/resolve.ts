// Applying a person's choice for each conflict to a merge result.
import { isObject, put, type Obj } from './json.ts';
import type { Conflict, JsonPath, MergeResult } from './types.ts';

/** Stands where a chosen side removed the value, until the end: removing at once would shift the indices other conflicts' paths name. */
const REMOVED = Symbol('removed');

/**
 * The final document: `result.merged` with each conflict's stand-in replaced by the chosen side's
 * value (`choices[i]` for `result.conflicts[i]`); undefined removes it. Uses only data the result
 * holds, so it also works on a result sent to the browser and back as JSON. `result` is not changed.
 */
export function resolveConflicts(result: MergeResult, choices: Array<'mine' | 'theirs'>): unknown {
  const { conflicts } = result;
  if (choices.length !== conflicts.length || choices.some((c) => c !== 'mine' && c !== 'theirs')) {
    // A missing choice must not silently become a side: that would be the overwrite this avoids.
    throw new RangeError(`Expected ${conflicts.length} choices ("mine" or "theirs"), one per conflict; got ${JSON.stringify(choices)}.`);
  }
  let doc = structuredClone(result.merged);
  // Deepest first: the only conflicts that hold others are the order of a list ("moved-and-moved"),
  // whose items are then moved with the choices already made inside them.
  const todo = conflicts.map((conflict, i) => ({ conflict, choice: choices[i] })).sort((a, b) => b.conflict.path.length - a.conflict.path.length);
  for (const { conflict, choice } of todo) {
    const chosen = choice === 'mine' ? conflict.mine : conflict.theirs;
    const value =
      conflict.kind === 'moved-and-moved' ? reorder(conflict, read(doc, conflict.path), chosen) : chosen === undefined ? REMOVED : structuredClone(chosen);
    doc = write(doc, conflict.path, value);
  }
  return doc === REMOVED ? undefined : sweep(doc);
}

/**
 * The list's current items in the order of `chosen`. The merge leaves mine's order in place, so
 * `conflict.mine` is the list as it stood before any choice, and each item of `chosen` is found
 * in it by its content (items as alike as that are interchangeable).
 */
function reorder(conflict: Conflict, current: unknown, chosen: unknown): unknown[] {
  const before = conflict.mine;
  if (!Array.isArray(current) || !Array.isArray(before) || !Array.isArray(chosen) || before.length !== current.length || chosen.length !== before.length) {
    throw new Error(`The conflict at ${conflict.label} does not describe the list in the result.`);
  }
  const where = new Map<string, number[]>();
  before.forEach((item, i) => {
    const key = JSON.stringify(item);
    const list = where.get(key);
    if (list) list.push(i);
    else where.set(key, [i]);
  });
  return chosen.map((item) => {
    const i = where.get(JSON.stringify(item))?.shift();
    if (i === undefined) throw new Error(`The conflict at ${conflict.label} does not describe the list in the result.`);
    return current[i];
  });
}

function read(doc: unknown, path: JsonPath): unknown {
  let at = doc;
  for (const key of path) at = isObject(at) || Array.isArray(at) ? (at as Obj)[key] : undefined;
  return at;
}

/** `doc` with the value at `path` set (in place, in the copy resolveConflicts works on). */
function write(doc: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const parent = read(doc, path.slice(0, -1));
  const key = path[path.length - 1];
  if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) parent[key] = value;
  else if (isObject(parent) && typeof key === 'string') put(parent, key, value);
  else throw new Error(`No place ${JSON.stringify(path)} in the merged document.`);
  return doc;
}

/** Takes the removed values out: array items removed, object keys deleted. */
function sweep(value: unknown): unknown {
  if (Array.isArray(value)) {
    const kept = value.filter((item) => item !== REMOVED);
    for (let i = 0; i < kept.length; i++) kept[i] = sweep(kept[i]);
    return kept;
  }
  if (isObject(value)) {
    for (const key of Object.keys(value)) {
      if (value[key] === REMOVED) delete value[key];
      else put(value, key, sweep(value[key]));
    }
  }
  return value;
}
