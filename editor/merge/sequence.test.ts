import { describe, expect, it } from 'vitest';
import { mergeJson } from './index.ts';
import { commonPairs } from './sequence.ts';

/** A small seeded generator, so that a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    return ((seed ^ (seed >>> 13)) >>> 0) / 2 ** 32;
  };
}

function lcsLength(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j];
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
      diagonal = up;
    }
  }
  return row[b.length];
}

describe('commonPairs', () => {
  it('finds a longest common subsequence (against the textbook algorithm, on random lists)', () => {
    const next = random(26);
    for (let round = 0; round < 300; round++) {
      const list = () => Array.from({ length: Math.floor(next() * 30) }, () => 'abcde'[Math.floor(next() * 5)]);
      const [a, b] = [list(), list()];
      const pairs = commonPairs(a.length, b.length, (i, j) => a[i] === b[j]);
      pairs.forEach(([i, j], n) => {
        expect(a[i]).toBe(b[j]);
        if (n > 0) expect(i > pairs[n - 1][0] && j > pairs[n - 1][1]).toBe(true);
      });
      expect(pairs.length).toBe(lcsLength(a, b));
    }
  });
});

describe('lists of values, on random edits', () => {
  it('combines any edits of the first half on one side with any edits of the second half on the other', () => {
    const next = random(2026);
    let word = 0;
    const fresh = () => `w${word++}`;
    /** The list with a few random replacements, removals and insertions between items from and to. */
    const edit = (list: string[], from: number, to: number) => {
      const out = list.slice(0, from);
      for (let i = from; i < to; i++) {
        const r = next();
        if (r < 0.15) out.push(fresh());
        else if (r < 0.25) continue;
        else if (r < 0.35) out.push(fresh(), list[i]);
        else out.push(list[i]);
      }
      return [...out, ...list.slice(to)];
    };
    for (let round = 0; round < 200; round++) {
      const base = Array.from({ length: 4 + Math.floor(next() * 20) }, fresh);
      const middle = Math.floor(base.length / 2);
      // One untouched item between the two halves, so that no edit of one side touches one of the other.
      const mine = edit(base, 0, middle);
      const theirs = edit(base, middle + 1, base.length);
      const expected = [...mine.slice(0, mine.length - (base.length - middle)), ...theirs.slice(middle)];
      const { merged, conflicts } = mergeJson(base, mine, theirs);
      expect(conflicts).toEqual([]);
      expect(merged).toEqual(expected);
      expect(mergeJson(base, theirs, mine).merged).toEqual(expected);
    }
  });
});

describe('lists of blocks, on random edits', () => {
  it('combines any edits, moves, removals and additions of blocks in the first half on one side with those of the second half on the other', () => {
    const next = random(7);
    const types = ['hero', 'stats', 'richText', 'faq', 'cta'];
    let n = 0;
    const block = () => ({ type: types[Math.floor(next() * types.length)], heading: `Heading ${n}`, lead: `Lead ${n++}` });
    type Block = ReturnType<typeof block> & { eyebrow?: string };
    const edit = (list: Block[], from: number, to: number) => {
      const out = list.slice(0, from).map((b) => ({ ...b }));
      for (let i = from; i < to; i++) {
        const r = next();
        if (r < 0.1) continue;
        if (r < 0.2) out.push(block());
        if (r < 0.35) out.push({ ...list[i], heading: `Edited ${n++}` });
        else if (r < 0.45) out.push({ ...list[i], eyebrow: `Eyebrow ${n++}` });
        else out.push({ ...list[i] });
      }
      // Sometimes a block moved within the half, on mine's side only: moves on both sides conflict, by rule.
      const edited = out.length - from;
      if (from === 0 && edited > 2 && next() < 0.5) out.splice(from + Math.floor(next() * edited), 0, ...out.splice(from + Math.floor(next() * edited), 1));
      return [...out, ...list.slice(to).map((b) => ({ ...b }))];
    };
    for (let round = 0; round < 200; round++) {
      const base = Array.from({ length: 3 + Math.floor(next() * 20) }, block);
      const middle = Math.floor(base.length / 2);
      const mine = edit(base, 0, middle);
      const theirs = edit(base, middle + 1, base.length);
      const expected = [...mine.slice(0, mine.length - (base.length - middle)), ...theirs.slice(middle)];
      const result = mergeJson({ blocks: base }, { blocks: mine }, { blocks: theirs });
      expect(result.conflicts).toEqual([]);
      expect(result.merged).toEqual({ blocks: expected });
    }
  });
});
