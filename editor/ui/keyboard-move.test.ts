import { describe, expect, it } from 'vitest';
import { gapName, nextGap } from './keyboard-move.ts';

describe('gapName', () => {
  const labels = ['Hero Welcome', 'Stats Numbers', 'Rich text About'];
  it('names the gaps as react-aria did: before the first, between two, after the last', () => {
    expect(gapName(labels, 0)).toBe('Insert before Hero Welcome');
    expect(gapName(labels, 2)).toBe('Insert between Stats Numbers and Rich text About');
    expect(gapName(labels, 3)).toBe('Insert after Rich text About');
  });
});

describe('nextGap', () => {
  const everywhere = () => true;
  it('steps one gap at a time and stops at the ends', () => {
    expect(nextGap(5, 1, 2, 1, everywhere)).toBe(3);
    expect(nextGap(5, 1, 2, -1, everywhere)).toBe(1);
    expect(nextGap(5, 1, 5, 1, everywhere)).toBe(5);
    expect(nextGap(5, 1, 0, -1, everywhere)).toBe(0);
  });
  it('jumps to the first or the last gap', () => {
    expect(nextGap(5, 1, 2, Infinity, everywhere)).toBe(5);
    expect(nextGap(5, 1, 2, -Infinity, everywhere)).toBe(0);
  });
  it('passes over the gaps the rules refuse, but always offers the two around the block', () => {
    // Index 0 is refused (a hero keeps the top): the block at 2 cannot go above the first block.
    const notFirst = (to: number) => to !== 0;
    expect(nextGap(5, 2, 2, -1, notFirst)).toBe(1);
    expect(nextGap(5, 2, 1, -1, notFirst)).toBe(1);
    expect(nextGap(5, 2, 1, -Infinity, notFirst)).toBe(1);
    // Nothing allowed: only where it is.
    expect(nextGap(5, 2, 3, 1, () => false)).toBe(3);
    expect(nextGap(5, 2, 3, -1, () => false)).toBe(2);
  });
});
