import { describe, expect, it } from 'vitest';
import { dropIndex, moveTo } from './drop-place.ts';

describe('drop places', () => {
  it('turns before/after a block into the gap a block goes into', () => {
    expect(dropIndex(2, 'before')).toBe(2);
    expect(dropIndex(2, 'after')).toBe(3);
  });
  it('counts the moved block out of the gaps after it', () => {
    // Hero (0) dropped after Rich text (2): gap 3, index 2 once it has left its place.
    expect(moveTo(0, 3)).toBe(2);
    expect(moveTo(3, 1)).toBe(1);
    expect(moveTo(1, 1)).toBe(1);
    expect(moveTo(1, 2)).toBe(1);
  });
});
