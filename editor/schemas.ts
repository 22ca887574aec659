import type { AnySchemaObject } from 'ajv';
import { posix } from 'node:path';
import { blockRules, readableName } from '../validator/block-rules.ts';
import type { PlacementRule } from '../validator/placement-rules.ts';

type Json = Record<string, unknown>;

interface BlockKind {
  type: string;
  /** The block type's readable name ("Rich text", "Call to action"). */
  name: string;
  description: string;
  /** Self-contained (no $ref to other files), without defaults, so a form never writes a default the author did not choose. */
  schema: Json;
  /** The schema's first example (its texts are the form's placeholders, "x-example"). */
  example: Json;
  /** Where a new block starts: its required fields, texts empty; choices (a list's value, a number) as in the example. */
  start: Json;
  /** Where blocks of this type may go ("x-placement"), for the palette: validator/placement-rules.ts applies it. */
  placement?: PlacementRule;
}

export interface EditingSchemas {
  /** The page's own fields (everything but "$schema", "version" and "blocks"). */
  page: Json;
  blocks: BlockKind[];
  /** Whole config files other than pages, each without "$schema" and "version" (the editor keeps those as they are). */
  site: Json;
  form: Json;
  plan: Json;
  redirects: Json;
}

const DROPPED = new Set(['$id', '$schema', 'examples', 'discriminator', 'x-placement']);

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
/** Gives each text field of `schema` the example's value as "x-example" (a list's items take its first item's). */
function withExamples(schema: Json, example: unknown): void {
  if (typeof example === 'string' && schema.type === 'string' && schema.enum === undefined && schema.const === undefined) schema['x-example'] = example;
  else if (Array.isArray(example) && schema.items && typeof schema.items === 'object') withExamples(schema.items as Json, example[0]);
  else if (example && typeof example === 'object' && schema.properties) {
    for (const [k, v] of Object.entries(example)) if ((schema.properties as Json)[k]) withExamples((schema.properties as Json)[k] as Json, v);
  }
}

/** The branch of a oneOf whose constants the example has (the first branch without one). */
function branchOf(schema: Json, example: unknown): Json {
  const branches = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (!branches) return schema;
  const ex = (example ?? {}) as Json;
  const fits = (b: Json) => Object.entries((b.properties ?? {}) as Record<string, Json>).every(([k, p]) => p.const === undefined || ex[k] === p.const);
  const { oneOf: _o, anyOf: _a, ...rest } = schema;
  return { ...rest, ...(branches.find(fits) ?? branches[0]) };
}

/**
 * A new block or field as the palette adds it: only what is required, every text empty so the
 * editor writes the page's own words (the example shows as placeholder, and sample text never
 * reaches the site); constants, lists of values, numbers and switches as the example chose them.
 */
function startOf(schema: Json, example: unknown): unknown {
  const node = branchOf(schema, example);
  if (node.const !== undefined) return node.const;
  if (node.type === 'string') return Array.isArray(node.enum) ? (node.enum.includes(example) ? example : node.enum[0]) : '';
  if (node.type === 'number' || node.type === 'integer') return typeof example === 'number' ? example : (node.minimum ?? 0);
  if (node.type === 'boolean') return typeof example === 'boolean' ? example : false;
  if (node.type === 'array') {
    const count = typeof node.minItems === 'number' ? node.minItems : 0;
    const items = (node.items ?? {}) as Json;
    return Array.from({ length: count }, (_, i) => startOf(items, Array.isArray(example) ? example[i] : undefined));
  }
  const out: Json = {};
  const props = (node.properties ?? {}) as Record<string, Json>;
  const ex = (example ?? {}) as Json;
  for (const key of (node.required as string[] | undefined) ?? []) if (props[key]) out[key] = startOf(props[key], ex[key]);
  return out;
}

export function editingSchemas(files: Map<string, AnySchemaObject>): EditingSchemas {
  const { placement } = blockRules(files);
  const pageSchema = files.get('page.schema.json') as Json;
  const branches = ((pageSchema.definitions as Json).block as Json).oneOf as { $ref: string }[];
  const blocks = branches.map(({ $ref }) => {
    const file = posix.normalize($ref.split('#')[0]);
    const raw = files.get(file) as Json;
    const props = raw.properties as Json;
    const type = String((props.type as Json).const);
    const example = ((raw.examples as Json[] | undefined)?.[0] ?? { type }) as Json;
    const schema = inline(raw, file, files) as Json;
    withExamples(schema, example);
    return {
      type,
      name: readableName(raw.title as string | undefined, type),
      description: String(raw.description ?? ''),
      schema,
      example,
      start: startOf(schema, example) as Json,
      ...(placement[type] && { placement: placement[type] }),
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
    redirects: fileSchema(files, 'redirects.schema.json'),
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
