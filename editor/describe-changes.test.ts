import { describe, expect, it } from 'vitest';
import { describeChange, describeTexts } from './describe-changes.ts';

const PAGE = 'site.config/pages/about-us.json';
const hero = { type: 'hero', heading: 'Seventeen years of building voice agents for sales teams', lead: 'We build agents.' };
const cta = { type: 'cta', heading: 'Talk to us', actions: [{ label: 'Book', href: '/request-demo' }] };
const faq = { type: 'faq', heading: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] };
const page = (blocks: object[], title = 'About Us') => ({ route: '/about-us', title, blocks });

describe('describeChange', () => {
  it('names a changed field by its page, block and field, with both values', () => {
    expect(describeChange(PAGE, page([hero, cta]), page([{ ...hero, heading: 'Our story' }, cta]))).toEqual([
      "About Us › Hero › Heading: 'Seventeen years of building voice agent…' → 'Our story'",
    ]);
  });

  it('says which block was added, removed or moved, and where', () => {
    expect(describeChange(PAGE, page([hero, cta]), page([hero]))).toEqual(["Block 'Call to action' removed from /about-us"]);
    expect(describeChange(PAGE, page([hero]), page([hero, faq]))).toEqual(["Block 'FAQ' added to /about-us at position 2"]);
    expect(describeChange(PAGE, page([hero, cta, faq]), page([hero, faq, cta]))).toEqual(["Block 'Call to action' moved from position 2 to 3 on /about-us"]);
  });

  it('describes fields inside lists and links in words', () => {
    const edited = { ...cta, actions: [{ label: 'Book', href: '/contact' }] };
    expect(describeChange(PAGE, page([hero, cta]), page([hero, edited]))).toEqual([
      "About Us › Call to action › Actions › Item 1 › Link: '/request-demo' → '/contact'",
    ]);
  });

  it('names new and deleted pages by route, and other files by their kind', () => {
    expect(describeChange('site.config/pages/webinar.json', undefined, { route: '/webinar', title: 'Webinar', blocks: [] })).toEqual(['New page /webinar']);
    expect(describeChange(PAGE, page([hero]), undefined)).toEqual(['Page /about-us deleted']);
    expect(describeChange('site.config/plans/starter.json', { setupFee: 499 }, { setupFee: 599 })).toEqual(['Plan starter › Setup fee: 499 → 599']);
    expect(describeChange('site.config/site.json', { brand: { name: 'Rivo' } }, { brand: { name: 'Rivo AI' } })).toEqual([
      "Site settings › Brand › Name: 'Rivo' → 'Rivo AI'",
    ]);
    const moved = { redirects: [{ from: '/process', to: '/about-us' }] };
    expect(describeChange('site.config/redirects.json', { redirects: [] }, moved)[0]).toMatch(/^Redirects › /);
  });

  it('says plainly when a text is not JSON', () => {
    expect(describeTexts(PAGE, '{}', '{ nope')).toEqual([`${PAGE}: the text changed (it is not valid JSON, so it cannot be described)`]);
    expect(describeTexts(PAGE, JSON.stringify(page([hero])), JSON.stringify(page([hero], 'About')))).toEqual(["About › Title: 'About Us' → 'About'"]);
  });

  it('describes a 2,000-block page with one change quickly', () => {
    const blocks = Array.from({ length: 2000 }, (_, i) => ({ ...faq, heading: `Questions ${i}` }));
    const after = blocks.map((b, i) => (i === 1000 ? { ...b, heading: 'Changed' } : b));
    const started = performance.now();
    expect(describeChange(PAGE, page(blocks), page(after))).toEqual(["About Us › FAQ › Heading: 'Questions 1000' → 'Changed'"]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
