import { describe, expect, it } from 'vitest';
import { groupKinds } from './palette-groups.ts';

const kinds = [
  { type: 'hero', name: 'Hero', description: 'The opening section of a page' },
  { type: 'cta', name: 'Call to action', description: 'A band with buttons' },
  { type: 'faq', name: 'FAQ', description: 'Questions and answers' },
  { type: 'brandNew', name: 'Brand new', description: 'Not in a group yet' },
];

describe('groupKinds', () => {
  it('puts each kind in its group, in the groups’ order, and unknown kinds under More', () => {
    expect(groupKinds(kinds, '').map((g) => [g.name, g.kinds.map((k) => k.type)])).toEqual([
      ['Heroes', ['hero']],
      ['Content', ['faq']],
      ['Forms and calls to action', ['cta']],
      ['More', ['brandNew']],
    ]);
  });
  it('finds kinds by every word of the search in their name or description, ignoring case', () => {
    expect(groupKinds(kinds, 'CALL action').flatMap((g) => g.kinds.map((k) => k.type))).toEqual(['cta']);
    expect(groupKinds(kinds, 'answers').flatMap((g) => g.kinds.map((k) => k.type))).toEqual(['faq']);
    expect(groupKinds(kinds, 'podcast')).toEqual([]);
  });
});
