import { describe, expect, it } from 'vitest';
import { endOfFirstBlock, islandRanges } from './html-scan.ts';

const page =
  '<body><header><div data-island="siteHeader"><nav><a>x</a><img src="l.svg"/><br></nav></div></header><main>' +
  '<section data-block="hero"><div><p>one</p><script>if (a<b) {}</script></div></section>' +
  '<section data-block="cta"><div data-island="demoForm"><form><input name="a"><div><div data-island="toaster"></div></div></form></div></section></main></body>';

describe('html-scan', () => {
  it('finds where the first block ends, past void elements and script text', () => {
    const end = endOfFirstBlock(page);
    expect(page.slice(0, end).endsWith('</script></div></section>')).toBe(true);
    expect(page.slice(end).startsWith('<section data-block="cta">')).toBe(true);
  });

  it('gives -1 for a page without blocks', () => {
    expect(endOfFirstBlock('<body><main><p>x</p></main></body>')).toBe(-1);
  });

  it('finds the outermost island subtrees only', () => {
    const ranges = islandRanges(page);
    expect(ranges.map(([a, b]) => page.slice(a, b))).toEqual([
      '<div data-island="siteHeader"><nav><a>x</a><img src="l.svg"/><br></nav></div>',
      '<div data-island="demoForm"><form><input name="a"><div><div data-island="toaster"></div></div></form></div>',
    ]);
  });
});
