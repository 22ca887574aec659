import { tooDeepAt } from '../../validator/positions.ts';
/** How deeply a lead may nest objects and arrays: real leads use 3 levels at most. */
export const MAX_DEPTH = 64;

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lead as a JSON object, or the plain reason it is refused (answered with 400). */
export function parseLead(text: string, maxDepth = MAX_DEPTH): Record<string, unknown> | string {
  // Checked before parsing: a very deep lead parses, but storing it (JSON.stringify) runs out of stack.
  if (tooDeepAt(text, maxDepth) >= 0) return `The lead nests objects or arrays more than ${maxDepth} levels deep.`;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return 'The body is not JSON.';
  }
  return isObject(payload) ? payload : 'The body must be a JSON object.';
}
