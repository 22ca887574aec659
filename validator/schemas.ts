import type { default as Ajv, AnySchemaObject, KeywordCxt, ValidateFunction } from 'ajv';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockRules, type BlockRules } from './block-rules.ts';
import { cacheDir, writeCacheFile } from './cache-file.ts';
import { placementMetaSchema } from './placement-rules.ts';

export type FileKind = 'site' | 'page' | 'form' | 'plan' | 'redirects';
/** What an `x-ref` value names; "package" is a plan file that must have "kind": "package", "media" a picture of the media folder. */
type RefKind = 'link' | 'anchor' | 'form' | 'plan' | 'package' | 'media';

/** A value that points at (or names) something elsewhere in the config, found while validating. */
export interface FoundRef {
  kind: RefKind;
  value: string;
  instancePath: string;
}

const require = createRequire(import.meta.url);
// Loaded only to compile the schemas or to describe errors: saved validators need only ajv's small runtime.
const ajvLib = () => require('ajv') as typeof import('ajv');
const codegen = () => require('ajv/dist/compile/codegen/index.js') as typeof import('ajv/dist/compile/codegen/index.js');

const here = new URL('../schema', import.meta.url);
// Under jsdom, import.meta.url is not a file: URL; tests run from the project root.
export const schemaDir = here.protocol === 'file:' ? fileURLToPath(here) : join(process.cwd(), 'schema');

const rootSchemas: Record<FileKind, string> = {
  site: 'site.schema.json',
  page: 'page.schema.json',
  form: 'form.schema.json',
  plan: 'plan.schema.json',
  redirects: 'redirects.schema.json',
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
  /** What the block schemas say beyond shape: placement rules and sample texts (block-rules.ts). */
  readonly blockRules: BlockRules;
}

const OPTIONS = {
  allErrors: true,
  useDefaults: true,
  discriminator: true,
  verbose: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  // Validators pass on what they are called with, the list the x-ref values are collected in.
  passContext: true,
};

/**
 * x-ref annotations are collected while ajv walks the data, so the cross-file checks know every
 * link, anchor and form/plan name without a second, schema-unaware walk. Written as generated
 * code (not a function ajv calls), so the validators can be saved as code (see cached below).
 */
function collectRef({ gen, data, schemaCode, it }: KeywordCxt) {
  // The data's path as ajv writes it into errors: the validator's own path and the path within it.
  const { _, Name } = ajvLib();
  const instancePath = codegen().strConcat(new Name('instancePath'), it.errorPath);
  // Called without a list (Storybook's examples), `this` is undefined or, outside strict mode, the global object.
  gen.if(_`Array.isArray(this) && typeof ${data} == "string"`, () =>
    gen.code(_`this.push({kind: ${schemaCode}, value: ${data}, instancePath: ${instancePath}})`),
  );
}

function createAjv(files: Map<string, AnySchemaObject>, source = false): Ajv {
  const ajv = new (ajvLib().default)({ ...OPTIONS, code: { source } });
  (require('ajv-formats') as typeof import('ajv-formats')).default(ajv, ['email', 'uri']);
  ajv.addKeyword({ keyword: 'x-ref', schemaType: 'string', code: collectRef });
  ajv.addKeyword({ keyword: 'x-hint', schemaType: 'string' });
  // An annotation read by placement.ts and the editor; the meta-schema refuses a malformed rule.
  ajv.addKeyword({ keyword: 'x-placement', metaSchema: placementMetaSchema });
  for (const [, schema] of files) ajv.addSchema(schema);
  return ajv;
}

/** node_modules/.cache of the project these schemas are in: the validator's caches go there. */
export const cacheRoot = join(schemaDir, '..', 'node_modules', '.cache');

/**
 * The compiled validators of schema/, saved as code in node_modules/.cache: compiling them is
 * most of the time of a small site's check. The file is named after what the code depends on:
 * the schemas, ajv's version and this file (the options and the x-ref keyword). Undefined when
 * this file cannot be read (under jsdom) or the cache cannot be written.
 */
function cached(files: Map<string, AnySchemaObject>): Record<FileKind, ValidateFunction> | undefined {
  if (here.protocol !== 'file:') return undefined;
  const versions = ['ajv', 'ajv-formats'].map((name) => (require(`${name}/package.json`) as { version: string }).version);
  const key = createHash('sha256')
    .update(JSON.stringify([versions, readFileSync(fileURLToPath(import.meta.url), 'utf8'), [...files]]))
    .digest('hex')
    .slice(0, 16);
  let dir: string;
  try {
    // Under the project's node_modules, or the system's temporary folder where that cannot be written.
    dir = cacheDir(join(schemaDir, '..'), 'rivo-validators');
  } catch {
    return undefined;
  }
  const file = join(dir, `${key}.cjs`);
  const load = () => createRequire(file)(file) as Record<FileKind, ValidateFunction>;
  try {
    return load();
  } catch {
    // Not saved yet (or unreadable): compiled and saved below.
  }
  let validators;
  try {
    const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default;
    const code = standaloneCode(createAjv(files, true), rootSchemas);
    if (!writeCacheFile(file, code)) return undefined;
    validators = load();
  } catch {
    return undefined;
  }
  // Other schemas' validators are kept a day (checkouts may share node_modules), then removed.
  for (const other of readdirSync(dir)) {
    try {
      if (statSync(join(dir, other)).mtimeMs < Date.now() - 86_400_000) rmSync(join(dir, other), { force: true });
    } catch {
      // Removed meanwhile by another process.
    }
  }
  return validators;
}

/** `files` defaults to schema/ on disk; tests pass a changed copy to check a broken schema (compiled, not cached). */
export function createValidators(files?: Map<string, AnySchemaObject>): Validators {
  const onDisk = files ? undefined : readSchemaFiles();
  const saved = onDisk && cached(onDisk);
  let rules: BlockRules | undefined;
  let ajv: Ajv | undefined;
  // With saved validators, ajv itself is needed only to describe errors.
  const getAjv = () => (ajv ??= createAjv(files ?? onDisk ?? readSchemaFiles()));
  const compiled = new Map<FileKind, ValidateFunction>(saved ? Object.entries(saved).map(([k, fn]) => [k as FileKind, fn]) : []);
  const get = (kind: FileKind) => {
    let fn = compiled.get(kind);
    if (!fn) {
      fn = getAjv().getSchema(rootSchemas[kind]) as ValidateFunction;
      compiled.set(kind, fn);
    }
    return fn;
  };
  return {
    get ajv() {
      return getAjv();
    },
    validate(kind, data) {
      const refs: FoundRef[] = [];
      const valid = get(kind).call(refs, data) as boolean;
      return { valid, refs };
    },
    errorsOf: (kind) => get(kind).errors,
    get blockRules() {
      return (rules ??= blockRules(files ?? onDisk ?? readSchemaFiles()));
    },
  };
}

const schemaRefs = new Map<string, string>();

/** The `$schema` value a config file at `file` must carry to point at its schema. */
export function expectedSchemaRef(file: string, kind: FileKind): string {
  const dir = file.slice(0, Math.max(0, file.lastIndexOf('/'))) || '.';
  // The same few answers for thousands of files; they depend on the working folder when `dir` climbs out of it.
  const key = `${process.cwd()}\0${kind}\0${dir}`;
  let ref = schemaRefs.get(key);
  if (ref === undefined) {
    ref = relative(dir, join('schema', rootSchemas[kind])).split('\\').join('/');
    schemaRefs.set(key, ref);
  }
  return ref;
}
