import { describe, expect, it } from 'vitest';
import { mergeJson } from './index.ts';

interface Block {
  type: string;
  heading?: string;
  lead?: string;
  eyebrow?: string;
  sections?: Array<{ heading: string; paragraphs: string[] }>;
  items?: Array<{ question: string; answer: string }>;
}
interface Page {
  $schema: string;
  route: string;
  title: string;
  description?: string;
  blocks: Block[];
}
const page = (): Page => ({
  $schema: '../../schema/page.schema.json',
  route: '/about-us',
  title: 'About us',
  description: 'Who we are.',
  blocks: [
    { type: 'hero', heading: 'Seventeen years', lead: 'We build software.' },
    { type: 'richText', heading: 'Our story', sections: [{ heading: 'Start', paragraphs: ['One.', 'Two.', 'Three.'] }] },
    { type: 'faq', heading: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] },
    { type: 'planCards', heading: 'Plans' },
  ],
});
const edit = (change: (p: Page) => void) => {
  const p = page();
  change(p);
  return p;
};

describe('objects', () => {
  it('combines changes to different fields, also inside one block', () => {
    const mine = edit((p) => {
      p.title = 'About Rivo';
      p.blocks[0].heading = 'Eighteen years';
    });
    const theirs = edit((p) => {
      p.description = 'Who we are and what we do.';
      p.blocks[0].lead = 'We build agents.';
    });
    const { merged, conflicts, taken } = mergeJson(page(), mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(
      edit((p) => {
        p.title = 'About Rivo';
        p.description = 'Who we are and what we do.';
        p.blocks[0].heading = 'Eighteen years';
        p.blocks[0].lead = 'We build agents.';
      }),
    );
    expect(taken).toEqual(["description: 'Who we are.' → 'Who we are and what we do.'", "Block 1 (Hero) › lead: 'We build software.' → 'We build agents.'"]);
  });

  it('reports the same field changed two ways as a conflict with the three values, mine in place meanwhile', () => {
    const { merged, conflicts } = mergeJson(
      page(),
      edit((p) => (p.blocks[2].heading = 'Your questions')),
      edit((p) => (p.blocks[2].heading = 'FAQ')),
    );
    expect(conflicts).toEqual([
      { path: ['blocks', 2, 'heading'], label: 'Block 3 (FAQ) › heading', base: 'Questions', mine: 'Your questions', theirs: 'FAQ', kind: 'both-changed' },
    ]);
    expect((merged as Page).blocks[2].heading).toBe('Your questions');
  });

  it('does not count the same change made on both sides as a conflict, nor as taken', () => {
    const both = (p: Page) => {
      p.title = 'Same';
      p.blocks[1].sections![0].paragraphs[1] = 'Deux.';
      p.blocks.push({ type: 'planCards', heading: 'More plans' });
    };
    const result = mergeJson(page(), edit(both), edit(both));
    expect(result).toEqual({ merged: edit(both), taken: [], conflicts: [] });
  });

  it('returns theirs itself when mine changed nothing, and mine when theirs changed nothing', () => {
    const theirs = edit((p) => (p.title = 'New'));
    expect(mergeJson(page(), page(), theirs).merged).toBe(theirs);
    expect(mergeJson(page(), page(), page())).toEqual({ merged: page(), taken: [], conflicts: [] });
    const mine = edit((p) => (p.title = 'Mine'));
    expect(mergeJson(page(), mine, page())).toEqual({ merged: mine, taken: [], conflicts: [] });
  });

  it('takes keys added on one side, removes keys removed on one side and left alone on the other', () => {
    const mine = edit((p) => {
      p.blocks[0].eyebrow = 'About';
      delete p.description;
    });
    const theirs = edit((p) => {
      Object.assign(p, { breadcrumb: [{ label: 'Home', href: '/' }] });
      delete p.blocks[1].heading;
    });
    const { merged, conflicts, taken } = mergeJson(page(), mine, theirs);
    expect(conflicts).toEqual([]);
    const m = merged as Page & { breadcrumb: unknown };
    expect(m.description).toBeUndefined();
    expect('heading' in m.blocks[1]).toBe(false);
    expect(m.blocks[0]).toEqual({ type: 'hero', heading: 'Seventeen years', lead: 'We build software.', eyebrow: 'About' });
    expect(m.breadcrumb).toEqual([{ label: 'Home', href: '/' }]);
    expect(taken).toEqual(["Block 2 (Rich text) › heading: removed 'Our story'", 'breadcrumb: added 1 item']);
  });

  it('reports a field removed on one side and edited on the other, keeping the edit meanwhile', () => {
    const removed = edit((p) => delete p.blocks[0].lead);
    const edited = edit((p) => (p.blocks[0].lead = 'We build agents.'));
    for (const [mine, theirs] of [
      [removed, edited],
      [edited, removed],
    ]) {
      const { merged, conflicts } = mergeJson(page(), mine, theirs);
      expect(conflicts).toEqual([
        {
          path: ['blocks', 0, 'lead'],
          label: 'Block 1 (Hero) › lead',
          base: 'We build software.',
          mine: (mine as Page).blocks[0].lead,
          theirs: (theirs as Page).blocks[0].lead,
          kind: 'removed-and-edited',
        },
      ]);
      expect((merged as Page).blocks[0].lead).toBe('We build agents.');
    }
  });

  it("keeps mine's key order, with keys only theirs has after them in theirs' order", () => {
    const base = { a: 1, b: 2, c: 3 };
    const { merged } = mergeJson(base, { c: 3, a: 10, b: 2, m: 0 }, { b: 2, y: 1, a: 1, c: 30, x: 2 });
    expect(Object.keys(merged as object)).toEqual(['c', 'a', 'b', 'm', 'y', 'x']);
    expect(merged).toEqual({ a: 10, b: 2, c: 30, m: 0, x: 2, y: 1 });
  });

  it('combines the fields of an object added under one key on both sides', () => {
    const { merged, conflicts } = mergeJson({}, { action: { label: 'Go', href: '/a' } }, { action: { label: 'Go', href: '/a', style: 'secondary' } });
    expect(conflicts).toEqual([]);
    expect(merged).toEqual({ action: { label: 'Go', href: '/a', style: 'secondary' } });
  });

  it('merges scalars and values of different kinds as wholes', () => {
    expect(mergeJson(1, 1, 2).merged).toBe(2);
    expect(mergeJson(1, 3, 1).merged).toBe(3);
    expect(mergeJson(1, 2, 3).conflicts).toEqual([{ path: [], label: 'Whole document', base: 1, mine: 2, theirs: 3, kind: 'both-changed' }]);
    expect(mergeJson({ a: 'x' }, { a: ['x'] }, { a: { v: 'x' } }).conflicts).toMatchObject([{ path: ['a'], label: 'a', kind: 'both-changed' }]);
  });

  it('keeps a "__proto__" key as data', () => {
    const base = JSON.parse('{"__proto__": {"a": 1}, "b": 1}') as object;
    const { merged } = mergeJson(base, JSON.parse('{"__proto__": {"a": 2}, "b": 1}'), JSON.parse('{"__proto__": {"a": 1}, "b": 2}'));
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(JSON.stringify(merged)).toBe('{"__proto__":{"a":2},"b":2}');
  });
});

describe('labels and the taken list', () => {
  it('names blocks by number and type in words, and items by number', () => {
    const mine = edit((p) => (p.title = 'Mine'));
    const theirs = edit((p) => {
      p.blocks[1].sections![0].paragraphs[0] = 'Uno.';
      p.blocks[2].items![0].answer = 'Because we can.';
      p.blocks[3].heading = 'Pick a plan';
    });
    expect(mergeJson(page(), mine, theirs).taken).toEqual([
      "Block 2 (Rich text) › sections › Item 1 › paragraphs › Item 1: 'One.' → 'Uno.'",
      "Block 3 (FAQ) › items › Item 1 › answer: 'Because.' → 'Because we can.'",
      "Block 4 (Plan cards) › heading: 'Plans' → 'Pick a plan'",
    ]);
  });

  it('cuts long texts to about 40 characters and says what was added or removed', () => {
    const long = 'A very long lead that goes on and on about everything we do';
    const theirs = edit((p) => {
      p.blocks[0].lead = long;
      p.blocks.splice(3, 1);
      p.blocks.push({ type: 'caseStudies', heading: 'Work' });
    });
    const { taken } = mergeJson(
      page(),
      edit((p) => (p.title = 'Mine')),
      theirs,
    );
    expect(taken).toEqual([
      "Block 1 (Hero) › lead: 'We build software.' → 'A very long lead that goes on and on ab…'",
      'Block 4 (Plan cards): removed',
      'Block 4 (Case studies): added',
    ]);
    expect(taken[0].split('→ ')[1].length).toBeLessThanOrEqual(42);
  });
});
