import { describe, expect, it } from 'vitest';
import { createClassNames } from './class-names.ts';

describe('createClassNames', () => {
  it('names each class list outside the islands once, the same on every page, and leaves islands as they are', () => {
    const names = createClassNames();
    const page =
      '<main class="pt-16"><p class="mx-auto  w-full">a</p><div data-island="x"><p class="mx-auto w-full">b</p></div><p class="mx-auto w-full">c</p></main>';
    const html = names.compile(page);
    const [main, first, island, last] = [...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1]);
    expect(main).toBe('_a');
    expect(first).toBe(last);
    expect(island).toBe('mx-auto w-full');
    expect(names.listOf(first)).toEqual(['mx-auto', 'w-full']);
    expect(names.listOf('mx-auto')).toBeUndefined();
    expect(names.compile('<b class="mx-auto w-full"></b><i class="flex"></i>')).toBe(`<b class="${first}"></b><i class="_c"></i>`);
  });

  it('reads the escaped characters of arbitrary variants as the classes the stylesheet knows', () => {
    const names = createClassNames();
    const name = /class="([^"]*)"/.exec(names.compile('<ul class="[&amp;&gt;li]:mt-2 flex"></ul>'))![1];
    expect(names.listOf(name)).toEqual(['[&>li]:mt-2', 'flex']);
  });

  it('leaves the classes of elements the reset styles by attribute, which the site sheet would otherwise override', () => {
    const html = createClassNames().compile('<p class="a"></p><button class="b"></button><a class="c" role="button"></a><div hidden="" class="d"></div>');
    expect([...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1])).toEqual([expect.stringMatching(/^_/), 'b', 'c', 'd']);
  });
});
