import { describe, expect, it } from 'vitest';
import { planMove } from './placement.ts';

const rules = {
  hero: { maxPerPage: 1, first: true, why: 'A page has one hero, and it opens the page.' },
  stats: undefined,
  richText: undefined,
};
const page = { route: '/about-us' };
const blocks = [{ type: 'hero' }, { type: 'stats' }, { type: 'richText' }];

describe('moves by buttons and Alt+arrows', () => {
  it('refuses a move the placement rules forbid, with the rule in words', () => {
    // The hero one place down, and a block one place up above it: the same refusal as a drag gets.
    expect(planMove(rules, page, blocks, 0, 1)).toEqual({ ok: false, reason: 'A page has one hero, and it opens the page.' });
    expect(planMove(rules, page, blocks, 1, 0)).toEqual({ ok: false, reason: 'A page has one hero, and it opens the page.' });
  });
  it('moves a block the rules allow, and leaves the list it was given as it is', () => {
    const move = planMove(rules, page, blocks, 1, 2);
    expect(move).toEqual({ ok: true, blocks: [{ type: 'hero' }, { type: 'richText' }, { type: 'stats' }] });
    expect(move.ok && move.blocks[2]).toBe(blocks[1]);
    expect(blocks.map((b) => b.type)).toEqual(['hero', 'stats', 'richText']);
  });
  it('is no move, without a reason, outside the page or onto its own place', () => {
    expect(planMove(rules, page, blocks, 2, 3)).toEqual({ ok: false });
    expect(planMove(rules, page, blocks, 0, -1)).toEqual({ ok: false });
    expect(planMove(rules, page, blocks, 1, 1)).toEqual({ ok: false });
  });
  it('does not blame a move for a rule the page already breaks', () => {
    // A second hero already on the page: moving the stats block is still allowed.
    const broken = [{ type: 'hero' }, { type: 'stats' }, { type: 'hero' }];
    expect(planMove(rules, page, broken, 1, 2).ok).toBe(true);
  });
});
