// Three-way merge of a list of values (paragraphs, bullets, tags): each side's edits are found
// against the base, edits that touch different items are all made, edits that overlap conflict.
import { describeHunk } from './describe.ts';
import { itemPlace, labelOf } from './place.ts';
import { hunks, type Hunk } from './sequence.ts';
import type { Conflict, Context, Place } from './types.ts';

type Side = 'mine' | 'theirs';
interface Edit extends Hunk {
  side: Side;
}

/**
 * Whether two edits of different sides touch: they change a common base item, or both insert at the
 * same place, or one inserts inside the run the other replaces. Edits that only meet (an insertion
 * just before an edited item, edits of two neighbouring items) do not touch, so both are made.
 */
function touch(a: Edit, b: Edit): boolean {
  const aInserts = a.start === a.end;
  const bInserts = b.start === b.end;
  if (aInserts && bInserts) return a.start === b.start;
  if (aInserts) return b.start < a.start && a.start < b.end;
  if (bInserts) return a.start < b.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

const sameItems = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** What to do with a group of touching edits. */
type Plan =
  | { kind: 'take'; edit: Edit } // an edit of one side only
  | { kind: 'same'; edit: Edit } // the same edit on both sides
  | { kind: 'both'; mine: Edit; theirs: Edit } // both inserted different items at one place: mine first
  | { kind: 'item'; mine: Edit; theirs: Edit } // one item changed (or removed) differently on each side
  | { kind: 'tangle'; mine: Edit[]; theirs: Edit[] }; // overlapping edits of several items

function plan(group: Edit[]): Plan {
  if (group.length === 1) return { kind: 'take', edit: group[0] };
  const mine = group.filter((e) => e.side === 'mine');
  const theirs = group.filter((e) => e.side === 'theirs');
  if (group.length === 2) {
    const [m, t] = [mine[0], theirs[0]];
    if (m.start === t.start && m.end === t.end && sameItems(m.items, t.items)) return { kind: 'same', edit: m };
    if (m.start === m.end && t.start === t.end) return { kind: 'both', mine: m, theirs: t };
    if (m.start === t.start && m.end === m.start + 1 && t.end === t.start + 1 && m.items.length <= 1 && t.items.length <= 1)
      return { kind: 'item', mine: m, theirs: t };
  }
  return { kind: 'tangle', mine, theirs };
}

/** The items of `list` once those of `other` are taken out, one for one (["a", "a", "b"] without ["a"] is ["a", "b"]). */
function without(list: readonly unknown[], other: readonly unknown[]): unknown[] {
  const left = [...other];
  return list.filter((v) => {
    const i = left.indexOf(v);
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
}

/** Base items [from, to) with one side's edits of that run made. */
function apply(base: readonly unknown[], from: number, to: number, edits: readonly Edit[]): unknown[] {
  const out: unknown[] = [];
  let at = from;
  for (const edit of edits) {
    out.push(...base.slice(at, edit.start), ...edit.items);
    at = edit.end;
  }
  out.push(...base.slice(at, to));
  return out;
}

/**
 * Merges lists of scalars that both sides changed. One item changed two ways is a conflict on that
 * item ("… › paragraphs › Item 2"); edits tangled over several items make one conflict on the whole
 * list, whose `mine` and `theirs` are the list with every other edit made and that side's tangled ones.
 */
export function mergeValues(ctx: Context, place: Place, base: unknown[], mine: unknown[], theirs: unknown[]): unknown[] {
  const edits: Edit[] = [...hunks(base, mine).map((h): Edit => ({ ...h, side: 'mine' })), ...hunks(base, theirs).map((h): Edit => ({ ...h, side: 'theirs' }))];
  // By place; at one place an insertion goes before a replacement, and mine before theirs.
  edits.sort((a, b) => a.start - b.start || Number(b.start === b.end) - Number(a.start === a.end) || Number(a.side === 'theirs') - Number(b.side === 'theirs'));
  const groups: Edit[][] = [];
  for (const edit of edits) {
    const last = groups[groups.length - 1];
    if (last?.some((e) => e.side !== edit.side && touch(e, edit))) last.push(edit);
    else groups.push([edit]);
  }

  const merged: unknown[] = []; // the result, with the stand-in of each item conflict
  const asMine: unknown[] = []; // and with mine's side of every conflict, then theirs'
  const asTheirs: unknown[] = [];
  const taken: string[] = [];
  const itemConflicts: Conflict[] = [];
  let tangled = false;
  let at = 0;
  for (const group of groups) {
    const from = Math.min(...group.map((e) => e.start));
    const to = Math.max(...group.map((e) => e.end));
    for (const list of [merged, asMine, asTheirs]) list.push(...base.slice(at, from));
    at = to;
    const p = plan(group);
    if (p.kind === 'take' || p.kind === 'same' || p.kind === 'both') {
      const edit = p.kind === 'both' ? p.mine : p.edit;
      // Of theirs' insertions at the same place, the items mine inserted too are not inserted twice.
      const extra = p.kind === 'both' ? without(p.theirs.items, edit.items) : [];
      const items = [...edit.items, ...extra];
      if (p.kind === 'take' && edit.side === 'theirs') describeHunk(taken, place, base, edit, merged.length);
      if (extra.length > 0) describeHunk(taken, place, base, { start: from, end: from, items: extra }, merged.length + edit.items.length);
      for (const list of [merged, asMine, asTheirs]) list.push(...items);
    } else if (p.kind === 'item') {
      // Each side has the item once or not at all (removed); the stand-in is the one that has it, mine first.
      const [mineHas, theirsHas] = [p.mine.items.length > 0, p.theirs.items.length > 0];
      const standIn = mineHas ? p.mine.items[0] : p.theirs.items[0];
      const { path, label } = itemPlace(place, merged.length, standIn);
      const kind = mineHas && theirsHas ? 'both-changed' : 'removed-and-edited';
      itemConflicts.push({ path, label, base: base[from], mine: p.mine.items[0], theirs: p.theirs.items[0], kind });
      merged.push(standIn);
      asMine.push(...p.mine.items);
      asTheirs.push(...p.theirs.items);
    } else {
      tangled = true;
      asMine.push(...apply(base, from, to, p.mine));
      asTheirs.push(...apply(base, from, to, p.theirs));
      merged.push(...apply(base, from, to, p.mine));
    }
  }
  for (const list of [merged, asMine, asTheirs]) list.push(...base.slice(at));
  ctx.taken.push(...taken);
  if (!tangled) {
    ctx.conflicts.push(...itemConflicts);
    return merged;
  }
  ctx.conflicts.push({ path: place.path, label: labelOf(place), base, mine: asMine, theirs: asTheirs, kind: 'both-changed' });
  return asMine;
}
