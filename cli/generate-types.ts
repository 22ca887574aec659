/**
 * Generates renderer/generated/config.ts from schema/, renderer/islands/block-islands.ts from the
 * block declarations (renderer/blocks/<Name>/block.ts) and public/icons.svg from the icon list
 * (cli/icon-sprite.ts). Run with --check to fail when a committed file differs from what they
 * produce (CI does).
 *
 * The types describe config *after* validation: every property with a schema default is
 * required, because ajv fills defaults in once and blocks receive complete props.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { blockIslands } from './block-declarations.ts';
import { iconSprite } from './icon-sprite.ts';
import { readSchemaFiles } from '../validator/schemas.ts';

const outFile = fileURLToPath(new URL('../renderer/generated/config.ts', import.meta.url));
const islandsFile = fileURLToPath(new URL('../renderer/islands/block-islands.ts', import.meta.url));
const spriteFile = fileURLToPath(new URL('../public/icons.svg', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

const banner = `/* eslint-disable */
/**
 * GENERATED FILE: DO NOT EDIT.
 * Made by cli/generate-types.ts from the JSON Schemas in schema/.
 * Change a schema, then run \`npm run types\`. CI fails when this file is out of date.
 */`;

type Json = Record<string, unknown>;

function requireDefaults(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(requireDefaults);
  if (!node || typeof node !== 'object') return node;
  // A $ref's sibling default or description would make json-schema-to-typescript mint a
  // copy of the referenced type (Action1, Tone2, ...); the parent already made it required.
  if (typeof (node as Json).$ref === 'string') return { $ref: (node as Json).$ref };
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) out[k] = k === 'examples' ? v : requireDefaults(v);
  const props = (node as Json).properties as Record<string, Json> | undefined;
  if (props && typeof props === 'object') {
    const withDefault = Object.entries(props)
      .filter(([, s]) => s && 'default' in s)
      .map(([k]) => k);
    const required = new Set([...((out.required as string[]) ?? []), ...withDefault]);
    if (required.size) out.required = [...required];
  }
  return out;
}

/** Block type → its schema file, in page.schema.json's order: a block declaration's "schema" must be its own. */
function blockSchemaFiles(): string {
  const files = readSchemaFiles();
  const branches = ((files.get('page.schema.json') as Json).definitions as { block: { oneOf: { $ref: string }[] } }).block.oneOf;
  const lines = branches.map(({ $ref }) => {
    const type = ((files.get($ref)!.properties as Json).type as Json).const as string;
    return `  ${type}: '${$ref}';`;
  });
  return `\n/**\n * Each block type's schema file (under schema/), as page.schema.json lists them.\n */\nexport interface BlockSchemaFiles {\n${lines.join('\n')}\n}\n`;
}

export async function generateTypes(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'schema-types-'));
  try {
    for (const [rel, schema] of readSchemaFiles()) {
      const target = join(dir, rel);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify(requireDefaults(schema)));
    }
    const root = {
      title: 'ResolvedConfig',
      description: 'Every kind of config file, as the renderer receives it after validation.',
      type: 'object',
      additionalProperties: false,
      required: ['site', 'page', 'form', 'plan', 'redirects'],
      properties: {
        site: { $ref: 'site.schema.json' },
        page: { $ref: 'page.schema.json' },
        form: { $ref: 'form.schema.json' },
        plan: { $ref: 'plan.schema.json' },
        redirects: { $ref: 'redirects.schema.json' },
      },
    };
    const ts = await compile(root as never, 'ResolvedConfig', {
      cwd: dir,
      bannerComment: banner,
      additionalProperties: false,
      unknownAny: true,
      format: true,
      style: { singleQuote: true, printWidth: 110 },
    });
    return `${ts}${blockSchemaFiles()}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readIfAny(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** renderer/islands/block-islands.ts: the blocks' island loaders, copied from their declarations so the browser loads no server component. */
function blockIslandsSource(root: string): string {
  const out = join(root, 'renderer/islands');
  const lines = [...blockIslands(root)].map(([name, module]) => {
    const spec = relative(out, module)
      .split('\\')
      .join('/')
      .replace(/\.tsx?$/, '');
    return `  ${name}: () => import('${spec.startsWith('.') ? spec : `./${spec}`}'),`;
  });
  return `/**
 * GENERATED FILE: DO NOT EDIT.
 * Made by cli/generate-types.ts from the block declarations (renderer/blocks/<Name>/block.ts):
 * each block's island loader, without its server component, for the browser. Run \`npm run types\`
 * after changing a declaration's island; CI (and tsc, in renderer/blocks/registry.types.ts) fails
 * when this file is out of date.
 */
export const blockIslandLoaders = {
${lines.join('\n')}
};
`;
}

async function main() {
  const fresh = await generateTypes();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(outFile, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (current !== fresh) {
      console.error('renderer/generated/config.ts is out of date with schema/. Run `npm run types` and commit the result.');
      process.exit(1);
    }
    if (readIfAny(islandsFile) !== blockIslandsSource(root)) {
      console.error('renderer/islands/block-islands.ts is out of date with the block declarations. Run `npm run types` and commit the result.');
      process.exit(1);
    }
    if (readIfAny(spriteFile) !== iconSprite()) {
      console.error('public/icons.svg is out of date with renderer/ui/icons.ts. Run `npm run types` and commit the result.');
      process.exit(1);
    }
    console.log('Generated types match the schemas, the island loaders the block declarations, and the icon sprite the icon list.');
    return;
  }
  writeFileSync(outFile, fresh);
  writeFileSync(islandsFile, blockIslandsSource(root));
  writeFileSync(spriteFile, iconSprite());
  console.log('Wrote renderer/generated/config.ts, renderer/islands/block-islands.ts and public/icons.svg');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
