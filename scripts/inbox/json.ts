/** How deeply a lead may nest objects and arrays: real leads use 3 levels at most. */
export const MAX_DEPTH = 64;

/**
 * Whether `text` nests objects and arrays deeper than `limit`, found by one pass over the
 * characters, before anything is parsed. Brackets inside strings do not count. A very deep
 * lead parses, but storing it (JSON.stringify) runs out of stack.
 */
function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lead as a JSON object, or the plain reason it is refused (answered with 400). */
export function parseLead(text: string, maxDepth = MAX_DEPTH): Record<string, unknown> | string {
  if (nestedDeeperThan(text, maxDepth)) return `The lead nests objects or arrays more than ${maxDepth} levels deep.`;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return 'The body is not JSON.';
  }
  return isObject(payload) ? payload : 'The body must be a JSON object.';
}
