import { describe, expect, it } from 'vitest';
import { mergeJson } from './index.ts';

type Block = Record<string, unknown> & { type: string };
const hero: Block = { type: 'hero', heading: 'Welcome', lead: 'We answer every call.' };
const stats: Block = {
  type: 'stats',
  heading: 'Results',
  items: [
    { value: '3x', label: 'lead response rate' },
    { value: '65%', label: 'more test drives' },
    { value: '70%', label: 'response time reduction' },
  ],
};
const steps: Block = {
  type: 'steps',
  heading: 'How we work',
  steps: [
    { title: 'Discovery', text: 'We map your calls.', duration: '1-2 weeks' },
    { title: 'Build', text: 'We build the agent.', duration: '2-4 weeks', points: ['Scripts', 'Integrations'] },
    { title: 'Launch', text: 'We go live.' },
  ],
};
const faq: Block = { type: 'faq', heading: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] };
const cta: Block = { type: 'cta', heading: 'Talk to us' };
const page = (...blocks: Block[]) => ({ route: '/x', title: 'X', blocks: structuredClone(blocks) });
const base = () => page(hero, stats, steps, faq, cta);
type Page = ReturnType<typeof base>;
const edit = (change: (blocks: Block[]) => void, from = base()) => {
  change(from.blocks);
  return from;
};
const blocksOf = (merged: unknown) => (merged as Page).blocks;
const move = (blocks: Block[], from: number, to: number) => blocks.splice(to, 0, ...blocks.splice(from, 1));

describe('lists of blocks', () => {
  it('keeps a block added on each side, each after the block it followed', () => {
    const { merged, conflicts, taken } = mergeJson(
      base(),
      edit((b) => b.splice(1, 0, { type: 'cta', heading: 'Mine' })),
      edit((b) => b.splice(4, 0, { type: 'hero', heading: 'Theirs' })),
    );
    expect(conflicts).toEqual([]);
    expect(blocksOf(merged).map((b) => b.heading)).toEqual(['Welcome', 'Mine', 'Results', 'How we work', 'Questions', 'Theirs', 'Talk to us']);
    expect(taken).toEqual(['Block 6 (Hero): added']);
  });

  it('keeps both blocks added at the same place, mine first, and one block added the same on both sides once', () => {
    const same: Block = { type: 'cta', heading: 'Both' };
    const { merged, conflicts } = mergeJson(
      base(),
      edit((b) => b.splice(2, 0, { type: 'cta', heading: 'Mine' }, same)),
      edit((b) => b.splice(2, 0, same, { type: 'hero', heading: 'Theirs' })),
    );
    expect(conflicts).toEqual([]);
    expect(blocksOf(merged).map((b) => b.heading)).toEqual(['Welcome', 'Results', 'Mine', 'Both', 'Theirs', 'How we work', 'Questions', 'Talk to us']);
  });

  it('combines a block moved on one side with an edit of it on the other', () => {
    const mine = edit((b) => move(b, 3, 0)); // the FAQ to the top
    const theirs = edit((b) => {
      b[3].heading = 'Your questions';
      b[1].heading = 'What dealers see';
    });
    const { merged, conflicts, taken } = mergeJson(base(), mine, theirs);
    expect(conflicts).toEqual([]);
    expect(blocksOf(merged)).toEqual(
      edit((b) => {
        b[3].heading = 'Your questions';
        b[1].heading = 'What dealers see';
        move(b, 3, 0);
      }).blocks,
    );
    expect(taken).toEqual(["Block 1 (FAQ) › heading: 'Questions' → 'Your questions'", "Block 3 (Stats) › heading: 'Results' → 'What dealers see'"]);
    // And the other way round: their move, my edit.
    const back = mergeJson(base(), theirs, mine);
    expect(back.conflicts).toEqual([]);
    expect(back.merged).toEqual(merged);
    expect(back.taken).toEqual(['Block 1 (FAQ): moved from position 4']);
  });

  it('combines edits of different fields of one block even when it was also moved and edited', () => {
    const { merged, conflicts } = mergeJson(
      base(),
      edit((b) => {
        b[4].text = 'We reply in minutes.';
        move(b, 4, 1);
      }),
      edit((b) => (b[4].heading = 'Call us')),
    );
    expect(conflicts).toEqual([]);
    expect(blocksOf(merged)[1]).toEqual({ type: 'cta', heading: 'Call us', text: 'We reply in minutes.' });
  });

  it('asks about a block moved and rewritten through and through on one side and edited on the other', () => {
    const { conflicts } = mergeJson(
      base(),
      edit((b) => {
        b[4].heading = 'Call us';
        move(b, 4, 1);
      }),
      edit((b) => (b[4].text = 'We reply in minutes.')),
    );
    // Nothing of it is left to tell it from a new block: it reads as removed and added, and the edit is not lost.
    expect(conflicts).toMatchObject([
      { path: ['blocks', 5], label: 'Block 6 (CTA)', mine: undefined, theirs: { text: 'We reply in minutes.' }, kind: 'removed-and-edited' },
    ]);
  });

  it('reports a block removed on one side and edited on the other, with the edit kept meanwhile', () => {
    const removed = edit((b) => b.splice(3, 1));
    const edited = edit((b) => (b[3].heading = 'Your questions'));
    const { merged, conflicts } = mergeJson(base(), removed, edited);
    expect(conflicts).toEqual([
      { path: ['blocks', 3], label: 'Block 4 (FAQ)', base: faq, mine: undefined, theirs: { ...faq, heading: 'Your questions' }, kind: 'removed-and-edited' },
    ]);
    expect(blocksOf(merged)[3].heading).toBe('Your questions');
    expect(mergeJson(base(), edited, removed).conflicts).toMatchObject([{ path: ['blocks', 3], mine: { heading: 'Your questions' }, theirs: undefined }]);
  });

  it('removes a block removed on one side and left alone on the other', () => {
    const { merged, conflicts, taken } = mergeJson(
      base(),
      edit((b) => (b[0].heading = 'Hello')),
      edit((b) => b.splice(2, 1)),
    );
    expect(conflicts).toEqual([]);
    expect(blocksOf(merged).map((b) => b.type)).toEqual(['hero', 'stats', 'faq', 'cta']);
    expect(taken).toEqual(['Block 3 (Steps): removed']);
  });

  it('reports blocks moved differently on both sides, with the edits inside merged in both orders', () => {
    const { merged, conflicts } = mergeJson(
      base(),
      edit((b) => move(b, 4, 0)),
      edit((b) => {
        move(b, 0, 4);
        b[0].heading = 'Numbers';
      }),
    );
    const withEdit = edit((b) => (b[1].heading = 'Numbers')).blocks;
    const [h, s, st, f, c] = withEdit;
    expect(conflicts).toEqual([
      { path: ['blocks'], label: 'blocks', base: base().blocks, mine: [c, h, s, st, f], theirs: [s, st, f, c, h], kind: 'moved-and-moved' },
    ]);
    expect(blocksOf(merged)).toEqual([c, h, s, st, f]);
  });

  it('takes one order when both sides moved blocks the same way', () => {
    const moved = (b: Block[]) => move(b, 2, 0);
    const { merged, conflicts } = mergeJson(
      base(),
      edit((b) => {
        moved(b);
        b[0].heading = 'Steps';
      }),
      edit(moved),
    );
    expect(conflicts).toEqual([]);
    expect(blocksOf(merged).map((b) => b.heading)).toEqual(['Steps', 'Welcome', 'Results', 'Questions', 'Talk to us']);
  });

  it('asks instead of guessing when two blocks are equally likely to be the one edited', () => {
    const a: Block = { type: 'stats', heading: 'Numbers', items: [{ value: '1', label: 'one' }] };
    const b: Block = { type: 'stats', heading: 'Numbers', items: [{ value: '2', label: 'two' }] };
    const start = page(a, cta, b);
    // Mine replaced the call to action with a hero, and kept one "Numbers" block with new figures: which one?
    const mine = page({ type: 'hero', heading: 'Hi' }, { type: 'stats', heading: 'Numbers', items: [{ value: '3', label: 'three' }] });
    const theirs = edit((blocks) => (blocks[1].heading = 'Call'), page(a, cta, b));
    const { merged, conflicts } = mergeJson(start, mine, theirs);
    expect(conflicts).toEqual([{ path: ['blocks'], label: 'blocks', base: start.blocks, mine: mine.blocks, theirs: theirs.blocks, kind: 'undecidable' }]);
    expect(blocksOf(merged)).toEqual(mine.blocks);
  });
});

describe('lists of items inside blocks', () => {
  it('combines edits of different stats, an added stat and a removed one', () => {
    const { merged, conflicts, taken } = mergeJson(
      base(),
      edit((b) => {
        const items = b[1].items as Array<Record<string, string>>;
        items[0].value = '4x';
        items.push({ value: '24/7', label: 'answered calls' });
      }),
      edit((b) => {
        const items = b[1].items as Array<Record<string, string>>;
        items[2].label = 'faster replies';
        items.splice(1, 1);
      }),
    );
    expect(conflicts).toEqual([]);
    expect(blocksOf(merged)[1].items).toEqual([
      { value: '4x', label: 'lead response rate' },
      { value: '70%', label: 'faster replies' },
      { value: '24/7', label: 'answered calls' },
    ]);
    expect(taken).toEqual([
      'Block 2 (Stats) › items › Item 2: removed',
      "Block 2 (Stats) › items › Item 2 › label: 'response time reduction' → 'faster replies'",
    ]);
  });

  it('combines edits of different fields of one step, and reports the same field edited twice', () => {
    const step = (b: Block[]) => (b[2].steps as Array<Record<string, unknown>>)[1];
    const { merged, conflicts } = mergeJson(
      base(),
      edit((b) => {
        step(b).text = 'We build and test the agent.';
        step(b).duration = '3 weeks';
      }),
      edit((b) => {
        step(b).title = 'Build & test';
        step(b).duration = '4 weeks';
      }),
    );
    expect(step(blocksOf(merged))).toEqual({
      title: 'Build & test',
      text: 'We build and test the agent.',
      duration: '3 weeks',
      points: ['Scripts', 'Integrations'],
    });
    expect(conflicts).toEqual([
      {
        path: ['blocks', 2, 'steps', 1, 'duration'],
        label: 'Block 3 (Steps) › steps › Item 2 › duration',
        base: '2-4 weeks',
        mine: '3 weeks',
        theirs: '4 weeks',
        kind: 'both-changed',
      },
    ]);
  });

  it('combines a step moved on one side with its points edited on the other', () => {
    const steps = (b: Block[]) => b[2].steps as Array<Record<string, unknown>>;
    const { merged, conflicts } = mergeJson(
      base(),
      edit((b) => steps(b).reverse()),
      edit((b) => (steps(b)[1].points as string[]).push('Testing')),
    );
    expect(conflicts).toEqual([]);
    expect(steps(blocksOf(merged)).map((s) => s.title)).toEqual(['Launch', 'Build', 'Discovery']);
    expect(steps(blocksOf(merged))[1].points).toEqual(['Scripts', 'Integrations', 'Testing']);
  });
});
