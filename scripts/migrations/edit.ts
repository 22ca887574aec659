import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { isDeepStrictEqual } from 'node:util';

const FORMAT = { formattingOptions: { tabSize: 2, insertSpaces: true, eol: '\n' } };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Change {
  path: JSONPath;
  value: unknown;
  /** For a new field: the field it follows in the migrated object (undefined: it comes first). */
  after?: string;
}

/** The smallest set of paths that turn `before` into `after`: a field or list entry is replaced only where it differs. */
function changesBetween(path: JSONPath, before: unknown, after: unknown, out: Change[]) {
  if (isDeepStrictEqual(before, after)) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(before)) if (!(key in after)) out.push({ path: [...path, key], value: undefined });
    let previous: string | undefined;
    for (const [key, value] of Object.entries(after)) {
      if (key in before) changesBetween([...path, key], before[key], value, out);
      else out.push({ path: [...path, key], value, ...(previous !== undefined && { after: previous }) });
      previous = key;
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    before.forEach((item, i) => changesBetween([...path, i], item, after[i], out));
    return;
  }
  out.push({ path, value: after });
}

/**
 * `text` (the JSON of `before`) edited into the JSON of `after`, touching only the paths that
 * differ: everything else keeps its formatting and order, and a new field goes where the
 * migrated object has it. Ends with a newline. Throws if the edited text does not parse to `after`.
 */
export function rewriteJson(text: string, before: unknown, after: unknown): string {
  const changes: Change[] = [];
  changesBetween([], before, after, changes);
  let out = text;
  for (const { path, value, after: previous } of changes) {
    const getInsertionIndex = (existing: string[]) => (previous === undefined ? 0 : existing.indexOf(previous) + 1);
    out = applyEdits(out, modify(out, path, value, { ...FORMAT, getInsertionIndex }));
  }
  if (!out.endsWith('\n')) out += '\n';
  if (!isDeepStrictEqual(JSON.parse(out), after)) throw new Error('Editing the file in place did not give the migrated content.');
  return out;
}
