import { describe, expect, it } from 'vitest';
import { unifiedDiff } from './diff.ts';
import { rewriteJson } from './edit.ts';

describe('rewriteJson', () => {
  const text = '{\n  "$schema": "x",\n  "tags": ["a", "b"],\n  "nested": { "keep": 1, "drop": 2 },\n  "list": [{ "n": 1 }, { "n": 2 }]\n}';
  const before = JSON.parse(text) as Record<string, unknown>;

  it('edits only the paths that changed (an object losing a field is laid out again), keeping the rest as written', () => {
    const after = { $schema: 'x', version: 2, tags: ['a', 'b'], nested: { keep: 1 }, list: [{ n: 1 }, { n: 3 }] };
    expect(rewriteJson(text, before, after)).toBe(
      '{\n  "$schema": "x",\n  "version": 2,\n  "tags": ["a", "b"],\n  "nested": {\n    "keep": 1\n  },\n  "list": [{ "n": 1 }, { "n": 3 }]\n}\n',
    );
  });

  it('changes nothing but the final newline when the content is the same', () => {
    expect(rewriteJson(text, before, structuredClone(before))).toBe(`${text}\n`);
  });
});

describe('unifiedDiff', () => {
  it('prints diff -u hunks with three lines of context', () => {
    const a = 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n';
    const b = 'a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl2\nm\nn\n';
    expect(unifiedDiff('x.json', a, b)).toBe(
      [
        '--- a/x.json',
        '+++ b/x.json',
        '@@ -1,5 +1,5 @@',
        ' a',
        '-b',
        '+B',
        ' c',
        ' d',
        ' e',
        '@@ -9,5 +9,6 @@',
        ' i',
        ' j',
        ' k',
        '-l',
        '+l2',
        ' m',
        '+n',
        '',
      ].join('\n'),
    );
    expect(unifiedDiff('x.json', a, a)).toBe('');
  });
});
