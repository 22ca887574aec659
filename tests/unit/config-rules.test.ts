/**
 * The page checks the block schemas state beyond shape, pinned word for word like the others
 * (config-errors.test.ts): where blocks may go ("x-placement"), sample text left from a block's
 * example, and what mailto: and tel: links carry. Each case is tests/fixtures/bad-config/rules-<case>/.
 */
import { describe, expect, it } from 'vitest';
import { blockRules } from '../../validator/block-rules.ts';
import { insertPosition, whyNotHere, whyNotMoved, type PlacementRule } from '../../validator/placement-rules.ts';
import { createValidators, readSchemaFiles } from '../../validator/schemas.ts';
import type { ConfigError } from '../../validator/types.ts';
import { badConfigCases, loadFixture } from './fixture-config.ts';

const home = 'site.config/pages/home.json';
const about = 'site.config/pages/about.json';
const SAMPLE_HINT = "Write this page's own text here; the sample only shows what kind of text goes in the field.";
const block = (index: number, count: number, type: string) => ({ index, count, type });

const cases: Record<string, { title: string; errors: ConfigError[] }> = {
  'rules-second-hero': {
    title: 'a second hero and a second voice widget are refused at the second one',
    errors: [
      {
        file: home,
        line: 9,
        column: 15,
        path: 'blocks[2].type',
        block: block(2, 5, 'hero'),
        message: 'This page already has a "Hero" block (block 1). A page has one hero, and it opens the page.',
        hint: 'Remove this block, or move what it says into block 1.',
      },
      {
        file: home,
        line: 11,
        column: 15,
        path: 'blocks[4].type',
        block: block(4, 5, 'voiceWidget'),
        message: 'This page already has a "Voice widget" block (block 4). A page has at most one voice widget.',
        hint: 'Remove this block, or move what it says into block 4.',
      },
    ],
  },
  'rules-hero-not-first': {
    title: 'a hero below another block',
    errors: [
      {
        file: about,
        line: 13,
        column: 15,
        path: 'blocks[1].type',
        block: block(1, 2, 'hero'),
        message: 'The "Hero" block is block 2, but it must open the page.',
        hint: 'Move it to the top of the page, as block 1.',
      },
    ],
  },
  'rules-not-found-elsewhere': {
    title: 'a not-found block on a page other than the not-found page',
    errors: [
      {
        file: about,
        line: 9,
        column: 15,
        path: 'blocks[2].type',
        block: block(2, 3, 'notFound'),
        message: 'The "Not found" block belongs only on the not-found page (route "*"), and this page\'s route is "/about-us".',
        hint: 'Remove this block; the not-found page is the page file with "route": "*".',
      },
    ],
  },
  'rules-thank-you-public': {
    title: 'a thank-you block on a page every visitor can open',
    errors: [
      {
        file: 'site.config/pages/thanks.json',
        line: 8,
        column: 15,
        path: 'blocks[0].type',
        block: block(0, 1, 'thankYou'),
        message: 'The "Thank you" block belongs only on a page shown after a payment, and this page is open to every visitor.',
        hint: 'Remove this block, or add "access": { "requires": "payment", "redirectTo": "/" } to this page.',
      },
    ],
  },
  'rules-sample-text': {
    title: 'texts left as the block example\'s sample are refused, each at its field; one word ("FAQ") is not sample text',
    errors: [
      {
        file: about,
        line: 14,
        column: 23,
        path: 'blocks[2].items[0].question',
        block: block(2, 3, 'faq'),
        message:
          '"items[0].question" of the "FAQ" block is still the sample text of its example ("How long does a typical rollout take?"), which the site would publish as it is.',
        hint: SAMPLE_HINT,
      },
      {
        file: about,
        line: 15,
        column: 23,
        path: 'blocks[2].items[1].question',
        block: block(2, 3, 'faq'),
        message:
          '"items[1].question" of the "FAQ" block is still the sample text of its example ("Is the discovery fee refundable?"), which the site would publish as it is.',
        hint: SAMPLE_HINT,
      },
      {
        file: about,
        line: 15,
        column: 70,
        path: 'blocks[2].items[1].answer[0]',
        block: block(2, 3, 'faq'),
        message:
          '"items[1].answer[0]" of the "FAQ" block is still the sample text of its example ("No. The fee pays for the consultants\' time and is non-refundable once the engagement has started."), which the site would publish as it is.',
        hint: SAMPLE_HINT,
      },
    ],
  },
  'rules-contact-links': {
    title: 'mailto: links need e-mail addresses and tel: links 7 to 15 digits; several addresses and a subject are fine',
    errors: [
      {
        file: about,
        line: 18,
        column: 37,
        path: 'blocks[2].actions[0].href',
        block: block(2, 5, 'cta'),
        message: 'The e-mail link "mailto:not-an-email" does not hold a valid e-mail address.',
        hint: 'Write it like "mailto:hello@example.com", with no spaces.',
      },
      {
        file: about,
        line: 19,
        column: 36,
        path: 'blocks[2].actions[1].href',
        block: block(2, 5, 'cta'),
        message: 'The phone link "tel:12" has 2 digits, so it cannot be a phone number (they have 7 to 15, with the country code).',
        hint: 'Write the whole number with its country code, for example "tel:+14155550123".',
      },
      {
        file: about,
        line: 30,
        column: 95,
        path: 'blocks[4].actions[0].href',
        block: block(4, 5, 'cta'),
        message: 'The e-mail link "mailto:hello@example.com,sales@" does not hold a valid e-mail address: "sales@" is not one.',
        hint: 'Write it like "mailto:hello@example.com", with no spaces.',
      },
    ],
  },
};

describe('block rules on bad-config fixtures', () => {
  it('every rules-… fixture folder has a case', () => {
    expect(Object.keys(cases).sort()).toStrictEqual(badConfigCases().filter((n) => n.startsWith('rules-')));
  });

  for (const [name, { title, errors }] of Object.entries(cases)) {
    it(`${name}: ${title}`, () => {
      const result = loadFixture(name);
      expect(result.errors).toStrictEqual(errors);
      expect(result.bundle).toBeUndefined();
    });
  }
});

describe('placement rules as the palette asks them', () => {
  const { placement } = blockRules(readSchemaFiles());
  const page = { route: '/about-us' };

  it('are read from the schemas', () => {
    expect(Object.entries(placement).filter(([, r]) => r)).toStrictEqual([
      ['hero', { maxPerPage: 1, first: true, why: 'A page has one hero, and it opens the page.' }],
      ['notFound', { onlyOn: 'notFoundPage', maxPerPage: 1, why: 'The not-found block goes only on the not-found page, once.' }],
      ['thankYou', { onlyOn: 'paidPage', maxPerPage: 1, why: 'The thank-you block goes only on a page shown after a payment, once.' }],
      ['voiceWidget', { maxPerPage: 1, why: 'A page has at most one voice widget.' }],
    ]);
  });

  it('say why a block cannot be added, and nothing when it can', () => {
    const blocks = [{ type: 'hero' }, { type: 'cta' }];
    expect(whyNotHere(placement, 'hero', page, blocks, 2)).toBe('A page has one hero, and it opens the page.');
    expect(whyNotHere(placement, 'thankYou', page, blocks, 2)).toBe('The thank-you block goes only on a page shown after a payment, once.');
    expect(whyNotHere(placement, 'thankYou', { ...page, access: { requires: 'payment' } }, blocks, 2)).toBeUndefined();
    expect(whyNotHere(placement, 'notFound', page, blocks, 2)).toBe('The not-found block goes only on the not-found page, once.');
    expect(whyNotHere(placement, 'notFound', { route: '*' }, [], 0)).toBeUndefined();
    expect(whyNotHere(placement, 'voiceWidget', page, blocks, 1)).toBeUndefined();
    expect(whyNotHere(placement, 'voiceWidget', page, [...blocks, { type: 'voiceWidget' }], 1)).toBe('A page has at most one voice widget.');
    expect(whyNotHere(placement, 'cta', page, blocks, 2)).toBeUndefined();
  });

  it('put a block that must open the page at the top, whatever is selected', () => {
    expect(insertPosition(placement.hero, 3)).toBe(0);
    expect(whyNotHere(placement, 'hero', page, [{ type: 'cta' }], 1)).toBeUndefined();
    expect(insertPosition(placement.cta, 3)).toBe(3);
  });

  it('let a block move where it keeps the rules (a block counts once, wherever it goes), and say why not', () => {
    const blocks = [{ type: 'hero' }, { type: 'cta' }, { type: 'voiceWidget' }];
    expect(whyNotMoved(placement, page, blocks, 2, 1)).toBeUndefined();
    expect(whyNotMoved(placement, page, blocks, 1, 2)).toBeUndefined();
    expect(whyNotMoved(placement, page, blocks, 0, 2)).toBe('A page has one hero, and it opens the page.');
    // Another block moved above the hero breaks the hero's rule.
    expect(whyNotMoved(placement, page, blocks, 1, 0)).toBe('A page has one hero, and it opens the page.');
  });

  it('refuse a schema whose rule is malformed, so a misspelt rule is never ignored', () => {
    const files = readSchemaFiles();
    const hero = files.get('blocks/hero.schema.json')!;
    const bad = new Map(files).set('blocks/hero.schema.json', { ...hero, 'x-placement': { maxPerPage: 1, frist: true } as unknown as PlacementRule });
    expect(() => createValidators(bad).validate('page', {})).toThrow(/x-placement/);
  });
});
