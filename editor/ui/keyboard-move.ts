import { moveTo } from './drop-place.ts';

/**
 * The outline's keyboard move: Enter on a block's handle picks it up, the arrows choose a gap
 * between blocks, Enter drops it there, Escape puts it back. Kept out of react-aria's drag session:
 * that one rendered every row in view again several times at each step (a 200-block page's pick-up
 * and drop took over 50 ms), where this one changes the picked row and one line.
 */

/** The place a gap is, in the words react-aria's drag used (said by screen readers as the place is chosen). */
export function gapName(labels: readonly string[], gap: number): string {
  if (gap <= 0) return `Insert before ${labels[0] ?? ''}`.trim();
  if (gap >= labels.length) return `Insert after ${labels[labels.length - 1] ?? ''}`.trim();
  return `Insert between ${labels[gap - 1]} and ${labels[gap]}`;
}

/**
 * The next gap from `gap` in the direction `step` (+1 down, −1 up, ±Infinity to the last or first)
 * where the block picked up at `from` may go; `gap` itself when there is none. The two gaps around
 * the block (no move) are always offered; others only when `allowed(to)` says the block may go to index `to`.
 */
export function nextGap(count: number, from: number, gap: number, step: number, allowed: (to: number) => boolean): number {
  const ok = (g: number) => g === from || g === from + 1 || allowed(moveTo(from, g));
  if (step === Infinity || step === -Infinity) {
    const order = step > 0 ? [...Array(count + 1).keys()].reverse() : [...Array(count + 1).keys()];
    return order.find(ok) ?? gap;
  }
  for (let g = gap + step; g >= 0 && g <= count; g += step) if (ok(g)) return g;
  return gap;
}
