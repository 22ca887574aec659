import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnySchemaObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import storybook from '../../.storybook/main.ts';
import { registry } from '../../renderer/blocks/registry.ts';
import { readSchemaFiles } from '../../validator/schemas.ts';
import { collectBlockStories } from '../../.storybook/block-stories.ts';
import { blockExamplesIndexer, blockStoriesPlugin } from '../../.storybook/plugins.ts';

const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/bad-schema/${name}`, 'utf8')) as AnySchemaObject;
const withSchema = (path: string, schema: AnySchemaObject) => new Map([...readSchemaFiles(), [path, schema]]);

async function indexOf(schemaPath: string) {
  const file = resolve('schema', schemaPath);
  return blockExamplesIndexer.createIndex(file, { makeTitle: (t?: string) => t ?? '' });
}

function csfOf(schemaPath: string): string {
  const transform = blockStoriesPlugin().transform as (code: string, id: string) => { code: string } | null;
  return transform('{}', resolve('schema', schemaPath))!.code;
}

describe('story coverage', () => {
  const blocks = collectBlockStories();

  it('gives every block of page.schema.json at least one story, from valid examples', () => {
    expect(blocks.flatMap((b) => b.problems)).toEqual([]);
    for (const block of blocks) expect(block.stories.length, block.schema).toBeGreaterThan(0);
    expect(blocks.map((b) => b.type).sort()).toEqual(Object.keys(registry).sort());
  });

  it('hands stories complete props: the schema defaults are filled in, as for a page', () => {
    const hero = blocks.find((b) => b.type === 'hero')!;
    const heroSchema = readSchemaFiles().get(hero.schema)!;
    expect(heroSchema.examples[0].tone).toBeUndefined();
    expect(hero.stories[0].block.tone).toBe('dark');
  });

  it('indexes one story per example, and the module Storybook loads exports exactly those stories', async () => {
    for (const block of blocks) {
      const entries = await indexOf(block.schema);
      expect(entries.map((e) => [e.title, e.exportName])).toEqual(block.stories.map((s) => [block.title, s.exportName]));
      const exported = [...csfOf(block.schema).matchAll(/^export const (\w+) =/gm)].map((m) => m[1]);
      expect(exported).toEqual(block.stories.map((s) => s.exportName));
    }
  });

  it('looks for stories in every block schema and in renderer/**/*.stories.tsx', () => {
    expect(storybook.stories).toEqual(expect.arrayContaining(['../schema/blocks/*.schema.json', '../renderer/**/*.stories.@(ts|tsx)']));
    for (const block of blocks) expect(block.schema).toMatch(/^blocks\/[a-z-]+\.schema\.json$/);
  });

  it('fails a block whose schema has no examples', () => {
    const hero = collectBlockStories(withSchema('blocks/hero.schema.json', fixture('hero-without-examples.schema.json'))).find((b) => b.type === 'hero')!;
    expect(hero.stories).toEqual([]);
    expect(hero.problems).toEqual(['blocks/hero.schema.json has no "examples": add at least one realistic block so it gets a story.']);
  });

  it('fails a block whose example does not match its own schema', () => {
    const cta = collectBlockStories(withSchema('blocks/cta.schema.json', fixture('cta-invalid-example.schema.json'))).find((b) => b.type === 'cta')!;
    expect(cta.stories.map((s) => s.name)).toEqual(['Example']);
    expect(cta.problems).toHaveLength(1);
    expect(cta.problems[0]).toMatch(/^blocks\/cta\.schema\.json example 2 does not match its schema: .*heading/);
  });
});
