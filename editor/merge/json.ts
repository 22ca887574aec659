// Plain-data helpers for parsed JSON. Nothing here imports Node, so the merge also runs in the editor's UI.

export type Obj = Record<string, unknown>;

export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Scalars (strings, numbers, booleans, null) are compared as values; objects and arrays are not scalars. */
export const isScalar = (v: unknown) => typeof v !== 'object' || v === null;

/** The keys that count: a key set to undefined is not written by JSON.stringify, so it is absent. */
export const keysOf = (o: Obj) => Object.keys(o).filter((k) => o[k] !== undefined);

/**
 * Same data: key order does not count (the writer keeps the file's order anyway) and a key set to
 * undefined counts as absent. Shared references, which a merge keeps a lot of, return at once.
 */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isScalar(a) || isScalar(b)) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Obj;
  const y = b as Obj;
  let count = 0;
  for (const key of Object.keys(x)) {
    if (x[key] === undefined) continue;
    count++;
    if (!Object.hasOwn(y, key) || !equal(x[key], y[key])) return false;
  }
  for (const key of Object.keys(y)) if (y[key] !== undefined) count--;
  return count === 0;
}

/** A number equal values share (in the sense of `equal`), to find equal items without comparing every pair. */
export function hash(value: unknown): number {
  if (typeof value === 'string') return text(value, 0x811c9dc5);
  if (typeof value === 'number') return text(String(value), 0x01000193);
  if (isScalar(value)) return value === null ? 1 : value === true ? 2 : value === false ? 3 : 4;
  if (Array.isArray(value)) {
    let h = 0x9e3779b9 ^ value.length;
    for (const item of value) h = (Math.imul(h ^ hash(item), 0x85ebca6b) + 1) | 0;
    return h;
  }
  // A sum over the keys, so that their order does not change it.
  let h = 0x27d4eb2f;
  const o = value as Obj;
  for (const key of Object.keys(o)) if (o[key] !== undefined) h = (h + Math.imul(text(key, 0x811c9dc5) | 1, hash(o[key]) ^ 0x5bd1e995)) | 0;
  return h;
}

function text(s: string, h: number): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/** obj[key] = value, also for "__proto__" (a key a JSON file may hold), which plain assignment would turn into a prototype. */
export function put(obj: Obj, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}
