import { describe, expect, it } from 'vitest';
import { createIslandProps } from './island-props.ts';

const island = (props: unknown) => ({ id: '0', name: 'siteHeader' as const, props, hydrate: 'load' as const });
const long = 'x'.repeat(300);

describe('island props placed while the page renders', () => {
  it('keeps small props in the page, and none at all for empty ones', () => {
    const props = createIslandProps();
    expect(props.place(island({ name: 'Rivo', gone: undefined }))).toEqual({ 'data-props': '{"name":"Rivo"}' });
    expect(props.place(island({}))).toEqual({});
    expect(props.take()).toEqual([]);
  });

  it('moves larger props to one file named by its content, handed out once, whichever page places them', () => {
    const props = createIslandProps();
    const placed = props.place(island({ currentRoute: '/a', nav: [long] }));
    expect(placed).toEqual({ 'data-props-src': expect.stringMatching(/^\/assets\/props-[0-9a-f]{10}\.json$/) });
    expect(props.take()).toEqual([[placed['data-props-src']!.slice(1), JSON.stringify({ currentRoute: '/a', nav: [long] })]]);
    expect(props.place(island({ currentRoute: '/a', nav: [long] }))).toEqual(placed);
    expect(props.take()).toEqual([]);
    // Other props, another file.
    expect(props.place(island({ currentRoute: '/b', nav: [long] }))['data-props-src']).not.toBe(placed['data-props-src']);
    expect(props.take()).toHaveLength(1);
  });
});
