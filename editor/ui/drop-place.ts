/** The index a block lands at when dropped before or after the block at `target`. */
export function dropIndex(target: number, position: 'before' | 'after'): number {
  return position === 'before' ? target : target + 1;
}

/** Moving the block at `from` to the gap `gap` (0 … number of blocks): its index afterwards. */
export function moveTo(from: number, gap: number): number {
  return gap > from ? gap - 1 : gap;
}
