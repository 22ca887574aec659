import { describe, expect, it } from 'vitest';
import { createClassNames } from './class-names.ts';

const classOf = (tag: string) => /class="([^"]*)"/.exec(tag)?.[1];

describe('createClassNames', () => {
  it('names each class list outside the islands once on a page, and leaves islands as they are', () => {
    const names = createClassNames().forPage();
    const main = names.rewrite('<main class="pt-16">', false);
    const first = names.rewrite('<p class="mx-auto  w-full">', false);
    const island = names.rewrite('<p class="mx-auto w-full">', true);
    const last = names.rewrite('<b class=" mx-auto w-full ">', false);
    expect(main).toEqual({ text: '<main class="_a">', classes: ['_a'] });
    expect(classOf(first.text)).toBe('_b');
    expect(last).toEqual({ text: '<b class="_b">', classes: ['_b'] });
    expect(island).toEqual({ text: '<p class="mx-auto w-full">', classes: ['mx-auto', 'w-full'] });
    expect(names.listOf('_b')).toEqual(['mx-auto', 'w-full']);
    expect(names.listOf('mx-auto')).toBeUndefined();
    expect(names.rewrite('<i class="flex" id="k">', false).text).toBe('<i class="_c" id="k">');
    expect(names.rewrite('<i class=" " id="k">', false)).toEqual({ text: '<i id="k">', classes: [] });
  });

  it('names each page’s lists in its own order, whatever pages came before', () => {
    const classNames = createClassNames();
    const one = classNames.forPage();
    one.rewrite('<main class="pt-16">', false);
    const two = classNames.forPage();
    expect(two.rewrite('<p class="mx-auto">', false).text).toBe('<p class="_a">');
    expect(two.rewrite('<main class="pt-16">', false).text).toBe('<main class="_b">');
    // The same list has the same key on both pages, whatever its name: the pages' CSS is shared by it.
    expect(two.keyOf('_b')).toBe(one.keyOf('_a'));
    expect(two.keyOf('_a')).not.toBe(two.keyOf('_b'));
  });

  it('writes variant groups out, inside islands and outside, as the browser bundle has them', () => {
    const names = createClassNames().forPage();
    expect(names.rewrite('<p class="md:(flex gap-2) p-1">', true)).toEqual({
      text: '<p class="md:flex md:gap-2 p-1">',
      classes: ['md:flex', 'md:gap-2', 'p-1'],
    });
    const outside = names.rewrite('<p class="md:(flex gap-2) p-1">', false);
    expect(names.listOf(classOf(outside.text)!)).toEqual(['md:flex', 'md:gap-2', 'p-1']);
  });

  it('reads the escaped characters of arbitrary variants as the classes the stylesheet knows', () => {
    const names = createClassNames().forPage();
    const name = classOf(names.rewrite('<ul class="[&amp;&gt;li]:mt-2 flex">', false).text)!;
    expect(names.listOf(name)).toEqual(['[&>li]:mt-2', 'flex']);
  });

  it('leaves the classes of elements the reset styles by attribute, which the site sheet would otherwise override', () => {
    const names = createClassNames().forPage();
    const tags = ['<p class="a">', '<button class="b">', '<a class="c" role="button">', '<div hidden="" class="d">'];
    expect(tags.map((t) => classOf(names.rewrite(t, false).text))).toEqual([expect.stringMatching(/^_/), 'b', 'c', 'd']);
  });
});
