/**
 * Whether a block of a type may go at an index of the page's blocks, and why not (the placement
 * rules plug in here); `from` is the index of the block being moved, absent for a new one.
 */
export type IsAllowed = (type: string, at: number, from?: number) => { ok: true } | { ok: false; reason: string };

/** The drag type every palette entry carries; its text is the block type. */
export const BLOCK_DRAG_TYPE = 'application/x-editor-block-type';

/** A second drag type per block type: a drop target can tell what is dragged before the drop. */
export const blockDragType = (type: string) => `application/x-editor-block-type+${type}`;
