import { describe, expect, it } from 'vitest';
import { findTextPath, setAtPath } from './inline-text.ts';

const hero = {
  type: 'hero',
  heading: 'Welcome',
  lead: 'A lead',
  actions: [
    { label: 'Book a call', href: '/book' },
    { label: 'Read more', href: '#more', style: 'secondary' },
  ],
};

describe('findTextPath', () => {
  it('finds a heading, a nested button label and nothing for text not in the block', () => {
    expect(findTextPath(hero, 'Welcome')).toEqual(['heading']);
    expect(findTextPath(hero, 'Read more')).toEqual(['actions', 1, 'label']);
    expect(findTextPath(hero, 'Welcome to the page')).toBeUndefined();
  });
  it('never offers an address, a choice or an empty text', () => {
    expect(findTextPath(hero, '/book')).toBeUndefined();
    expect(findTextPath(hero, 'secondary')).toBeUndefined();
    expect(findTextPath({ heading: ' ' }, ' ')).toBeUndefined();
  });
});

describe('setAtPath', () => {
  it('changes one field and keeps the objects off the path', () => {
    const next = setAtPath(hero, ['actions', 1, 'label'], 'Our story');
    expect(next.actions[1]).toEqual({ label: 'Our story', href: '#more', style: 'secondary' });
    expect(next.actions[0]).toBe(hero.actions[0]);
    expect(hero.actions[1].label).toBe('Read more');
  });
});
