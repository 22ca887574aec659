import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rewriteJson } from '../json-edits.ts';
import { mergeText } from './index.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
type Page = { title: string; description: string; blocks: Array<Record<string, unknown>> };
/** A page's text with one change made the way the editor saves it. */
const edited = (text: string, change: (page: Page) => void) => {
  const page = JSON.parse(text) as Page;
  change(page);
  return rewriteJson(text, page);
};
/** The lines that differ between two texts of the same number of lines. */
const diff = (a: string, b: string) => {
  const [x, y] = [a.split('\n'), b.split('\n')];
  expect(x.length).toBe(y.length);
  return y.filter((line, i) => line !== x[i]);
};

describe('mergeText', () => {
  const base = read('tests/fixtures/base-config/pages/about.json');

  it('writes mine into theirs as a one-line diff when each side changed one field', () => {
    const mine = edited(base, (p) => (p.blocks[0].heading = 'About the fixture, edited'));
    const theirs = edited(base, (p) => (p.title = 'Fixture about, renamed'));
    const { text, result } = mergeText(base, mine, theirs, rewriteJson);
    expect(result.conflicts).toEqual([]);
    expect(result.taken).toEqual(["title: 'Fixture about' → 'Fixture about, renamed'"]);
    expect(diff(theirs, text!)).toEqual(['    { "type": "hero", "heading": "About the fixture, edited", "size": "compact" },']);
    expect(diff(mine, text!)).toEqual(['  "title": "Fixture about, renamed",']);
  });

  it('does the same on a real page', () => {
    const page = read('site.config/pages/about-us.json');
    const mine = edited(page, (p) => (p.title = `${p.title} (edited)`));
    const theirs = edited(page, (p) => (p.description = `${p.description} Edited too.`));
    const { text } = mergeText(page, mine, theirs, rewriteJson);
    expect(diff(theirs, text!)).toEqual([mine.split('\n').find((line) => line.startsWith('  "title": '))]);
  });

  it("keeps theirs' key order and layout, and changes only the lines of mine's changes", () => {
    // Theirs was edited by hand: "title" put first, the breadcrumb spread over lines, the description changed.
    const theirs = base
      .replace('  "route": "/about-us",\n  "title": "Fixture about",\n', '  "title": "Fixture about",\n  "route": "/about-us",\n')
      .replace(
        '"breadcrumb": [{ "label": "Home", "href": "/" }, { "label": "About Us" }]',
        '"breadcrumb": [\n    { "label": "Home", "href": "/" },\n    { "label": "About Us" }\n  ]',
      )
      .replace('A second valid page', 'The second valid page');
    const mine = edited(base, (p) => {
      (p.blocks[1].sections as Array<{ paragraphs: string[] }>)[0].paragraphs[0] = 'Founded in 2008, in a garage.';
    });
    const { text } = mergeText(base, mine, theirs, rewriteJson);
    expect(diff(theirs, text!)).toEqual(['      "sections": [{ "paragraphs": ["Founded in 2008, in a garage."] }]']);
    expect(text!.indexOf('"title"')).toBeLessThan(text!.indexOf('"route"'));
  });

  it('returns theirs unchanged when mine changed nothing', () => {
    const theirs = edited(base, (p) => p.blocks.reverse());
    expect(mergeText(base, base, theirs, rewriteJson).text).toBe(theirs);
    expect(mergeText(base, base, base, rewriteJson).text).toBe(base);
  });

  it('returns no text while there are conflicts', () => {
    const mine = edited(base, (p) => (p.title = 'Mine'));
    const theirs = edited(base, (p) => (p.title = 'Theirs'));
    const { text, result } = mergeText(base, mine, theirs, rewriteJson);
    expect(text).toBeUndefined();
    expect(result.conflicts).toMatchObject([{ path: ['title'], mine: 'Mine', theirs: 'Theirs' }]);
  });
});
