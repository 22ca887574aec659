import { describe, expect, it } from 'vitest';
import { createClassNames } from './class-names.ts';
import { classTexts, compileClasses, islandClasses, type IslandClasses } from './island-classes.ts';

const source = `import { x } from './a b';
import type { T } from 'c d';
type Look = 'flex gap-2' | 'grid';
const looks: Record<Look, string> = { 'flex gap-2': 'border-white/15 bg-white/5', grid: 'p-1' };
export function F({ look, id }: { look: Look; id: string }) {
  return (
    <div className={\`focus-ring md:(flex gap-2) \${looks[look]} \${id}-x text-\${look} rounded\`} type="px-2 py-1" title={'Book a Demo'}>
      <span className="mt-0.5 text-sm">{'px-1 py-2'}</span>
      <i className={'px-3\\tpy-3'} />
    </div>
  );
}`;

describe('classTexts', () => {
  it('finds strings and template parts of two tokens or more, outside imports, keys, types and JSX attributes other than className', () => {
    const lists = classTexts(source, '/x/F.tsx').map((t) => t.list);
    expect(lists).toEqual(['border-white/15 bg-white/5', 'focus-ring md:flex md:gap-2', 'mt-0.5 text-sm', 'px-1 py-2']);
  });

  it('points at the text inside the quotes, so that a replacement keeps them', () => {
    const [first] = classTexts(source, '/x/F.tsx');
    expect(source.slice(first.start - 1, first.end + 1)).toBe("'border-white/15 bg-white/5'");
  });
});

describe('compileClasses', () => {
  const classes: IslandClasses = {
    files: new Set(['/x/F.tsx']),
    nameOf: new Map([
      ['border-white/15 bg-white/5', '_ab'],
      ['focus-ring md:flex md:gap-2', '_bb'],
      ['mt-0.5 text-sm', '_cb'],
    ]),
    listOf: new Map(),
  };

  it("replaces an island file's named lists by their names, keeping the spaces that separate a template's parts", () => {
    const out = compileClasses(source, '/x/F.tsx', classes)!;
    expect(out).toContain("{ 'flex gap-2': '_ab', grid: 'p-1' }");
    expect(out).toContain('className={`_bb ${looks[look]} ${id}-x text-${look} rounded`}');
    expect(out).toContain('<span className="_cb">');
    expect(out).toContain("title={'Book a Demo'}");
    expect(out.split('\n').length).toBe(source.split('\n').length);
  });

  it('uses the places found with the names while the file is unchanged, and reads it again once it is not', () => {
    const texts = classTexts(source, '/x/F.tsx').filter((t) => classes.nameOf.has(t.list));
    const known = { ...classes, textsOf: new Map([['/x/F.tsx', texts]]) };
    expect(compileClasses(source, '/x/F.tsx', known)).toBe(compileClasses(source, '/x/F.tsx', classes));
    const edited = `// a line more\n${source}`;
    expect(compileClasses(edited, '/x/F.tsx', known)).toBe(`// a line more\n${compileClasses(source, '/x/F.tsx', classes)}`);
  });

  it('leaves files that are not the islands’ alone', () => {
    expect(compileClasses(source, '/x/Other.tsx', classes)).toBeUndefined();
  });
});

// A class list of the header's phone menu (renderer/chrome/MobileMenu.tsx), which an island renders.
const LIST = 'fixed right-5 top-2.5 bg-white sm:right-8 md:hidden';
const TOKENS = LIST.split(' ');

describe('islandClasses', () => {
  it('names the lists of the islands’ source that UnoCSS knows every token of, and no prose', async () => {
    const { nameOf, listOf, files } = await islandClasses();
    expect([...files].some((f) => f.endsWith('renderer/chrome/SiteHeader.island.tsx'))).toBe(true);
    expect(nameOf.get(LIST)).toMatch(/^_[\w-]{2}$/);
    expect(nameOf.has('noopener noreferrer')).toBe(false);
    expect(nameOf.has('tone-dark bg-ink-900 text-slate-300')).toBe(false);
    expect([...nameOf.keys()].some((l) => /[A-Z.:]\s|\s[A-Z]/.test(l) && !l.includes('['))).toBe(false);
    expect(listOf.get(nameOf.get(LIST)!)).toEqual(TOKENS);
  });

  it('leaves the one-letter names to the static lists, whose names never take an island’s', async () => {
    const islands = await islandClasses();
    const names = createClassNames(islands).forPage();
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(/class="([^"]*)"/.exec(names.rewrite(`<p class="p-${i} m-1">`, false).text)![1]);
    expect([...seen].filter((n) => n.length === 2)).toHaveLength(64);
    expect([...seen].filter((n) => islands.listOf.has(n))).toEqual([]);
  });

  it('brings the utilities of an island name into a static list, which the static names stand for', async () => {
    const islands = await islandClasses();
    const island = islands.nameOf.get(LIST)!;
    const names = createClassNames(islands).forPage();
    const inIsland = names.rewrite(`<span class="${island}">`, true);
    const outside = names.rewrite(`<span class="${island} p-1">`, false);
    expect(inIsland.classes).toEqual([island]);
    expect(names.listOf(island)).toEqual(TOKENS);
    expect(names.listOf(outside.classes[0])).toEqual([...TOKENS, 'p-1']);
  });
});
