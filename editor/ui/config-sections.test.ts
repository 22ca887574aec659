import { describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../../validator/schemas.ts';
import { editingSchemas } from '../schemas.ts';
import { schemaForData, sectionOfPath, sectionsOf } from './config-sections.ts';

const schemas = editingSchemas(readSchemaFiles());

describe('sectionsOf', () => {
  it('puts the plain fields of site settings under General and each part on its own, never the bookkeeping fields', () => {
    const sections = sectionsOf(schemas.site);
    expect(sections.map((s) => s.label)).toEqual(['General', 'Share image', 'Brand', 'Header', 'Mobile menu', 'Footer', 'Contact', 'Integrations']);
    expect(Object.keys(sections[0].schema.properties as object)).toEqual(['url', 'language']);
    expect(JSON.stringify(sections)).not.toContain('"$schema"');
  });

  it("edits a plan's own variant, chosen by its kind", () => {
    const pkg = schemaForData(schemas.plan, { kind: 'package' });
    expect((pkg.properties as Record<string, { const?: string }>).kind.const).toBe('package');
    expect(sectionsOf(schemaForData(schemas.plan, { kind: 'plan' })).map((s) => s.key)).toContain('comparison');
  });
});

it("finds the section of a problem's path and the path inside its form", () => {
  const sections = sectionsOf(schemas.site);
  expect(sectionOfPath(sections, ['header', 'nav', '1', 'label'])).toMatchObject({ section: { key: 'header' }, inner: ['nav', '1', 'label'] });
  expect(sectionOfPath(sections, ['url'])).toMatchObject({ section: { key: '' }, inner: ['url'] });
});
