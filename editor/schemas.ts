import type { AnySchemaObject } from 'ajv';
import { posix } from 'node:path';

type Json = Record<string, unknown>;

interface BlockKind {
  type: string;
  /** The block type's readable name ("Rich text", "Call to action"). */
  name: string;
  description: string;
  /** Self-contained (no $ref to other files), without defaults, so a form never writes a default the author did not choose. */
  schema: Json;
  /** The schema's first example: where a new block starts. */
  example: Json;
}

export interface EditingSchemas {
  /** The page's own fields (everything but "$schema", "version" and "blocks"). */
  page: Json;
  blocks: BlockKind[];
  /** Whole config files other than pages, each without "$schema" and "version" (the editor keeps those as they are). */
  site: Json;
  form: Json;
  plan: Json;
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

const DROPPED = new Set(['$id', '$schema', 'examples', 'discriminator']);

/** Inlines every $ref (local or in another schema file), dropping defaults and examples. */
function inline(node: unknown, file: string, files: Map<string, AnySchemaObject>, depth = 0): unknown {
  if (depth > 40) return {};
  if (Array.isArray(node)) return node.map((n) => inline(n, file, files, depth + 1));
  if (typeof node !== 'object' || node === null) return node;
  const obj = node as Json;
  let out: Json = {};
  if (typeof obj.$ref === 'string') {
    const [target, pointer = ''] = obj.$ref.split('#');
    const targetFile = target ? posix.normalize(posix.join(posix.dirname(file), target)) : file;
    let resolved: unknown = files.get(targetFile);
    for (const part of pointer.split('/').filter(Boolean)) resolved = (resolved as Json | undefined)?.[part];
    out = { ...(inline(resolved, targetFile, files, depth + 1) as Json) };
  }
  for (const [key, value] of Object.entries(obj)) {
    if (key === '$ref' || DROPPED.has(key)) continue;
    // A default is shown as a hint ("x-default"), never filled in: the file keeps only what the author chose.
    if (key === 'default') {
      out['x-default'] = value;
      continue;
    }
    // "definitions" are reached through $ref; "properties" holds names, not keywords.
    if (key === 'definitions') continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, inline(v, file, files, depth + 1)]));
    } else out[key] = inline(value, file, files, depth + 1);
  }
  return out;
}

/** The schemas the editor builds its forms and palette from, read from schema/ (nothing per block). */
export function editingSchemas(files: Map<string, AnySchemaObject>): EditingSchemas {
  const pageSchema = files.get('page.schema.json') as Json;
  const branches = ((pageSchema.definitions as Json).block as Json).oneOf as { $ref: string }[];
  const blocks = branches.map(({ $ref }) => {
    const file = posix.normalize($ref.split('#')[0]);
    const raw = files.get(file) as Json;
    const props = raw.properties as Json;
    const type = String((props.type as Json).const);
    const example = ((raw.examples as Json[] | undefined)?.[0] ?? { type }) as Json;
    return {
      type,
      name: readableName(raw.title as string | undefined, type),
      description: String(raw.description ?? ''),
      schema: inline(raw, file, files) as Json,
      example,
    };
  });
  const page = inline(pageSchema, 'page.schema.json', files) as Json;
  const { $schema: _s, version: _v, blocks: _b, ...fields } = page.properties as Json;
  const required = (page.required as string[]).filter((r) => r in fields);
  return {
    page: { type: 'object', additionalProperties: false, required, properties: fields },
    blocks,
    site: fileSchema(files, 'site.schema.json'),
    form: fileSchema(files, 'form.schema.json'),
    plan: fileSchema(files, 'plan.schema.json'),
  };
}

/** The file's fields an editor fills in: the bookkeeping ones ("$schema", "version") are kept by the save, never shown. */
function withoutBookkeeping(schema: Json): Json {
  const out = { ...schema };
  if (out.properties) {
    const { $schema: _s, version: _v, ...rest } = out.properties as Json;
    out.properties = rest;
    if (Array.isArray(out.required)) out.required = (out.required as string[]).filter((r) => r in rest);
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) if (Array.isArray(out[keyword])) out[keyword] = (out[keyword] as Json[]).map(withoutBookkeeping);
  return out;
}

/** A whole config file's schema, inlined, for the settings screens. */
const fileSchema = (files: Map<string, AnySchemaObject>, name: string) => withoutBookkeeping(inline(files.get(name), name, files) as Json);
