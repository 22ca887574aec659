type Json = Record<string, unknown>;

/** Field names that hold addresses, ids or choices rather than words a visitor reads. */
const NOT_TEXT = new Set(['type', 'anchor', 'href', 'tone', 'style', 'icon', 'form', 'plan', 'package', 'plans', 'id', 'image', 'src']);

/**
 * Where in a block a text shown on the page comes from: the path of the first string field whose
 * value is exactly that text (the renderer writes text fields as they are). Undefined when none
 * is, for example a text the renderer puts together from several fields.
 */
export function findTextPath(block: unknown, text: string, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof block === 'string') return block === text && text.trim() !== '' ? path : undefined;
  if (Array.isArray(block)) {
    for (let i = 0; i < block.length; i++) {
      const found = findTextPath(block[i], text, [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (block && typeof block === 'object') {
    for (const [key, value] of Object.entries(block as Json)) {
      if (NOT_TEXT.has(key)) continue;
      const found = findTextPath(value, text, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** A copy of `value` with `text` at `path`; only the objects on the path are new. */
export function setAtPath<T>(value: T, path: readonly (string | number)[], text: string): T {
  if (path.length === 0) return text as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setAtPath(v, rest, text) : v)) as T;
  const obj = (value ?? {}) as Json;
  return { ...obj, [head]: setAtPath(obj[head], rest, text) } as T;
}
