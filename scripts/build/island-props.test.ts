import { describe, expect, it } from 'vitest';
import { createIslandProps } from './island-props.ts';

const island = (props: unknown) => ({ id: '0', name: 'siteHeader' as const, props, hydrate: 'load' as const });
const long = 'x'.repeat(300);

describe('island props placed while the page renders', () => {
  it('keeps small props in the page', () => {
    const props = createIslandProps();
    expect(props.place(island({ name: 'Rivo', gone: undefined }))).toEqual({ 'data-props': '{"name":"Rivo"}' });
    expect(props.take()).toEqual([]);
  });

  it('moves the long fields to one file named by its content, written once, and keeps the short ones in the page', () => {
    const props = createIslandProps();
    const placed = props.place(island({ currentRoute: '/a', nav: [long] }));
    expect(placed['data-props']).toBe('{"currentRoute":"/a"}');
    expect(placed['data-props-src']).toMatch(/^\/assets\/props-[0-9a-f]{10}\.json$/);
    const files = props.take();
    expect(files).toEqual([[placed['data-props-src']!.slice(1), JSON.stringify({ nav: [long] })]]);
    // Another page with the same long fields points at the same file, which is not handed out again.
    expect(props.place(island({ currentRoute: '/b', nav: [long] }))['data-props-src']).toBe(placed['data-props-src']);
    expect(props.take()).toEqual([]);
  });

  it('moves props without any long field whole, when together they are long', () => {
    const props = createIslandProps();
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`field${i}`, i]));
    const placed = props.place(island(many));
    expect(placed['data-props']).toBeUndefined();
    expect(JSON.parse(props.take()[0][1])).toEqual(many);
  });
});
