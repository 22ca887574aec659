import { describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../validator/schemas.ts';
import { readableName } from '../validator/block-rules.ts';
import { editingSchemas } from './schemas.ts';

describe('editingSchemas', () => {
  const { page, blocks } = editingSchemas(readSchemaFiles());

  it('offers every block type of page.schema.json with a readable name, description and example', () => {
    expect(blocks.length).toBeGreaterThan(10);
    const hero = blocks.find((b) => b.type === 'hero');
    expect(hero?.name).toBe('Hero');
    expect(blocks.find((b) => b.type === 'cta')?.name).toBe('Call to action');
    for (const b of blocks) {
      expect(b.description).not.toBe('');
      expect(b.example.type).toBe(b.type);
    }
  });

  it('inlines references to other schema files and drops defaults', () => {
    const text = JSON.stringify(blocks);
    expect(text).not.toContain('$ref');
    expect(text).not.toContain('"default"');
    const hero = blocks.find((b) => b.type === 'hero')!.schema as { properties: Record<string, Record<string, unknown>> };
    expect(hero.properties.anchor['x-ref']).toBe('anchor');
    expect(hero.properties.tone['x-default']).toBe('dark');
  });

  it('starts a new block with its required fields, texts empty, so no sample text is written for the author', () => {
    const start = (type: string) => blocks.find((b) => b.type === type)!.start;
    expect(start('hero')).toStrictEqual({ type: 'hero', heading: '' });
    expect(start('faq')).toStrictEqual({ type: 'faq', heading: '', items: [{ question: '', answer: [''] }] });
    // A choice (the variant of a oneOf, an icon) is taken from the example; only texts are left to write.
    expect(start('split')).toStrictEqual({ type: 'split', heading: '', paragraphs: [''], aside: { kind: 'list', items: [{ title: '' }] } });
    expect(start('panels')).toMatchObject({
      panels: [
        { icon: 'dashboard', title: '' },
        { icon: 'user', title: '' },
      ],
    });
  });

  it("gives the palette each block's placement rule and the form no placement keyword", () => {
    expect(blocks.find((b) => b.type === 'hero')?.placement).toStrictEqual({ maxPerPage: 1, first: true, why: 'A page has one hero, and it opens the page.' });
    expect(blocks.find((b) => b.type === 'cta')?.placement).toBeUndefined();
    expect(JSON.stringify(blocks.map((b) => b.schema))).not.toContain('x-placement');
  });

  it("keeps the page's own fields only", () => {
    expect(Object.keys(page.properties as object)).toEqual(expect.arrayContaining(['route', 'title', 'description', 'breadcrumb']));
    expect(Object.keys(page.properties as object)).not.toContain('blocks');
  });

  it('gives site settings, forms and plans whole, inlined, without the fields the save keeps ($schema, version)', () => {
    const { site, form, plan } = editingSchemas(readSchemaFiles());
    for (const schema of [site, form, plan]) {
      expect(JSON.stringify(schema)).not.toContain('$ref');
      expect(JSON.stringify(schema)).not.toContain('"$schema"');
    }
    expect(Object.keys(site.properties as object)).toEqual(expect.arrayContaining(['header', 'footer', 'contact', 'integrations']));
    expect(Object.keys(form.properties as object)).toEqual(expect.arrayContaining(['fields', 'success', 'failure']));
    expect((plan.oneOf as unknown[]).length).toBe(2);
  });

  it('names types in words', () => {
    expect(readableName('RichTextBlock', 'richText')).toBe('Rich text');
    expect(readableName(undefined, 'planCards')).toBe('Plan cards');
  });
});
