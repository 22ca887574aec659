import { describe, expect, it } from 'vitest';
import { renameClasses, type Aliases } from './css-selectors.ts';

const lists: Record<string, string[]> = { 'mb-1.5': ['_aaaa'], 'md:grid-cols-3': ['_bbbb', '_cccc'], group: ['_gggg'], 'group-hover:text-white': ['_hhhh'] };
const aliases =
  (keep: string[] = []): Aliases =>
  (c) => ({ keep: keep.includes(c), names: lists[c] ?? [] });

describe('renameClasses', () => {
  it('writes each class as the list names that hold it, escapes included', () => {
    expect(renameClasses('.mb-1\\.5{margin-bottom:0.375rem}', aliases())).toBe('._aaaa{margin-bottom:0.375rem}');
    expect(renameClasses('@media (min-width: 768px){.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}}', aliases())).toBe(
      '@media (min-width: 768px){._bbbb,._cccc{grid-template-columns:repeat(3,minmax(0,1fr))}}',
    );
  });

  it('keeps a class the islands use as written, next to its list names', () => {
    expect(renameClasses('.mb-1\\.5{margin:0}', aliases(['mb-1.5']))).toBe('.mb-1\\.5,._aaaa{margin:0}');
  });

  it('renames every class of a compound selector', () => {
    expect(renameClasses('.group:hover .group-hover\\:text-white{color:#fff}', aliases())).toBe('._gggg:hover ._hhhh{color:#fff}');
  });

  it('drops selectors whose classes are not on the page, then empty rules and empty media queries', () => {
    expect(renameClasses('.absent,.mb-1\\.5{top:0}.absent{left:0}@media (min-width: 1px){.absent{right:0}}', aliases())).toBe('._aaaa{top:0}');
  });

  it('leaves element and attribute selectors, classes inside attribute values and @keyframes alone', () => {
    const css = "button,[type='button']{cursor:pointer}a[href$='.pdf']{color:red}@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}";
    expect(renameClasses(css, aliases())).toBe(css);
  });

  it('does not split selectors on commas inside :is() or quoted data URIs', () => {
    expect(renameClasses(':is(h1,h2) .mb-1\\.5{margin:0}', aliases())).toBe(':is(h1,h2) ._aaaa{margin:0}');
    const icon = `.mb-1\\.5{--un-icon:url("data:image/svg+xml;utf8,%3Csvg a='{b}'%3E");mask:var(--un-icon)}`;
    expect(renameClasses(icon, aliases())).toBe(icon.replace('.mb-1\\.5', '._aaaa'));
  });
});

describe('renameClasses with variants to leave out', () => {
  it('leaves out a variant made only of names `skip` picks, given the rule’s own selector list', () => {
    const seen: string[] = [];
    const skip = (prelude: string, names: string[]) => (seen.push(prelude), names.every((n) => n === '_bbbb'));
    expect(renameClasses('@media (min-width: 768px){.md\\:grid-cols-3{display:grid}}', aliases(), skip)).toBe(
      '@media (min-width: 768px){._cccc{display:grid}}',
    );
    expect(seen).toEqual(['.md\\:grid-cols-3', '.md\\:grid-cols-3']);
  });

  it('keeps a variant that holds a class as written, and one with a name `skip` does not pick', () => {
    const skipAll = () => true;
    expect(renameClasses('.mb-1\\.5{margin:0}', aliases(['mb-1.5']), skipAll)).toBe('.mb-1\\.5{margin:0}');
    expect(renameClasses('.group:hover .group-hover\\:text-white{color:#fff}', aliases(), (_, names) => names.includes('_hhhh') && names.length === 1)).toBe(
      '._gggg:hover ._hhhh{color:#fff}',
    );
  });
});
