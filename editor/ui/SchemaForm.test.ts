import { describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../../validator/schemas.ts';
import { editingSchemas } from '../schemas.ts';
import { errorSchemaFor, fieldId, pathSegments, uiSchemaFor, withoutEmptyGroups } from './SchemaForm.tsx';

const hero = editingSchemas(readSchemaFiles()).blocks.find((b) => b.type === 'hero')!.schema;

describe('uiSchemaFor', () => {
  const ui = uiSchemaFor(hero);

  it('labels every control in words and hides the block type', () => {
    expect(ui.type).toEqual({ 'ui:widget': 'hidden' });
    expect(ui.heading['ui:title']).toBe('Heading');
    expect(ui.actions.items.href['ui:title']).toBe('Link');
  });

  it('uses a text area for long text, link suggestions for x-ref links and "" for an emptied required text', () => {
    expect(ui.lead['ui:widget']).toBe('textarea');
    expect(ui.actions.items.href['ui:options']).toEqual({ suggest: true });
    expect(ui.heading['ui:emptyValue']).toBe('');
    expect(ui.eyebrow['ui:emptyValue']).toBeUndefined();
  });

  it("shows the example's text as a placeholder, and a default rather than an example where there is one", () => {
    const example = editingSchemas(readSchemaFiles()).blocks.find((b) => b.type === 'hero')!.example as { heading: string; actions: Array<{ label: string }> };
    expect(ui.heading['ui:placeholder']).toBe(`For example: ${example.heading}`);
    expect(ui.actions.items.label['ui:placeholder']).toBe(`For example: ${example.actions[0].label}`);
    expect(ui.size['ui:placeholder']).toBe('Default: large');
  });
});

it('makes x-ref form, plan and package fields pickers of what exists', () => {
  const demoForm = editingSchemas(readSchemaFiles()).blocks.find((b) => b.type === 'demoForm')!.schema;
  const ui = uiSchemaFor(demoForm);
  const picked = Object.values(ui).filter((u) => typeof u === 'object' && u?.['ui:widget'] === 'RefSelect');
  expect(picked).toEqual([expect.objectContaining({ 'ui:options': { ref: 'form' } })]);
});

it('names oneOf variants in words and hides their constant discriminator', () => {
  const split = editingSchemas(readSchemaFiles()).blocks.find((b) => b.type === 'split')!.schema;
  const ui = uiSchemaFor(split);
  const withVariants = Object.values(ui).find((u) => typeof u === 'object' && Array.isArray(u?.oneOf));
  expect(withVariants.oneOf.map((o: Record<string, unknown>) => o['ui:title'])).toContain('Split list aside');
  expect(withVariants.oneOf[0].kind).toEqual({ 'ui:widget': 'hidden' });
});

describe('errors at their fields', () => {
  const error = (path: string, message: string) => ({ file: 'f', line: 1, column: 1, path, message });

  it("puts the validator's errors of one block in RJSF's error schema", () => {
    const errors = [error('blocks[0].heading', 'Empty.'), error('blocks[0].actions[1].href', 'Bad link.'), error('blocks[1].heading', 'Other.')];
    expect(errorSchemaFor(errors, ['blocks', '0'])).toEqual({ heading: { __errors: ['Empty.'] }, actions: { 1: { href: { __errors: ['Bad link.'] } } } });
  });

  it('names the control of a path', () => {
    expect(fieldId(pathSegments('actions[1].href'))).toBe('root_actions_1_href');
  });
});

it('leaves out the empty groups the form adds for optional groups nobody filled in, at any depth, and keeps everything else', () => {
  expect(
    withoutEmptyGroups({ type: 'hero', heading: 'Hi', image: {}, actions: [{ label: 'A', href: '/a' }], cards: [{ title: 'T', image: {} }], tags: [] }),
  ).toEqual({ type: 'hero', heading: 'Hi', actions: [{ label: 'A', href: '/a' }], cards: [{ title: 'T' }], tags: [] });
});
