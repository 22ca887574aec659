/**
 * `npm run new:block -- logo-cloud`: adds a block type in one go. Writes the schema (with an
 * example, so Storybook has a story), lists it in page.schema.json, writes the component and
 * its test, registers it, then regenerates the types and the block reference.
 */
import { spawnSync } from 'node:child_process';
import * as prettier from 'prettier';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockFiles, blockSchemaJson, componentSource, testSource } from './new-block/templates.ts';

export type NewBlockResult = { ok: true; files: string[] } | { ok: false; message: string };

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;

/** "logo-cloud" or "logoCloud" → "logo-cloud"; null when it is neither. */
export function kebabName(name: string): string | null {
  if (KEBAB.test(name)) return name;
  if (CAMEL.test(name)) return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return null;
}

function insertAfterLast(text: string, pattern: RegExp, line: string, what: string): string {
  const matches = [...text.matchAll(pattern)];
  const last = matches.at(-1);
  if (!last || last.index === undefined) throw new Error(`Could not find where to add ${what}.`);
  const end = last.index + last[0].length;
  return text.slice(0, end) + line + text.slice(end);
}

/** The project's own Prettier style, so what the command writes passes `npm run format:check` as it is. */
async function formatted(root: string, file: string, text: string): Promise<string> {
  const path = join(root, file);
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(text, { ...options, filepath: path });
}

export async function createBlock(name: string, root = process.cwd()): Promise<NewBlockResult> {
  const kebab = kebabName(name.trim());
  if (!kebab) return { ok: false, message: `"${name}" cannot be a block name. Use lower-case words joined by dashes, for example "logo-cloud".` };
  const f = blockFiles(kebab);
  const taken = [f.schema, f.component, f.test].find((file) => existsSync(join(root, file)));
  if (taken) return { ok: false, message: `${taken} already exists, so a "${f.type}" block seems to be there already. Choose another name.` };
  const pageSchemaFile = join(root, 'schema/page.schema.json');
  const registryFile = join(root, 'renderer/blocks/registry.ts');
  const pageSchema = readFileSync(pageSchemaFile, 'utf8');
  if (pageSchema.includes(`"blocks/${kebab}.schema.json"`)) return { ok: false, message: `page.schema.json already lists blocks/${kebab}.schema.json.` };

  const nextSchema = insertAfterLast(
    pageSchema,
    /\{ "\$ref": "blocks\/[a-z0-9-]+\.schema\.json" \}/g,
    `,\n        { "$ref": "blocks/${kebab}.schema.json" }`,
    'the block in page.schema.json',
  );
  let registry = readFileSync(registryFile, 'utf8');
  registry = insertAfterLast(
    registry,
    /^import \{ \w+ \} from '\.\/\w+\/\w+';$/gm,
    `\nimport { ${f.pascal} } from './${f.pascal}/${f.pascal}';`,
    'the import in registry.ts',
  );
  registry = insertAfterLast(
    registry,
    /^ {2}\w+: \{ component: \w+(, island: '\w+')? \},$/gm,
    `\n  ${f.type}: { component: ${f.pascal} },`,
    'the entry in registry.ts',
  );

  mkdirSync(join(root, `renderer/blocks/${f.pascal}`), { recursive: true });
  writeFileSync(join(root, f.schema), await formatted(root, f.schema, blockSchemaJson(f)));
  writeFileSync(join(root, f.component), await formatted(root, f.component, componentSource(f)));
  writeFileSync(join(root, f.test), await formatted(root, f.test, testSource(f)));
  writeFileSync(pageSchemaFile, nextSchema);
  writeFileSync(registryFile, registry);

  for (const script of ['scripts/generate-types.ts', 'scripts/generate-docs.ts']) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, script)], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) return { ok: false, message: `${script} failed:\n${run.stderr || run.stdout}` };
  }
  return {
    ok: true,
    files: [f.schema, f.component, f.test, 'schema/page.schema.json', 'renderer/blocks/registry.ts', 'renderer/generated/config.ts', 'docs/block-reference.md'],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run new:block -- <name>   (for example: npm run new:block -- logo-cloud)');
    process.exit(1);
  }
  const result = await createBlock(name);
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  const f = blockFiles(kebabName(name)!);
  console.log(`Added the "${f.type}" block:\n${result.files.map((x) => `  ${x}`).join('\n')}

Next:
  1. Describe its fields in ${f.schema} (a description on every field; keep the example valid).
  2. Build its look in ${f.component}; extend ${f.test}.
  3. If it needs JavaScript in the browser, make it an island (see README, "Adding a block").
  4. npm run types && npm run docs after schema changes; npm test before you commit.`);
}
