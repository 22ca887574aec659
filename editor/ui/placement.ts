import { whyNotMoved } from '../../validator/placement-rules.ts';

/**
 * Whether a block of a type may go at an index of the page's blocks, and why not (the placement
 * rules plug in here); `from` is the index of the block being moved, absent for a new one.
 */
export type IsAllowed = (type: string, at: number, from?: number) => { ok: true } | { ok: false; reason: string };

/** The drag type every palette entry carries; its text is the block type. */
export const BLOCK_DRAG_TYPE = 'application/x-editor-block-type';

/** A second drag type per block type: a drop target can tell what is dragged before the drop. */
export const blockDragType = (type: string) => `application/x-editor-block-type+${type}`;

type Rules = Parameters<typeof whyNotMoved>[0];
type Place = Parameters<typeof whyNotMoved>[1];

/**
 * A move of the block at `from` to `to`, as every way of moving does it (buttons, Alt+arrows,
 * drags): the page's blocks in their new order, or the placement rule's reason it is refused.
 * A place outside the page, or the block's own, is no move.
 */
export function planMove<B extends { type?: unknown }>(
  rules: Rules,
  page: Place,
  blocks: readonly B[],
  from: number,
  to: number,
): { ok: true; blocks: B[] } | { ok: false; reason?: string } {
  if (from === to || from < 0 || from >= blocks.length || to < 0 || to >= blocks.length) return { ok: false };
  const reason = whyNotMoved(rules, page, blocks, from, to);
  if (reason) return { ok: false, reason };
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return { ok: true, blocks: next };
}
