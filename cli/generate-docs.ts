/**
 * Writes docs/block-reference.md from the JSON Schemas: every block type with its
 * description, a table of its fields and its examples. `--check` fails when the committed
 * file differs from what the schemas produce (CI runs it); `--out <file>` writes elsewhere.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readSchemaFiles } from '../validator/schemas.ts';
import { migrations } from '../validator/migrations/index.ts';
import type { Migration } from '../validator/migrations/types.ts';
import { LONG_ENUM, deref, fieldRows, slug, type FieldRow, type Json, type SchemaFiles } from './docs/fields.ts';

export const DEFAULT_OUT = 'docs/block-reference.md';

const banner = `<!-- GENERATED FILE: DO NOT EDIT. Made by cli/generate-docs.ts from schema/; run \`npm run docs\` after changing a schema. -->`;

const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function table(rows: FieldRow[]): string {
  const lines = ['| field | kind | required | default | what it is |', '| --- | --- | --- | --- | --- |'];
  for (const r of rows) {
    const def = r.default === undefined ? '' : `\`${JSON.stringify(r.default)}\``;
    lines.push(`| \`${r.name}\` | ${cell(r.type)} | ${r.required ? 'yes' : 'no'} | ${cell(def)} | ${cell(r.description)} |`);
  }
  return lines.join('\n');
}

/** The block schemas in the order page.schema.json lists them, sorted by type for reading. */
function blockSchemas(files: SchemaFiles) {
  const page = files.get('page.schema.json');
  const refs = (page?.definitions?.block?.oneOf ?? []) as Json[];
  if (!refs.length) throw new Error('schema/page.schema.json lists no blocks in definitions.block.oneOf.');
  return refs
    .map((ref) => deref(files, { schema: ref, file: 'page.schema.json' }))
    .map((node) => ({ node, type: node.schema.properties?.type?.const as string }))
    .sort((a, b) => a.type.localeCompare(b.type));
}

/** Long value lists (icon names) used anywhere, printed once at the end. */
function longEnums(files: SchemaFiles): Json[] {
  const found = new Map<string, Json>();
  const walk = (v: unknown) => {
    if (!v || typeof v !== 'object') return;
    const s = v as Json;
    if (Array.isArray(s.enum) && s.enum.length > LONG_ENUM && s.title) found.set(s.title, s);
    Object.values(s).forEach(walk);
  };
  files.forEach(walk);
  return [...found.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** Each version of the blocks with the one line of the migration that reached it. */
function versionHistory(history: readonly Migration[]): string[] {
  return [
    '## Version history',
    '',
    'Every config file says in `"version"` which version of the blocks it is written for (a file without it is',
    'written for version 1). When a schema change needs the files to change, a migration moves every file on:',
    '`npm run migrate` shows what would change, `npm run migrate -- --write` writes it.',
    '',
    '| version | what changed |',
    '| --- | --- |',
    '| 1 | The first version. |',
    ...history.map((m) => `| ${m.to} | ${cell(m.description)} |`),
  ];
}

export function generateBlockReference(files: SchemaFiles, history: readonly Migration[] = migrations): string {
  const blocks = blockSchemas(files);
  const out: string[] = [
    banner,
    '',
    '# Block reference',
    '',
    'Every kind of block a page can use, with all of its fields. A page lists its blocks in `"blocks"`,',
    'top to bottom; each block names its kind in `"type"`. How to edit pages: [the editing guide](editing.md).',
    '',
    'In the tables, `actions[].label` means "the `label` of each entry in the `actions` list" and',
    '`aside.title` means "the `title` inside `aside`". Fields with a default may be left out; a required',
    'field inside an optional group (such as `action.label`) is needed only when you use the group.',
    '',
    '## Page file',
    '',
    files.get('page.schema.json')?.description ?? '',
    '',
    table(fieldRows(files, { schema: files.get('page.schema.json')!, file: 'page.schema.json' })),
    '',
    ...versionHistory(history),
    '',
    '## Blocks',
    '',
    ...blocks.map(({ type, node }) => `- [\`${type}\`](#${slug(type)}): ${node.schema.description}`),
  ];
  for (const { type, node } of blocks) {
    out.push('', `### ${type}`, '', node.schema.description ?? '');
    // The schema's placement rule, as the validator and the editor's palette apply it.
    const placement = node.schema['x-placement'] as { why?: string } | undefined;
    if (placement?.why) out.push('', `**Where it goes:** ${placement.why}`);
    out.push('', table(fieldRows(files, node)));
    for (const [i, example] of ((node.schema.examples ?? []) as unknown[]).entries()) {
      out.push('', `Example${(node.schema.examples as unknown[]).length > 1 ? ` ${i + 1}` : ''}:`, '', '```json', JSON.stringify(example, null, 2), '```');
    }
  }
  const enums = longEnums(files);
  if (enums.length) out.push('', '## Allowed values');
  for (const e of enums) out.push('', `### ${e.title}`, '', e.description ?? '', '', (e.enum as string[]).map((v) => `\`${v}\``).join(', '));
  return `${out.join('\n')}\n`;
}

function main(argv: string[]) {
  const outIndex = argv.indexOf('--out');
  const outFile = outIndex >= 0 ? argv[outIndex + 1] : DEFAULT_OUT;
  const fresh = generateBlockReference(readSchemaFiles());
  if (argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(outFile, 'utf8');
    } catch {
      /* a missing file is stale */
    }
    if (current !== fresh) {
      console.error(`${outFile} is stale: it does not match schema/. Run \`npm run docs\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${outFile} matches the schemas.`);
    return;
  }
  writeFileSync(outFile, fresh);
  console.log(`Wrote ${outFile}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
