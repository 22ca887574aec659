/**
 * `npm run new:block -- logo-cloud`: adds a block type in one go. Writes the schema (with an
 * example, so Storybook has a story), lists it in page.schema.json, writes its declaration
 * (block.ts), component and test, adds the declaration to the registry, then regenerates the
 * types, the island loaders and the block reference.
 */
import { spawnSync } from 'node:child_process';
import { applyEdits, modify, parse } from 'jsonc-parser';
import ts from 'typescript';
import * as prettier from 'prettier';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockFiles, blockSchemaJson, componentSource, declarationSource, testSource, type BlockFiles } from './new-block/templates.ts';

export type NewBlockResult = { ok: true; files: string[] } | { ok: false; message: string };

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;

/** "logo-cloud" or "logoCloud" → "logo-cloud"; null when it is neither. */
export function kebabName(name: string): string | null {
  if (KEBAB.test(name)) return name;
  if (CAMEL.test(name)) return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return null;
}

/**
 * registry.ts with the block's declaration imported and listed last: the positions come from the
 * file's syntax tree (TypeScript's parser), so its layout and comments do not matter.
 */
export function registerBlock(registry: string, f: BlockFiles): string {
  const sf = ts.createSourceFile('registry.ts', registry, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lastImport = sf.statements.filter(ts.isImportDeclaration).at(-1);
  let list: ts.ObjectLiteralExpression | undefined;
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      let init = d.initializer;
      while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression;
      if (d.name.getText(sf) === 'registry' && init && ts.isObjectLiteralExpression(init)) list = init;
    }
  }
  if (!lastImport || !list) throw new Error('renderer/blocks/registry.ts has no imports or no `registry` object literal.');
  const entry = `\n  ${f.type}: ${f.pascal},`;
  const afterEntries = list.properties.length ? list.properties.end : list.getStart(sf) + 1;
  const comma = list.properties.length && !list.properties.hasTrailingComma ? ',' : '';
  const edits = [
    { at: afterEntries, text: comma + entry },
    { at: lastImport.end, text: `\nimport ${f.pascal} from './${f.pascal}/block';` },
  ];
  return edits.reduce((text, e) => text.slice(0, e.at) + e.text + text.slice(e.at), registry);
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
  const taken = [f.schema, f.component, f.declaration, f.test].find((file) => existsSync(join(root, file)));
  if (taken) return { ok: false, message: `${taken} already exists, so a "${f.type}" block seems to be there already. Choose another name.` };
  const pageSchemaFile = join(root, 'schema/page.schema.json');
  const registryFile = join(root, 'renderer/blocks/registry.ts');
  const pageSchema = readFileSync(pageSchemaFile, 'utf8');
  if (pageSchema.includes(`"blocks/${kebab}.schema.json"`)) return { ok: false, message: `page.schema.json already lists blocks/${kebab}.schema.json.` };

  const branches = (parse(pageSchema) as { definitions: { block: { oneOf: unknown[] } } }).definitions.block.oneOf;
  const nextSchema = applyEdits(
    pageSchema,
    modify(pageSchema, ['definitions', 'block', 'oneOf', branches.length], { $ref: `blocks/${kebab}.schema.json` }, { isArrayInsertion: true }),
  );
  const registry = registerBlock(readFileSync(registryFile, 'utf8'), f);

  mkdirSync(join(root, `renderer/blocks/${f.pascal}`), { recursive: true });
  writeFileSync(join(root, f.schema), await formatted(root, f.schema, blockSchemaJson(f)));
  writeFileSync(join(root, f.component), await formatted(root, f.component, componentSource(f)));
  writeFileSync(join(root, f.declaration), await formatted(root, f.declaration, declarationSource(f)));
  writeFileSync(join(root, f.test), await formatted(root, f.test, testSource(f)));
  writeFileSync(pageSchemaFile, await formatted(root, 'schema/page.schema.json', nextSchema));
  writeFileSync(registryFile, await formatted(root, 'renderer/blocks/registry.ts', registry));

  for (const script of ['cli/generate-types.ts', 'cli/generate-docs.ts']) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, script)], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) return { ok: false, message: `${script} failed:\n${run.stderr || run.stdout}` };
  }
  return {
    ok: true,
    files: [
      f.schema,
      f.declaration,
      f.component,
      f.test,
      'schema/page.schema.json',
      'renderer/blocks/registry.ts',
      'renderer/generated/config.ts',
      'renderer/islands/block-islands.ts',
      'docs/block-reference.md',
    ],
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
  3. If it needs JavaScript in the browser, give it an island in ${f.declaration} (see README, "Adding a block").
  4. npm run types && npm run docs after schema changes; npm test before you commit.`);
}
