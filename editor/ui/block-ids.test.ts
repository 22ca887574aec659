import { describe, expect, it } from 'vitest';
import { blockIds } from './block-ids.ts';

describe('blockIds', () => {
  it('keeps a block’s name when it moves and gives an edited block a new one', () => {
    const a = { type: 'hero' };
    const b = { type: 'cta' };
    const before = blockIds([a, b]);
    expect(blockIds([b, a])).toEqual([before[1], before[0]]);
    const edited = blockIds([{ ...a }, b]);
    expect(edited[0]).not.toBe(before[0]);
    expect(edited[1]).toBe(before[1]);
  });
  it('returns the same array for the same list and two names for one object listed twice', () => {
    const list = [{ type: 'hero' }];
    expect(blockIds(list)).toBe(blockIds(list));
    const twice = blockIds([list[0], list[0]]);
    expect(new Set(twice).size).toBe(2);
  });
});
