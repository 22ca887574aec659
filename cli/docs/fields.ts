/**
 * Turns a JSON Schema object into flat rows for an editor's field table: nested groups
 * read "aside.title", lists of groups "actions[].label". `$ref`s are followed across files.
 */
import { posix } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schemas are walked generically; every read checks its type
export type Json = Record<string, any>;
export type SchemaFiles = Map<string, Json>;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  default?: unknown;
  description: string;
}

/** Lists with more values than this are printed once, under "Allowed values". */
export const LONG_ENUM = 10;

export interface Node {
  schema: Json;
  file: string;
}

/** Follows `$ref`s; the referring side's own keywords (description, default) win. */
export function deref(files: SchemaFiles, node: Node): Node {
  let { schema, file } = node;
  const seen = new Set<string>();
  while (typeof schema.$ref === 'string') {
    const [path, pointer = ''] = (schema.$ref as string).split('#');
    const target = path ? posix.normalize(posix.join(posix.dirname(file), path)) : file;
    if (seen.has(`${target}#${pointer}`)) throw new Error(`Circular $ref ${schema.$ref} in ${file}`);
    seen.add(`${target}#${pointer}`);
    let resolved: Json | undefined = files.get(target);
    if (!resolved) throw new Error(`${file}: $ref ${schema.$ref} names a schema file that does not exist.`);
    for (const part of pointer.split('/').filter(Boolean)) resolved = resolved?.[part];
    if (!resolved) throw new Error(`${file}: $ref ${schema.$ref} points at nothing.`);
    const { $ref: _ref, ...own } = schema;
    schema = { ...resolved, ...own };
    file = target;
  }
  return { schema, file };
}

const code = (v: unknown) => `\`${JSON.stringify(v)}\``;
const orList = (values: string[]) => (values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`);

function range(min: number | undefined, max: number | undefined, unit: string): string {
  if (min !== undefined && max !== undefined) return min === max ? ` (${min} ${unit})` : ` (${min}–${max} ${unit})`;
  if (max !== undefined) return ` (up to ${max} ${unit})`;
  if (min !== undefined && min > 1) return ` (at least ${min} ${unit})`;
  return '';
}

const namedStrings: Record<string, string> = { link: 'link', anchor: 'anchor name', form: 'form name', plan: 'plan name', package: 'package name' };

/** The field's kind in plain words, with its limits. */
function typeOf(files: SchemaFiles, node: Node): string {
  const s = node.schema;
  if ('const' in s) return code(s.const);
  if (Array.isArray(s.enum)) return s.enum.length > LONG_ENUM ? `one of [${s.title}](#${slug(s.title)})` : orList(s.enum.map(code));
  if (Array.isArray(s.oneOf)) return 'group of fields (one of the kinds below)';
  switch (s.type) {
    case 'string':
      return (
        (namedStrings[s['x-ref']] ?? (s.format === 'email' ? 'email address' : 'text')) +
        range(s.minLength > 1 ? s.minLength : undefined, s.maxLength, 'characters')
      );
    case 'boolean':
      return '`true` or `false`';
    case 'number':
    case 'integer':
      return `number${s.minimum !== undefined && s.maximum !== undefined ? ` (${s.minimum}–${s.maximum})` : ''}`;
    case 'array': {
      const item = s.items ? deref(files, { schema: s.items, file: node.file }) : undefined;
      const what = !item ? 'items' : item.schema.title === 'Block' ? 'blocks' : isGroup(item.schema) ? 'groups' : typeOf(files, item).replace(/ \(.*\)$/, '');
      return `list of ${what}${range(s.minItems, s.maxItems, 'items')}`;
    }
    case 'object':
      return 'group of fields';
    default:
      return 'value';
  }
}

const isGroup = (s: Json) => !!s.properties || Array.isArray(s.oneOf);

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

/** Rows for every field of an object schema, nested fields included. */
export function fieldRows(files: SchemaFiles, node: Node, prefix = ''): FieldRow[] {
  const s = node.schema;
  if (Array.isArray(s.oneOf)) return variantRows(files, node, prefix);
  const required = new Set<string>(s.required ?? []);
  const rows: FieldRow[] = [];
  for (const [key, prop] of Object.entries((s.properties ?? {}) as Json)) {
    if (key === '$schema') continue;
    const field = deref(files, { schema: prop, file: node.file });
    const name = prefix + key;
    rows.push({ name, type: typeOf(files, field), required: required.has(key), default: field.schema.default, description: field.schema.description ?? '' });
    const item = field.schema.type === 'array' && field.schema.items ? deref(files, { schema: field.schema.items, file: field.file }) : undefined;
    if (isGroup(field.schema)) rows.push(...fieldRows(files, field, `${name}.`));
    else if (item && isGroup(item.schema) && item.schema.title !== 'Block') rows.push(...fieldRows(files, item, `${name}[].`));
  }
  return rows;
}

/** A group that comes in kinds ("kind": "list" or "figures"): shared fields once, the rest marked. */
function variantRows(files: SchemaFiles, node: Node, prefix: string): FieldRow[] {
  const key: string = node.schema.discriminator?.propertyName;
  if (!key) throw new Error(`${node.file}: a oneOf without a discriminator cannot be documented.`);
  const variants = (node.schema.oneOf as Json[]).map((v) => deref(files, { schema: v, file: node.file }));
  const kinds = variants.map((v) => deref(files, { schema: v.schema.properties[key], file: v.file }).schema);
  const rows: FieldRow[] = [
    { name: prefix + key, type: orList(kinds.map((k) => code(k.const))), required: true, description: kinds.map((k) => k.description).join(' ') },
  ];
  const perVariant = variants.map((v) => fieldRows(files, { ...v, schema: { ...v.schema, properties: omit(v.schema.properties, key) } }, prefix));
  const id = (r: FieldRow) => JSON.stringify([r.name, r.type, r.required, r.default, r.description]);
  const shared = (r: FieldRow) => perVariant.every((list) => list.some((o) => id(o) === id(r)));
  perVariant[0].filter(shared).forEach((r) => rows.push(r));
  perVariant.forEach((list, i) =>
    list
      .filter((r) => !shared(r))
      .forEach((r) => rows.push({ ...r, description: `Only with \`"${key}": ${JSON.stringify(kinds[i].const)}\`. ${r.description}` })),
  );
  return rows;
}

function omit(obj: Json, key: string): Json {
  const { [key]: _drop, ...rest } = obj;
  return rest;
}
