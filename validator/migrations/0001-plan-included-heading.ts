import type { JsonObject, Migration } from './types.ts';

/** The text the cards showed in code before version 2 (a typographic apostrophe, as rendered). */
const HEADING = 'What’s included';

/** A copy of `obj` with `key` set just before `before` (or last), so files read in a natural order. */
function withKeyBefore(obj: JsonObject, key: string, value: unknown, before: string): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === before) out[key] = value;
    out[k] = v;
  }
  if (!(key in out)) out[key] = value;
  return out;
}

export const planIncludedHeading: Migration = {
  from: 1,
  to: 2,
  description: 'Plan and package cards take their list heading from the plan file: `includedHeading` ("What’s included") is added to every plan file.',
  migrate(files) {
    const changed = new Map<string, JsonObject>();
    for (const [path, data] of files) {
      if (!path.startsWith('plans/') || 'includedHeading' in data) continue;
      changed.set(path, withKeyBefore(data, 'includedHeading', HEADING, 'features'));
    }
    return changed;
  },
};
