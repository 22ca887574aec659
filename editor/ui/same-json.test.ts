import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.ts';

const cases: [unknown, unknown][] = [
  [
    { a: 1, b: [1, 2] },
    { a: 1, b: [1, 2] },
  ],
  [
    { a: 1, b: 2 },
    { b: 2, a: 1 },
  ],
  [{ a: 1, b: undefined }, { a: 1 }],
  [
    [1, undefined],
    [1, null],
  ],
  [
    [1, 2],
    [1, 2, 3],
  ],
  [{ a: { b: 'x' } }, { a: { b: 'y' } }],
  [{ a: null }, { a: {} }],
  [NaN, null],
  [[], {}],
  ['1', 1],
  [null, undefined],
];

describe('sameJson', () => {
  it.each(cases)('agrees with comparing JSON.stringify texts: %j and %j', (a, b) => {
    expect(sameJson(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
  });

  it('compares a long page by reference where its blocks are the same objects', () => {
    const blocks = Array.from({ length: 200 }, (_, i) => ({ type: 'hero', heading: `Block ${i}` }));
    const before = { route: '/x', blocks };
    const after = { ...before, blocks: blocks.map((b, i) => (i === 100 ? { ...b, heading: 'Changed' } : b)) };
    expect(sameJson(before, after)).toBe(false);
    expect(sameJson(before, { ...before, blocks: [...blocks] })).toBe(true);
  });
});
