import { describe, expect, it } from 'vitest';
import { readSchemaFiles } from '../../validator/schemas.ts';
import { editingSchemas } from '../schemas.ts';
import { fieldLabel, messageInWords, readablePath } from './field-words.ts';

const schemas = editingSchemas(readSchemaFiles());
const hero = schemas.blocks.find((b) => b.type === 'hero')!.schema;

describe('readablePath', () => {
  it('names a block field by its label and a list item by its number', () => {
    expect(readablePath(hero, ['actions', '0', 'href'])).toEqual(['Actions', 'Button 1', 'Link']);
  });

  it('goes through variants (a menu item is a link or a dropdown)', () => {
    expect(readablePath(schemas.site, ['header', 'nav', '1', 'links', '0', 'href'])).toEqual(['Header', 'Menu', 'Menu item 2', 'Links', 'Link 1', 'Link']);
  });

  it('names a key the schema does not know in words', () => {
    expect(readablePath(hero, ['newTab'])).toEqual(['New tab']);
    expect(readablePath(schemas.page, ['access', 'requires'])).toEqual(['Access', 'Requires']);
  });
});

describe('fieldLabel', () => {
  it('uses words, never the key of a link', () => {
    expect(fieldLabel({ title: 'Href' }, 'href')).toBe('Link');
    expect(fieldLabel({ title: 'FooterDemo' }, 'demo')).toBe('Demo');
    expect(fieldLabel({}, 'meetingBookingUrl')).toBe('Meeting booking url');
  });
});

describe('messageInWords', () => {
  it("names the field by its label, not the CLI's key", () => {
    expect(messageInWords('"href" is "x y", which is not in the expected form.', hero, ['actions', '0', 'href'])).toBe(
      'Link is "x y", which is not in the expected form.',
    );
    expect(messageInWords('Item 2 of "actions" is missing the required field "href".', hero, ['actions', '1'])).toBe(
      'Button 2 is missing the required field "Link".',
    );
  });

  it('leaves a message without a key as it is', () => {
    expect(messageInWords('The link "/nope" goes to a page that does not exist.', hero, ['actions', '0', 'href'])).toBe(
      'The link "/nope" goes to a page that does not exist.',
    );
  });
});
