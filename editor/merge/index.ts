// Three-way merge of JSON documents (issue #26, "merge, never overwrite"): what someone else saved
// since a page was opened is combined with the unsaved edits, and only real clashes are asked about.
import { mergeValue } from './merge.ts';
import { ROOT } from './place.ts';
import type { Context, MergeResult } from './types.ts';

export { resolveConflicts } from './resolve.ts';
export type { Conflict, JsonPath, MergeResult } from './types.ts';

/**
 * Merges the changes from `base` to `mine` and from `base` to `theirs`. Objects merge key by key,
 * lists of blocks and items by the items' identity (moves, additions and removals included), lists
 * of strings by the runs of items each side edited. `merged` shares unchanged parts with the
 * inputs (read it, do not change it); with nothing changed in `mine` it is `theirs` itself.
 */
export function mergeJson(base: unknown, mine: unknown, theirs: unknown): MergeResult {
  const ctx: Context = { taken: [], conflicts: [], merge: (place, b, m, t) => mergeValue(ctx, place, b, m, t) };
  const merged = mergeValue(ctx, ROOT, base, mine, theirs);
  return { merged, taken: ctx.taken, conflicts: ctx.conflicts };
}

/**
 * Merges three JSON texts (JSON.parse throws on one that is not JSON). Without conflicts, `text` is
 * theirs (the file on disk) rewritten by `rewrite` (editor/json-edits.ts's `rewriteJson`) into the
 * merged data: its layout and key order stay, and the diff shows only what mine adds.
 */
export function mergeText(
  baseText: string,
  mineText: string,
  theirsText: string,
  rewrite: (original: string, next: unknown) => string,
): { text?: string; result: MergeResult } {
  const result = mergeJson(JSON.parse(baseText), JSON.parse(mineText), JSON.parse(theirsText));
  return result.conflicts.length > 0 ? { result } : { text: rewrite(theirsText, result.merged), result };
}
