import Ajv, { type AnySchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export type FileKind = 'site' | 'page' | 'form' | 'plan';
/** What an `x-ref` value names; "package" is a plan file that must have "kind": "package". */
type RefKind = 'link' | 'anchor' | 'form' | 'plan' | 'package';

/** A value that points at (or names) something elsewhere in the config, found while validating. */
export interface FoundRef {
  kind: RefKind;
  value: string;
  instancePath: string;
}

const here = new URL('../../schema', import.meta.url);
// Under jsdom, import.meta.url is not a file: URL; tests run from the project root.
export const schemaDir = here.protocol === 'file:' ? fileURLToPath(here) : join(process.cwd(), 'schema');

const rootSchemas: Record<FileKind, string> = {
  site: 'site.schema.json',
  page: 'page.schema.json',
  form: 'form.schema.json',
  plan: 'plan.schema.json',
};

/** Every schema file under schema/, as parsed JSON, keyed by its path relative to schema/. */
export function readSchemaFiles(): Map<string, AnySchemaObject> {
  const files = new Map<string, AnySchemaObject>();
  for (const entry of readdirSync(schemaDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.schema.json')) continue;
    const rel = entry.split('\\').join('/');
    files.set(rel, JSON.parse(readFileSync(join(schemaDir, entry), 'utf8')) as AnySchemaObject);
  }
  return files;
}

export interface Validators {
  ajv: Ajv;
  validate(kind: FileKind, data: unknown): { valid: boolean; refs: FoundRef[] };
  errorsOf(kind: FileKind): ValidateFunction['errors'];
}

// x-ref annotations are collected while ajv walks the data, so the cross-file checks
// know every link, anchor and form/plan name without a second, schema-unaware walk.
let collecting: FoundRef[] = [];

/** `files` defaults to schema/ on disk; tests pass a changed copy to check a broken schema. */
export function createValidators(files: Map<string, AnySchemaObject> = readSchemaFiles()): Validators {
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: true,
    discriminator: true,
    verbose: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormats(ajv, ['email', 'uri']);
  ajv.addKeyword({
    keyword: 'x-ref',
    schemaType: 'string',
    validate: (kind: RefKind, data: unknown, _parent?: AnySchemaObject, cxt?: { instancePath: string }) => {
      if (typeof data === 'string') collecting.push({ kind, value: data, instancePath: cxt?.instancePath ?? '' });
      return true;
    },
  });
  ajv.addKeyword({ keyword: 'x-hint', schemaType: 'string' });
  for (const [, schema] of files) ajv.addSchema(schema);

  const compiled = new Map<FileKind, ValidateFunction>();
  const get = (kind: FileKind) => {
    let fn = compiled.get(kind);
    if (!fn) {
      fn = ajv.getSchema(rootSchemas[kind]) as ValidateFunction;
      compiled.set(kind, fn);
    }
    return fn;
  };
  return {
    ajv,
    validate(kind, data) {
      collecting = [];
      const valid = get(kind)(data) as boolean;
      const refs = collecting;
      collecting = [];
      return { valid, refs };
    },
    errorsOf: (kind) => get(kind).errors,
  };
}

/** The `$schema` value a config file at `file` must carry to point at its schema. */
export function expectedSchemaRef(file: string, kind: FileKind): string {
  const dir = file.split('/').slice(0, -1).join('/') || '.';
  const rel = relative(dir, join('schema', rootSchemas[kind])).split('\\').join('/');
  return rel;
}
