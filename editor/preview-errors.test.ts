import { describe, expect, it } from 'vitest';
import type { ConfigError } from '../validator/types.ts';
import { insertMarkers, withoutBlocksInError } from './preview-errors.ts';

const page = { route: '/x', blocks: [{ type: 'hero' }, { type: 'cta' }, { type: 'faq' }] };
const text = JSON.stringify(page);
const error = (index: number, message: string): ConfigError => ({
  file: 'site.config/pages/x.json',
  line: 1,
  column: 1,
  path: `blocks[${index}].heading`,
  block: { index, count: 3, type: page.blocks[index].type },
  message,
});

describe('withoutBlocksInError', () => {
  it('leaves out the blocks with problems and lists their messages once each', () => {
    const got = withoutBlocksInError(text, [error(1, 'Heading is required.'), error(1, 'Heading is required.'), error(1, 'Too long.')]);
    expect(JSON.parse(got!.text).blocks).toEqual([{ type: 'hero' }, { type: 'faq' }]);
    expect(got!.removed).toEqual([{ index: 1, type: 'cta', messages: ['Heading is required.', 'Too long.'] }]);
  });
  it('gives up on a problem outside the blocks, on text that is not JSON and when no block would be left', () => {
    expect(withoutBlocksInError(text, [{ ...error(0, 'x'), block: undefined }])).toBeUndefined();
    expect(withoutBlocksInError('{', [error(0, 'x')])).toBeUndefined();
    expect(withoutBlocksInError(text, [error(0, 'a'), error(1, 'b'), error(2, 'c')])).toBeUndefined();
  });
});

describe('insertMarkers', () => {
  const html = '<main><section data-block="hero">H</section><section data-block="faq">F</section></main>';
  it('puts each marker at its block’s place, with its messages as text', () => {
    const out = insertMarkers(html, [{ index: 1, type: 'cta', messages: ['Use <b> & "quotes"'] }], () => 'Call to action');
    const order = [...out.matchAll(/<section data-block="(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['hero', 'cta', 'faq']);
    expect(out).toContain('Call to action (block 2)');
    expect(out).toContain('Use &lt;b&gt; &amp; &quot;quotes&quot;');
  });
  it('puts a marker for the last block before the end of main', () => {
    const out = insertMarkers(html, [{ index: 2, type: 'cta', messages: ['x'] }], (t) => t);
    expect([...out.matchAll(/<section data-block="(\w+)"/g)].map((m) => m[1])).toEqual(['hero', 'faq', 'cta']);
    expect(out.endsWith('</section></main>')).toBe(true);
  });
});
