import type { AnySchemaObject } from 'ajv';
import { basename } from 'node:path';
import { createValidators, readSchemaFiles } from '../validator/schemas.ts';

/** One story of a block: an `examples` entry of its schema, validated, with defaults applied. */
interface BlockStory {
  exportName: string;
  name: string;
  block: Record<string, unknown>;
}

export interface BlockStories {
  /** Path of the schema relative to schema/, for example "blocks/hero.schema.json". */
  schema: string;
  type: string;
  /** The Storybook title, for example "Blocks/Hero". */
  title: string;
  stories: BlockStory[];
  /** Why this block cannot have a story; empty when every example is valid. */
  problems: string[];
}

/** The schema paths (relative to schema/) of every block listed in page.schema.json's union. */
function blockSchemaPaths(files: Map<string, AnySchemaObject>): string[] {
  const union = (files.get('page.schema.json')?.definitions?.block?.oneOf ?? []) as Array<{ $ref: string }>;
  return union.map((entry) => entry.$ref);
}

/**
 * The stories of every block: one per example in its schema. A block with no example, or with
 * an example its own schema rejects, is reported as a problem instead (the coverage test fails).
 */
export function collectBlockStories(files: Map<string, AnySchemaObject> = readSchemaFiles()): BlockStories[] {
  // Compiling the validators takes a moment and Storybook asks once per schema file: reuse the
  // result until a schema changes.
  const key = JSON.stringify([...files]);
  if (key !== last?.key) last = { key, blocks: collect(files) };
  return last.blocks;
}

let last: { key: string; blocks: BlockStories[] } | undefined;

function collect(files: Map<string, AnySchemaObject>): BlockStories[] {
  const validators = createValidators(files);
  return blockSchemaPaths(files).map((path) => {
    const schema = files.get(path);
    if (!schema)
      return { schema: path, type: '?', title: `Blocks/${path}`, stories: [], problems: [`${path} is listed in page.schema.json but does not exist.`] };
    const type = String(schema.properties?.type?.const ?? basename(path, '.schema.json'));
    const title = `Blocks/${String(schema.title ?? type)
      .replace(/Block$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')}`;
    const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
    const problems = examples.length === 0 ? [`${path} has no "examples": add at least one realistic block so it gets a story.`] : [];
    const validate = validators.ajv.getSchema(schema.$id ?? path)!;
    const stories: BlockStory[] = [];
    examples.forEach((example, i) => {
      // Validating fills in the schema's defaults, exactly as for a page, so the story gets complete props.
      const block = structuredClone(example) as Record<string, unknown>;
      if (!validate(block)) {
        const why = (validate.errors ?? []).map((e) => `${e.instancePath || '(block)'} ${e.message}`).join('; ');
        problems.push(`${path} example ${i + 1} does not match its schema: ${why}`);
        return;
      }
      const n = i === 0 ? '' : ` ${i + 1}`;
      stories.push({ exportName: `Example${n.trim()}`, name: `Example${n}`, block });
    });
    return { schema: path, type, title, stories, problems };
  });
}

/** The stories of the block whose schema file is `file` (an absolute or relative path). */
export function storiesForSchemaFile(file: string, all: BlockStories[] = collectBlockStories()): BlockStories | undefined {
  const normal = file.split('\\').join('/');
  return all.find((b) => normal.endsWith(`schema/${b.schema}`));
}
