/**
 * Blocks have no id in the page file. The editor names each block object once: a move keeps the
 * object (and so its name), an edit gives the edited block a new object. Lists keyed by these
 * names follow a moved block (focus, selection) instead of the place it left.
 */
const names = new WeakMap<object, string>();
const lists = new WeakMap<readonly object[], string[]>();
let count = 0;

/** One name per block of the list, the same array for the same list. */
export function blockIds(blocks: readonly object[]): string[] {
  const known = lists.get(blocks);
  if (known) return known;
  const seen = new Set<string>();
  const ids = blocks.map((b) => {
    let id = names.get(b);
    if (!id) names.set(b, (id = `block-${++count}`));
    // The same object twice in one list (never written by the editor) still gets two names.
    if (seen.has(id)) id = `${id}-${seen.size}`;
    seen.add(id);
    return id;
  });
  lists.set(blocks, ids);
  return ids;
}
