import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../../validator/schemas.ts';
import { fieldRows, type Json } from '../../cli/docs/fields.ts';
import { generateBlockReference } from '../../cli/generate-docs.ts';

const schemas = readSchemaFiles();
const doc = generateBlockReference(schemas);
const section = (type: string) => doc.split(`\n### ${type}\n`)[1]?.split('\n### ')[0] ?? '';

describe('block reference generator, on the real schemas', () => {
  const blockFiles = [...schemas.keys()].filter((k) => k.startsWith('blocks/'));

  it.each(blockFiles)('%s has a section with its description, every field and its examples', (file) => {
    const schema = schemas.get(file)!;
    const text = section(schema.properties.type.const);
    expect(text).toContain(schema.description);
    for (const [name, prop] of Object.entries(schema.properties as Json)) {
      expect(text).toContain(`| \`${name}\` |`);
      if (prop.description) expect(text).toContain(prop.description.replace(/\|/g, '\\|'));
    }
    for (const example of schema.examples) expect(text).toContain(JSON.stringify(example, null, 2));
  });

  it('flattens nested groups and lists of groups, with enums, defaults and what is required', () => {
    const hero = section('hero');
    expect(hero).toMatch(/\| `actions\[\]\.label` \| text \| yes \| {2}\| The text on the button/);
    expect(hero).toMatch(/\| `size` \| `"large"` or `"compact"` \| no \| `"large"` \|/);
    expect(hero).toMatch(/\| `tone` \| `"plain"`, `"muted"`, `"dark"` or `"brand"` \| no \| `"dark"` \|/);
    expect(section('split')).toContain('| `aside.figures[].value` | text (up to 8 characters) | yes |  | Only with `"kind": "figures"`.');
  });

  it('lists the page fields and prints long value lists once, linked from the tables', () => {
    expect(doc).toMatch(/\| `description` \| text \(50–170 characters\) \| yes \|/);
    expect(section('cardGrid')).toContain('| `cards[].icon` | one of [IconName](#iconname) |');
    expect(section('IconName')).toContain('`phone`, `message`');
  });
});

describe('block reference generator, on a fixture schema', () => {
  const files = new Map<string, Json>([['defs.schema.json', { definitions: { label: { type: 'string', minLength: 1, description: 'Shared label.' } } }]]);
  const node = {
    file: 'blocks/x.schema.json',
    schema: {
      required: ['shape'],
      properties: {
        caption: { $ref: '../defs.schema.json#/definitions/label', description: 'Own words win.' },
        shape: {
          discriminator: { propertyName: 'kind' },
          oneOf: [
            {
              properties: {
                kind: { const: 'dot', description: 'A dot.' },
                size: { type: 'number', description: 'Dot size.' },
                name: { $ref: '../defs.schema.json#/definitions/label' },
              },
            },
            { properties: { kind: { const: 'line', description: 'A line.' }, name: { $ref: '../defs.schema.json#/definitions/label' } } },
          ],
        },
      },
    },
  };

  it('follows $refs across files, keeps the referring description and marks fields of one kind only', () => {
    expect(fieldRows(files, node).map((r) => [r.name, r.type, r.required, r.description])).toEqual([
      ['caption', 'text', false, 'Own words win.'],
      ['shape', 'group of fields (one of the kinds below)', true, ''],
      ['shape.kind', '`"dot"` or `"line"`', true, 'A dot. A line.'],
      ['shape.name', 'text', false, 'Shared label.'],
      ['shape.size', 'number', false, 'Only with `"kind": "dot"`. Dot size.'],
    ]);
  });
});

describe('npm run docs:check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const check = (file: string) => {
    try {
      return { code: 0, out: execFileSync('npx', ['tsx', 'cli/generate-docs.ts', '--check', '--out', file], { encoding: 'utf8', stdio: 'pipe' }) };
    } catch (e) {
      const err = e as { status: number; stderr: string };
      return { code: err.status, out: err.stderr };
    }
  };

  it('passes on a fresh file and fails with a clear message on a stale one', () => {
    const file = join(dir, 'ref.md');
    writeFileSync(file, doc);
    expect(check(file).code).toBe(0);
    writeFileSync(file, doc.replace('### hero', '### hero (edited by hand)'));
    const stale = check(file);
    expect(stale.code).toBe(1);
    expect(stale.out).toContain(`${file} is stale`);
    expect(stale.out).toContain('npm run docs');
  });
});
