/**
 * Whether two values are written as the same JSON text, without writing them: an edit keeps the
 * objects it did not touch, so most of a long page compares by reference (serializing a 200-block
 * page twice at each keystroke and render was a good part of a keystroke's time).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    // An array writes undefined as null.
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x ?? null, b[i] ?? null));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    // An object leaves out undefined values; the order of keys is part of the text.
    const written = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined);
    const [ea, eb] = [written(a), written(b)];
    return ea.length === eb.length && ea.every(([k, v], i) => k === eb[i][0] && sameJson(v, eb[i][1]));
  }
  return JSON.stringify(a) === JSON.stringify(b);
}
