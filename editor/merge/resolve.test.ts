import { describe, expect, it } from 'vitest';
import { mergeJson, resolveConflicts, type Conflict, type JsonPath, type MergeResult } from './index.ts';

interface Doc {
  title: string;
  blocks: Array<{ type: string; heading?: string; lead?: string; sections?: Array<{ paragraphs: string[] }> }>;
}
const base: Doc = {
  title: 'T',
  blocks: [
    { type: 'hero', heading: 'Hello', lead: 'Lead' },
    { type: 'richText', sections: [{ paragraphs: ['A.', 'B.', 'C.'] }] },
    { type: 'faq', heading: 'Questions' },
    { type: 'cta', heading: 'Call' },
  ],
};
const edit = (change: (doc: Doc) => void) => {
  const doc = structuredClone(base);
  change(doc);
  return doc;
};

describe('resolveConflicts', () => {
  // Four conflicts of three kinds: a field, a paragraph, a block removed and edited, a field removed and edited.
  const mine = edit((d) => {
    d.title = 'Mine';
    d.blocks[0].heading = 'Hi';
    d.blocks[1].sections![0].paragraphs[1] = 'Bee.';
    d.blocks.splice(2, 1);
    delete d.blocks[2].heading;
  });
  const theirs = edit((d) => {
    d.title = 'Theirs';
    d.blocks[0].lead = 'A new lead';
    d.blocks[1].sections![0].paragraphs[1] = 'Be.';
    d.blocks[2].heading = 'FAQ';
    d.blocks[3].heading = 'Call us';
  });
  const result: MergeResult = mergeJson(base, mine, theirs);

  it('lists the conflicts in document order', () => {
    const paths: JsonPath[] = result.conflicts.map((c: Conflict) => c.path);
    expect(paths).toEqual([['title'], ['blocks', 1, 'sections', 0, 'paragraphs', 1], ['blocks', 2], ['blocks', 3, 'heading']]);
    expect(result.conflicts.map((c) => [c.label, c.kind])).toEqual([
      ['title', 'both-changed'],
      ['Block 2 (Rich text) › sections › Item 1 › paragraphs › Item 2', 'both-changed'],
      ['Block 3 (FAQ)', 'removed-and-edited'],
      ['Block 4 (CTA) › heading', 'removed-and-edited'],
    ]);
  });

  it('applies one choice per conflict, keeping what merged without asking', () => {
    const heading = (doc: unknown, i: number) => (doc as Doc).blocks[i]?.heading;
    const all = (choice: 'mine' | 'theirs') => result.conflicts.map(() => choice);
    const allMine = resolveConflicts(result, all('mine')) as Doc;
    expect(allMine).toEqual(
      edit((d) => {
        d.title = 'Mine';
        d.blocks[0] = { type: 'hero', heading: 'Hi', lead: 'A new lead' };
        d.blocks[1].sections![0].paragraphs[1] = 'Bee.';
        d.blocks.splice(2, 1);
        delete d.blocks[2].heading;
      }),
    );
    const allTheirs = resolveConflicts(result, all('theirs')) as Doc;
    expect(allTheirs).toEqual(
      edit((d) => {
        d.title = 'Theirs';
        d.blocks[0] = { type: 'hero', heading: 'Hi', lead: 'A new lead' };
        d.blocks[1].sections![0].paragraphs[1] = 'Be.';
        d.blocks[2].heading = 'FAQ';
        d.blocks[3].heading = 'Call us';
      }),
    );
    const mixed = resolveConflicts(result, ['theirs', 'mine', 'mine', 'theirs']) as Doc;
    expect(mixed.title).toBe('Theirs');
    expect(mixed.blocks.map((b) => b.type)).toEqual(['hero', 'richText', 'cta']);
    expect(heading(mixed, 2)).toBe('Call us');
    expect(mixed.blocks[1].sections![0].paragraphs).toEqual(['A.', 'Bee.', 'C.']);
  });

  it('does not change the result, and works on a result that went through JSON', () => {
    const before = JSON.stringify(result);
    const copy = JSON.parse(before) as typeof result;
    expect(resolveConflicts(copy, ['mine', 'theirs', 'theirs', 'mine'])).toEqual(resolveConflicts(result, ['mine', 'theirs', 'theirs', 'mine']));
    expect(JSON.stringify(result)).toBe(before);
  });

  it('puts blocks in the chosen order with the choices made inside them', () => {
    const moved = mergeJson(
      base,
      edit((d) => {
        d.blocks.reverse();
        d.blocks[3].heading = 'Mine';
      }),
      edit((d) => {
        d.blocks.push(d.blocks.shift()!);
        d.blocks[3].heading = 'Theirs';
        d.blocks.splice(1, 1); // the FAQ
      }),
    );
    expect(moved.conflicts.map((c) => [c.label, c.kind])).toEqual([
      ['blocks', 'moved-and-moved'],
      ['Block 3 (Hero) › heading', 'both-changed'],
    ]);
    const types = (doc: unknown) => (doc as Doc).blocks.map((b) => `${b.type}${b.type === 'hero' ? `:${b.heading}` : ''}`);
    expect(types(resolveConflicts(moved, ['mine', 'mine']))).toEqual(['cta', 'richText', 'hero:Mine']);
    expect(types(resolveConflicts(moved, ['theirs', 'mine']))).toEqual(['richText', 'cta', 'hero:Mine']);
    expect(types(resolveConflicts(moved, ['theirs', 'theirs']))).toEqual(['richText', 'cta', 'hero:Theirs']);
  });

  it('takes one whole side of a list it could not match', () => {
    const start = { blocks: [{ type: 'stats', heading: 'N', v: 1 }, { type: 'cta' }, { type: 'stats', heading: 'N', v: 2 }] };
    const mine = { blocks: [{ type: 'hero' }, { type: 'stats', heading: 'N', v: 3 }] };
    const theirs = { blocks: [start.blocks[0], { type: 'cta', heading: 'C' }, start.blocks[2]] };
    const result = mergeJson(start, mine, theirs);
    expect(result.conflicts.map((c) => c.kind)).toEqual(['undecidable']);
    expect(resolveConflicts(result, ['mine'])).toEqual(mine);
    expect(resolveConflicts(result, ['theirs'])).toEqual(theirs);
  });

  it('refuses a missing or unknown choice rather than pick a side', () => {
    expect(() => resolveConflicts(result, ['mine'])).toThrow(RangeError);
    expect(() => resolveConflicts(result, ['mine', 'mine', 'mine', 'both' as 'mine'])).toThrow(RangeError);
    expect(resolveConflicts(mergeJson(1, 1, 2), [])).toBe(2);
  });
});
