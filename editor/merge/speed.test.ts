import { expect, it } from 'vitest';
import { mergeJson } from './index.ts';

/** A 200-block page like the editor's benchmark page: every kind of list, a few hundred KB of JSON. */
function bigPage() {
  const kinds = [
    (i: number) => ({
      type: 'hero',
      eyebrow: `Part ${i}`,
      heading: `Heading ${i}`,
      lead: `Lead ${i} `.repeat(8),
      actions: [{ label: 'Go', href: '/request-demo' }],
    }),
    (i: number) => ({ type: 'stats', heading: `Figures ${i}`, items: [1, 2, 3, 4].map((n) => ({ value: `${n * i}%`, label: `measure ${n} of ${i}` })) }),
    (i: number) => ({
      type: 'richText',
      heading: `Story ${i}`,
      sections: [1, 2].map((s) => ({ heading: `Section ${s}`, paragraphs: [1, 2, 3].map((p) => `Paragraph ${p} of block ${i}. `.repeat(6)) })),
    }),
    (i: number) => ({
      type: 'steps',
      heading: `Steps ${i}`,
      steps: [1, 2, 3].map((s) => ({ title: `Step ${s}`, text: `Do ${s} for ${i}.`, points: ['a', 'b'] })),
    }),
    (i: number) => ({ type: 'faq', heading: `Questions ${i}`, items: [1, 2, 3].map((q) => ({ question: `Q${q} ${i}?`, answer: `Answer ${q} `.repeat(10) })) }),
  ];
  return { route: '/big', title: 'Big page', description: 'Two hundred blocks.', blocks: Array.from({ length: 200 }, (_, i) => kinds[i % kinds.length](i)) };
}

it('merges a 200-block page with a few edits on each side in well under 200 ms', () => {
  const text = JSON.stringify(bigPage());
  // Three separate parses, so that nothing is shared and every comparison walks the data.
  const base = JSON.parse(text);
  const mine = JSON.parse(text);
  const theirs = JSON.parse(text);
  mine.blocks[10].heading = 'Mine 10';
  mine.blocks[51].items[2].label = 'mine';
  mine.blocks[102].sections[1].paragraphs[0] = 'Mine.';
  mine.blocks.splice(120, 0, { type: 'hero', heading: 'New' });
  mine.blocks.splice(5, 0, ...mine.blocks.splice(150, 1)); // block 149, after the insertion
  theirs.blocks[20].heading = 'Theirs 20';
  theirs.blocks[102].sections[1].paragraphs[2] = 'Theirs.';
  theirs.blocks[153].steps[1].points.push('c');
  theirs.blocks.splice(190, 1);
  theirs.title = 'Theirs';

  let best = Infinity;
  let result: ReturnType<typeof mergeJson> | undefined;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    result = mergeJson(base, mine, theirs);
    best = Math.min(best, performance.now() - start);
  }
  expect(result!.conflicts).toEqual([]);
  expect(result!.taken).toHaveLength(5);
  const merged = result!.merged as ReturnType<typeof bigPage>;
  expect(merged.blocks).toHaveLength(200);
  expect(merged.blocks[5].heading).toBe('Questions 149');
  expect(merged.blocks[103]).toMatchObject({ sections: [{}, { paragraphs: ['Mine.', expect.any(String), 'Theirs.'] }] });
  // The goal is 50 ms; the bound leaves room for a loaded machine.
  expect(best).toBeLessThan(200);
});
