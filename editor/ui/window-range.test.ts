import { describe, expect, it } from 'vitest';
import { rowsInView } from './window-range.ts';

describe('rowsInView', () => {
  it('shows a short list whole', () => {
    expect(rowsInView(42, 56, 200, 900)).toStrictEqual({ from: 0, to: 42 });
  });

  it('puts the rows around the window on the page, in blocks of 100', () => {
    // The list starts 200 px down: the window shows rows 0–12.
    expect(rowsInView(10_042, 56, 200, 900)).toStrictEqual({ from: 0, to: 100 });
    // Scrolled 56,000 px into the list: row 1,000 at the top of the window.
    expect(rowsInView(10_042, 56, -56_000, 900)).toStrictEqual({ from: 900, to: 1100 });
    // Near the end, up to the last row.
    expect(rowsInView(10_042, 56, -56 * 10_030, 900)).toStrictEqual({ from: 9900, to: 10_042 });
  });

  it('keeps the last block of a list shortened under a deep scroll', () => {
    expect(rowsInView(150, 56, -56_000, 900)).toStrictEqual({ from: 100, to: 150 });
  });
});
