/**
 * What the block schemas say about blocks beyond their shape, read once from schema/: each type's
 * readable name, its placement rule ("x-placement") and its sample texts (the example's texts,
 * which a page must not publish unchanged). The validator checks pages with them and the editor
 * offers blocks with them.
 */
import type { AnySchemaObject } from 'ajv';
import type { PlacementRule } from './placement-rules.ts';

type Json = Record<string, unknown>;

export interface BlockRules {
  /** Block type → its readable name ("Call to action"). */
  names: Record<string, string>;
  /** Block type → its placement rule, when it has one. */
  placement: Record<string, PlacementRule | undefined>;
  /** Block type → the example's texts, each with its JSON pointer inside the block ("/items/0/question"). */
  samples: Record<string, SampleText[]>;
}

/** A text of a block's example, and where it is: the pointer, and its steps split once for every block of every page. */
interface SampleText {
  pointer: string;
  steps: string[];
  text: string;
}

const ACRONYMS: Record<string, string> = { Cta: 'Call to action', Faq: 'FAQ' };

/** "RichTextBlock" → "Rich text"; the type name when there is no title. */
export function readableName(title: string | undefined, type: string): string {
  const base = (title ?? type).replace(/Block$/, '');
  if (ACRONYMS[base]) return ACRONYMS[base];
  const words = base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dirOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));
/** "blocks/../defs.schema.json" → "defs.schema.json". */
function joinPath(dir: string, target: string): string {
  const parts: string[] = dir ? dir.split('/') : [];
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** A schema node with its $ref (in its file or another) followed, and the file it now belongs to. */
function follow(node: unknown, file: string, files: ReadonlyMap<string, AnySchemaObject>, depth = 0): { node: Json; file: string } {
  if (!node || typeof node !== 'object') return { node: {}, file };
  const obj = node as Json;
  if (typeof obj.$ref !== 'string' || depth > 20) return { node: obj, file };
  const [target, pointer = ''] = obj.$ref.split('#');
  const targetFile = target ? joinPath(dirOf(file), target) : file;
  let resolved: unknown = files.get(targetFile);
  for (const part of pointer.split('/').filter(Boolean)) resolved = (resolved as Json | undefined)?.[part];
  const { $ref: _ref, ...rest } = obj;
  const inner = follow(resolved, targetFile, files, depth + 1);
  return { node: { ...inner.node, ...rest }, file: inner.file };
}

/**
 * Copy, not a choice or an address: a text field without a fixed list of values, a pattern, a
 * format or an x-ref. Only a phrase of two words or more counts as sample text: a single word or a
 * figure ("404", "65%", "FAQ") is too often right by chance.
 */
const isCopy = (schema: Json, value: string) =>
  schema.type === 'string' &&
  schema.enum === undefined &&
  schema.const === undefined &&
  schema.pattern === undefined &&
  schema.format === undefined &&
  schema['x-ref'] === undefined &&
  /\S\s+\S/.test(value.trim());

/** The example's copy, by JSON pointer, walked together with the schema that describes it. */
function sampleTexts(example: unknown, schema: unknown, file: string, files: ReadonlyMap<string, AnySchemaObject>, pointer = '', out: SampleText[] = []) {
  const { node, file: at } = follow(schema, file, files);
  if (typeof example === 'string') {
    if (isCopy(node, example)) out.push({ pointer, steps: pointer.split('/').slice(1), text: example });
  } else if (Array.isArray(example)) {
    example.forEach((item, i) => sampleTexts(item, node.items, at, files, `${pointer}/${i}`, out));
  } else if (example && typeof example === 'object') {
    const props = (node.properties ?? {}) as Json;
    for (const [key, value] of Object.entries(example)) sampleTexts(value, props[key], at, files, `${pointer}/${key}`, out);
  }
  return out;
}

/** The block schemas page.schema.json lists, as [file, schema, type]. */
function blockSchemaFiles(files: ReadonlyMap<string, AnySchemaObject>): Array<{ file: string; schema: Json; type: string }> {
  const page = files.get('page.schema.json') as Json | undefined;
  const branches = (((page?.definitions as Json | undefined)?.block as Json | undefined)?.oneOf ?? []) as Array<{ $ref: string }>;
  return branches.flatMap(({ $ref }) => {
    const file = joinPath('', $ref.split('#')[0]);
    const schema = files.get(file) as Json | undefined;
    const type = ((schema?.properties as Json | undefined)?.type as Json | undefined)?.const;
    return schema && typeof type === 'string' ? [{ file, schema, type }] : [];
  });
}

/** The rules of every block type of page.schema.json. */
export function blockRules(files: ReadonlyMap<string, AnySchemaObject>): BlockRules {
  const rules: BlockRules = { names: {}, placement: {}, samples: {} };
  for (const { file, schema, type } of blockSchemaFiles(files)) {
    rules.names[type] = readableName(schema.title as string | undefined, type);
    rules.placement[type] = schema['x-placement'] as PlacementRule | undefined;
    const example = (schema.examples as unknown[] | undefined)?.[0];
    rules.samples[type] = sampleTexts(example, schema, file, files);
  }
  return rules;
}
