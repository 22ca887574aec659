import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError, type Segment } from 'jsonc-parser';
import { MAX_DEPTH } from './limits.ts';
import { duplicateKeys, LineIndex, offsetOf, pathSegments, tooDeepAt } from './positions.ts';
import type { FileKind } from './schemas.ts';
import type { ConfigError } from './types.ts';

const parseMessages: Partial<Record<string, string>> = {
  CommaExpected: 'A comma is missing here.',
  PropertyNameExpected: 'A field name in double quotes is expected here.',
  ValueExpected: 'A value is expected here.',
  ColonExpected: 'A colon ":" is missing after the field name.',
  CloseBraceExpected: 'A closing "}" is missing.',
  CloseBracketExpected: 'A closing "]" is missing.',
  EndOfFileExpected: 'The file goes on after its last closing bracket.',
  InvalidSymbol: 'This character is not valid JSON (text must be in double quotes).',
  UnexpectedEndOfString: 'A text value is missing its closing double quote.',
  InvalidCommentToken: 'JSON files cannot contain comments.',
  UnexpectedEndOfComment: 'JSON files cannot contain comments.',
  InvalidNumberFormat: 'This number is not written the JSON way (digits, an optional minus and a dot for decimals).',
  UnexpectedEndOfNumber: 'This number is cut off.',
  InvalidCharacter: 'A text value contains a tab or another invisible control character; remove it (write a tab as "\\t").',
  InvalidEscapeCharacter: 'A backslash in text must be written twice ("\\\\"), or start a known code such as "\\n".',
  InvalidUnicode: 'A "\\u" code in a text value is not valid.',
};

const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false };

// A byte-order mark is invisible in editors; dropping it keeps columns on line 1 as the editor shows them.
const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

/** `blocks[1].actions[0].href`, the way an editor reads a place in a file. */
function formatPath(segments: Segment[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

/**
 * One config file as text and syntax tree, able to turn a place in it into a located error.
 * The tree and the line index can be built on first use: a valid file never needs them, and
 * keeping thousands of trees alive costs more than building the few an error needs.
 */
export class ConfigFile {
  private builtText?: string;
  private builtTree?: { tree: Node | undefined };
  private builtLines?: LineIndex;
  constructor(
    readonly file: string,
    private readonly textOrRead: string | (() => string),
    private readonly treeOrBuild: Node | undefined | (() => Node | undefined),
    readonly kind: FileKind,
  ) {}

  /** A file whose text is not kept: `read` gets it again (as on disk) if an error is to be placed in it. */
  static later(file: string, kind: FileKind, read: () => string): ConfigFile {
    const source: ConfigFile = new ConfigFile(
      file,
      () => withoutBom(read()),
      () => parseTree(source.text, [], PARSE_OPTIONS),
      kind,
    );
    return source;
  }

  get text(): string {
    return (this.builtText ??= typeof this.textOrRead === 'function' ? this.textOrRead() : this.textOrRead);
  }

  get tree(): Node | undefined {
    this.builtTree ??= { tree: typeof this.treeOrBuild === 'function' ? this.treeOrBuild() : this.treeOrBuild };
    return this.builtTree.tree;
  }

  get lines(): LineIndex {
    return (this.builtLines ??= new LineIndex(this.text));
  }

  /** An error located at a JSON pointer inside this file (with `key`: at that field's name). */
  errorAt(instancePath: string, message: string, hint?: string, key?: string): ConfigError {
    const segments = pathSegments(instancePath);
    return this.errorAtOffset(offsetOf(this.tree, segments, key), key === undefined ? segments : [...segments, key], message, hint);
  }

  errorAtOffset(offset: number, segments: Segment[], message: string, hint?: string): ConfigError {
    const { line, column } = this.lines.at(offset);
    const block = this.blockOf(segments);
    return { file: this.file, line, column, path: formatPath(segments) || '(whole file)', ...(block ? { block } : {}), message, ...(hint ? { hint } : {}) };
  }

  /** For page files: which block an error is in, so the report can say "block 2 of 5 ("hero")". */
  private blockOf(segments: Segment[]): ConfigError['block'] {
    const index = segments[1];
    if (this.kind !== 'page' || !this.tree || segments[0] !== 'blocks' || typeof index !== 'number') return undefined;
    const count = findNodeAtLocation(this.tree, ['blocks'])?.children?.length ?? 0;
    const type: unknown = findNodeAtLocation(this.tree, ['blocks', index, 'type'])?.value;
    return { index, count, type: typeof type === 'string' ? type : '(no type)' };
  }
}

const lastNonSpace = (text: string, before: number) => {
  let i = before - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return i;
};

/** The first syntax error only: after one mistake the parser's further complaints are mostly echoes of it. */
function syntaxError(source: ConfigFile, pe: ParseError): ConfigError {
  const code = printParseErrorCode(pe.error);
  const text = source.text;
  const prev = lastNonSpace(text, pe.offset);
  const at = (offset: number, message: string, hint?: string) => ({
    ...source.errorAtOffset(offset, [], `This file is not valid JSON. ${message}`, hint),
    path: '(file syntax)',
  });
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && text[prev] === ',' && /[}\]]/.test(text[pe.offset] ?? '')) {
    return at(prev, 'There is a comma too many here: nothing follows it before the closing bracket.', 'Remove this comma.');
  }
  if (code === 'CommaExpected' && prev >= 0) {
    const sameLine = source.lines.at(prev).line === source.lines.at(pe.offset).line;
    return at(prev + 1, parseMessages.CommaExpected!, sameLine ? 'Add a comma between the two values.' : 'Add a comma at the end of this line.');
  }
  if (code === 'InvalidCommentToken' || code === 'UnexpectedEndOfComment') {
    return at(pe.offset, parseMessages[code]!, 'Remove the comment (from // to the end of the line, or from /* to */).');
  }
  return at(pe.offset, parseMessages[code] ?? 'Something here is not valid JSON.');
}

/**
 * The fast path for the common case: text that JSON.parse accepts (plain JSON, which the
 * tolerant parser below accepts too), nested at most MAX_DEPTH levels, in which no object has
 * a field twice, which holds when the text has as many field names as the parsed value has
 * fields. Anything else (undefined) takes the full path, with its syntax tree and messages.
 */
function parseDistinctKeys(text: string): { data: unknown } | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const shape = shapeOf(data);
  return shape.depth <= MAX_DEPTH && shape.fields === fieldNamesIn(text) ? { data } : undefined;
}

/** Fields of every object in a parsed value, and how deep its lists and objects nest (no recursion: any depth is safe). */
function shapeOf(value: unknown): { fields: number; depth: number } {
  let fields = 0;
  let depth = 0;
  const values: unknown[] = [value];
  const levels: number[] = [1];
  const visit = (child: unknown, level: number) => {
    if (child === null || typeof child !== 'object') return;
    values.push(child);
    levels.push(level);
  };
  while (values.length) {
    const v = values.pop();
    const level = levels.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (level > depth) depth = level;
    if (Array.isArray(v)) {
      for (const child of v) visit(child, level + 1);
      continue;
    }
    // for…in, not Object.values: no array per object (JSON.parse makes plain objects, own fields only).
    for (const key in v) {
      fields++;
      visit((v as Record<string, unknown>)[key], level + 1);
    }
  }
  return { fields, depth };
}

/**
 * Field names in valid JSON text, or more: the colons whose last character before them, spaces aside, is a quote.
 * Outside strings a colon follows only a field name, so each name is counted once; a colon inside a string is
 * counted too when a quote comes before it (`"a \": b"`). That can only make the count larger than the parsed
 * value's, so an equal count still means no object has a field twice. indexOf finds the few colons much faster
 * than a walk from quote to quote that tells escaped quotes apart.
 */
function fieldNamesIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) {
    let before = at - 1;
    let c = text.charCodeAt(before);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(--before);
    if (c === 34) count++;
  }
  return count;
}

export interface ReadFile {
  source: ConfigFile;
  /** Undefined when the file is not valid JSON. */
  data?: unknown;
  errors: ConfigError[];
  /** For a file that is not valid JSON: its top-level text fields written whole before the first mistake. */
  readable?: Record<string, string>;
}

/**
 * The top-level text fields that end before `offset`: the parser reads everything before the
 * first mistake exactly as written, so a page's route there is the one its author means, even
 * while a later line is broken. A value the mistake runs into (`"route": "/pri`) is not taken.
 */
function textFieldsBefore(tree: Node | undefined, offset: number): Record<string, string> {
  const fields: Record<string, string> = {};
  if (tree?.type !== 'object') return fields;
  for (const property of tree.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key?.type !== 'string' || value?.type !== 'string' || value.offset + value.length > offset) continue;
    // The last of two same-named fields, as JSON.parse would read the file once it is fixed.
    fields[String(key.value)] = String(value.value);
  }
  return fields;
}

/** Parses one config file and reports what stops it from being plain, unambiguous JSON. */
export function parseConfigFile(file: string, rawText: string, kind: FileKind): ReadFile {
  const text = withoutBom(rawText);
  if (!/\S/.test(text)) {
    const source = new ConfigFile(file, text, undefined, kind);
    return { source, errors: [source.errorAtOffset(0, [], 'This file is empty.', "Write the file's content, or delete the file.")] };
  }
  const fast = parseDistinctKeys(text);
  if (fast) return { source: new ConfigFile(file, text, () => parseTree(text, [], PARSE_OPTIONS), kind), data: fast.data, errors: [] };

  // Checked before parsing: the parser, the duplicate-key walk and ajv all recurse once per level.
  const deep = tooDeepAt(text, MAX_DEPTH);
  if (deep >= 0) {
    const source = new ConfigFile(file, text, undefined, kind);
    return {
      source,
      errors: [
        source.errorAtOffset(
          deep,
          [],
          `This file nests lists and objects more than ${MAX_DEPTH} levels deep: the bracket here opens level ${MAX_DEPTH + 1}.`,
          'No config file needs that many levels; look for brackets pasted here by mistake and remove them.',
        ),
      ],
    };
  }
  const parseErrors: ParseError[] = [];
  const tree = parseTree(text, parseErrors, PARSE_OPTIONS);
  const source = new ConfigFile(file, text, tree, kind);
  const first = parseErrors[0];
  if (first || !tree) {
    return {
      source,
      errors: [first ? syntaxError(source, first) : source.errorAtOffset(0, [], 'This file is not valid JSON.')],
      ...(first && { readable: textFieldsBefore(tree, first.offset) }),
    };
  }

  const errors = duplicateKeys(tree).map((d) =>
    source.errorAtOffset(
      d.repeat,
      [...d.segments, d.key],
      `The field "${d.key}" is written twice here (also on line ${source.lines.at(d.first).line}); only this last one would be used.`,
      'Remove one of the two.',
    ),
  );
  return { source, data: JSON.parse(text) as unknown, errors };
}
