import { describe, expect, it } from 'vitest';
import { checkKeeper, type PageCheck } from './page-check.ts';

// As a page thread's message brings them: every ref a copy of its own.
const check = (file: string, links: string[]): PageCheck => ({
  file,
  errors: [],
  lean: {
    data: { route: `/${file}`, indexed: true, access: undefined },
    refs: links.map((value, i) => ({ kind: 'link', value, instancePath: `/blocks/${i}/href` })),
  },
});

describe('checkKeeper', () => {
  it('keeps one object for each ref repeated across pages, and every ref as it was', () => {
    const keep = checkKeeper();
    const a = keep(check('a', ['/request-demo', '/pricing']));
    const b = keep(check('b', ['/request-demo', '/about-us']));
    expect(b.lean!.refs[0]).toBe(a.lean!.refs[0]);
    // The same link at another place is another ref: its error is placed there.
    const c = keep(check('c', ['/pricing', '/request-demo']));
    expect(c.lean!.refs[1]).not.toBe(a.lean!.refs[0]);
    expect(c.lean!.refs[1]).toEqual({ kind: 'link', value: '/request-demo', instancePath: '/blocks/1/href' });
    expect(b.lean!.refs.map((r) => r.value)).toEqual(['/request-demo', '/about-us']);
  });

  it('leaves a check without refs (a broken file) as it is', () => {
    const broken: PageCheck = { file: 'x', errors: [], broken: {} };
    expect(checkKeeper()(broken)).toEqual({ file: 'x', errors: [], broken: {} });
  });
});
