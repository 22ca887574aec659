import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { isDeepStrictEqual } from 'node:util';

/**
 * What inserted text is laid out with: the file's own indent (a tab, or as many spaces as its
 * first indented line) and line ending, so a tab-indented or CRLF file stays one; two spaces when
 * the file is on one line.
 */
function layoutOf(text: string) {
  const indent = /^([ \t]+)\S/m.exec(text)?.[1] ?? '  ';
  const insertSpaces = !indent.startsWith('\t');
  return { tabSize: insertSpaces ? indent.length : 1, insertSpaces, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

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
 * migrated object has it, laid out like the rest of the file. Ends with a newline. Throws if the
 * edited text does not parse to `after`.
 */
export function rewriteJson(text: string, before: unknown, after: unknown): string {
  const changes: Change[] = [];
  changesBetween([], before, after, changes);
  const formattingOptions = layoutOf(text);
  let out = text;
  for (const { path, value, after: previous } of changes) {
    const getInsertionIndex = (existing: string[]) => (previous === undefined ? 0 : existing.indexOf(previous) + 1);
    out = applyEdits(out, modify(out, path, value, { formattingOptions, getInsertionIndex }));
  }
  if (!out.endsWith('\n')) out += formattingOptions.eol;
  if (!isDeepStrictEqual(JSON.parse(out), after)) throw new Error('Editing the file in place did not give the migrated content.');
  return out;
}
