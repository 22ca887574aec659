import { describe, expect, it } from 'vitest';
import { mergeJson } from './index.ts';

const P = ['One.', 'Two.', 'Three.', 'Four.', 'Five.'];
const section = (paragraphs: string[]) => ({ blocks: [{ type: 'richText', sections: [{ heading: 'Story', paragraphs }] }] });
const paragraphsOf = (doc: unknown) => (doc as ReturnType<typeof section>).blocks[0].sections[0].paragraphs;
const merge = (mine: string[], theirs: string[]) => mergeJson(section(P), section(mine), section(theirs));
const at = (i: number) => ['blocks', 0, 'sections', 0, 'paragraphs', i];
const label = (i: number) => `Block 1 (Rich text) › sections › Item 1 › paragraphs › Item ${i}`;

describe('lists of strings', () => {
  it('combines paragraphs edited in different places, also next to each other', () => {
    const far = merge(['Uno.', 'Two.', 'Three.', 'Four.', 'Five.'], ['One.', 'Two.', 'Three.', 'Four.', 'Cinq.']);
    expect(far.conflicts).toEqual([]);
    expect(paragraphsOf(far.merged)).toEqual(['Uno.', 'Two.', 'Three.', 'Four.', 'Cinq.']);
    expect(far.taken).toEqual([`${label(5)}: 'Five.' → 'Cinq.'`]);

    const near = merge(['Uno.', 'Two.', 'Three.', 'Four.', 'Five.'], ['One.', 'Dos.', 'Three.', 'Four.', 'Five.']);
    expect(near.conflicts).toEqual([]);
    expect(paragraphsOf(near.merged)).toEqual(['Uno.', 'Dos.', 'Three.', 'Four.', 'Five.']);
  });

  it('combines paragraphs added, removed and edited on different sides', () => {
    const { merged, conflicts, taken } = merge(['Zero.', 'One.', 'Two.', 'Three.', 'Five.'], ['One.', 'Two.', 'Trois.', 'Four.', 'Five.', 'Six.']);
    expect(conflicts).toEqual([]);
    expect(paragraphsOf(merged)).toEqual(['Zero.', 'One.', 'Two.', 'Trois.', 'Five.', 'Six.']);
    expect(taken).toEqual([`${label(4)}: 'Three.' → 'Trois.'`, `${label(6)}: added 'Six.'`]);
  });

  it('keeps paragraphs both sides added at one place, mine first, and one added on both once', () => {
    const { merged, conflicts } = merge([...P, 'Mine.', 'Both.'], [...P, 'Both.', 'Theirs.']);
    expect(conflicts).toEqual([]);
    expect(paragraphsOf(merged)).toEqual([...P, 'Mine.', 'Both.', 'Theirs.']);
  });

  it('reports one paragraph edited two ways, or removed and edited, as a conflict on that paragraph', () => {
    const both = merge(['One.', 'Two!', 'Three.', 'Four.', 'Five.'], ['One.', 'Two?', 'Three.', 'Four.', 'Cinq.']);
    expect(both.conflicts).toEqual([{ path: at(1), label: label(2), base: 'Two.', mine: 'Two!', theirs: 'Two?', kind: 'both-changed' }]);
    expect(paragraphsOf(both.merged)).toEqual(['One.', 'Two!', 'Three.', 'Four.', 'Cinq.']);

    const removed = merge(['One.', 'Three.', 'Four.', 'Five.'], ['One.', 'Two?', 'Three.', 'Four.', 'Five.']);
    expect(removed.conflicts).toEqual([{ path: at(1), label: label(2), base: 'Two.', mine: undefined, theirs: 'Two?', kind: 'removed-and-edited' }]);
    expect(paragraphsOf(removed.merged)).toEqual(['One.', 'Two?', 'Three.', 'Four.', 'Five.']);
  });

  it('reports overlapping edits of several paragraphs as one conflict on the list, with the other edits made on both sides of it', () => {
    const { merged, conflicts } = merge(['One.', 'Deux et trois.', 'Four.', 'Five.'], ['One.', 'Two.', 'Drei.', 'Four.', 'Fünf.']);
    expect(conflicts).toEqual([
      {
        path: ['blocks', 0, 'sections', 0, 'paragraphs'],
        label: 'Block 1 (Rich text) › sections › Item 1 › paragraphs',
        base: P,
        mine: ['One.', 'Deux et trois.', 'Four.', 'Fünf.'],
        theirs: ['One.', 'Two.', 'Drei.', 'Four.', 'Fünf.'],
        kind: 'both-changed',
      },
    ]);
    expect(paragraphsOf(merged)).toEqual(['One.', 'Deux et trois.', 'Four.', 'Fünf.']);
  });

  it('does not count the same edit made on both sides as a conflict', () => {
    const same = ['One.', 'Deux.', 'Three.', 'Five.'];
    expect(merge(same, [...same])).toEqual({ merged: section(same), taken: [], conflicts: [] });
  });

  it('merges lists of numbers, booleans and nulls the same way', () => {
    expect(mergeJson([1, 2, 3, 4], [0, 1, 2, 3, 4], [1, 2, 3, 5]).merged).toEqual([0, 1, 2, 3, 5]);
    expect(mergeJson([1, 2, 3], [1, null, 3], [1, false, 3]).conflicts).toEqual([
      { path: [1], label: 'Item 2', base: 2, mine: null, theirs: false, kind: 'both-changed' },
    ]);
  });
});
