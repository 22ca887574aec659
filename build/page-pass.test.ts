import { describe, expect, it } from 'vitest';
import { passPage, type TagRewriter } from './page-pass.ts';

const page =
  '<html><head><style>p>a{}</style></head><body><header><div data-island="siteHeader" class="h"><nav><a class="x">x</a><img src="l.svg"/><br></nav></div></header><main>' +
  '<section data-block="hero" class="s"><div><p class="x">one</p><script>if (a<b) { "<p class=\\"no\\">" }</script></div></section>' +
  '<section data-block="cta"><div data-island="demoForm"><form><input name="a" class="i"><div><div data-island="toaster"></div></div></form></div><p class="y">after</p></section></main></body></html>';

const seen: Array<[string, boolean]> = [];
const upper: TagRewriter = (tag, inIsland) => {
  seen.push([tag, inIsland]);
  const classes = /class="([^"]*)"/.exec(tag)![1].split(' ');
  return { text: tag.replace(/class="([^"]*)"/, (_, c: string) => `class="${c.toUpperCase()}"`), classes: classes.map((c) => c.toUpperCase()) };
};

describe('passPage', () => {
  const pass = passPage(page, upper);

  it('rewrites the tags with a class, telling the islands’ from the others, and skips script text', () => {
    expect(seen).toEqual([
      ['<div data-island="siteHeader" class="h">', true],
      ['<a class="x">', true],
      ['<section data-block="hero" class="s">', false],
      ['<p class="x">', false],
      ['<input name="a" class="i">', true],
      ['<p class="y">', false],
    ]);
    expect(pass.html).toBe(page.replace(/class="(\w)"/g, (_, c: string) => `class="${c.toUpperCase()}"`));
  });

  it('finds where the first block ends in the rewritten page, and the classes before it', () => {
    expect(pass.html.slice(0, pass.firstBlockEnd).endsWith('</script></div></section>')).toBe(true);
    expect(pass.html.slice(pass.firstBlockEnd).startsWith('<section data-block="cta">')).toBe(true);
    expect([...pass.firstClasses]).toEqual(['H', 'X', 'S']);
    expect([...pass.classes]).toEqual(['H', 'X', 'S', 'I', 'Y']);
  });

  it('lists the elements of the page', () => {
    expect(pass.elements).toEqual(
      new Set(['html', 'head', 'style', 'body', 'header', 'div', 'nav', 'a', 'img', 'br', 'main', 'section', 'p', 'script', 'form', 'input']),
    );
  });

  it('gives -1 for a page without blocks, and all its classes as the first ones', () => {
    const none = passPage('<body><main><p class="a">x</p></main></body>', upper);
    expect(none.firstBlockEnd).toBe(-1);
    expect([...none.firstClasses]).toEqual(['A']);
  });
});
