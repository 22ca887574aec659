import { describe, expect, it } from 'vitest';
import { parseConfigFile } from './config-file.ts';

const parse = (text: string) => parseConfigFile('site.config/pages/x.json', text, 'page');
const messages = (text: string) => parse(text).errors.map((e) => e.message);

describe('parseConfigFile on a field written twice', () => {
  it('does not count quotes and colons inside text as field names', () => {
    const text = String.raw`{"a": "say \"b\": no", "b": "ends in a backslash \\", "c": "\\\"", "d": [":", "\":\""]}`;
    expect(parse(text)).toMatchObject({ data: JSON.parse(text), errors: [] });
  });

  it('finds the repeat after text with escaped quotes and backslashes', () => {
    expect(messages(String.raw`{"a\\": "\"", "a\\": 2}`)).toStrictEqual([
      'The field "a\\" is written twice here (also on line 1); only this last one would be used.',
    ]);
    expect(messages(String.raw`{"n": {"x": "\\\\\"", "y": 1, "x": 2}}`)).toStrictEqual([
      'The field "x" is written twice here (also on line 1); only this last one would be used.',
    ]);
  });

  it('reads text whose quote and colon look like a field name the same, and still finds a repeat beside it', () => {
    const text = String.raw`{"a": "x\": y", "b": " :z"}`;
    expect(parse(text)).toMatchObject({ data: JSON.parse(text), errors: [] });
    expect(messages(String.raw`{"a": "x\": y", "a": 1}`)).toStrictEqual([
      'The field "a" is written twice here (also on line 1); only this last one would be used.',
    ]);
  });

  it('finds the repeat when a field name has space before its colon', () => {
    expect(messages('{"a" :1,\n"a"\n\t: 2}')).toStrictEqual(['The field "a" is written twice here (also on line 1); only this last one would be used.']);
  });
});

describe('parseConfigFile on a file that is not valid JSON', () => {
  it('keeps the top-level text fields written whole before the first mistake (the last of two, as JSON.parse would)', () => {
    expect(parse('{ "route": "/privacy", "title": "x" "blocks": [] }').readable).toStrictEqual({ route: '/privacy', title: 'x' });
    expect(parse('{ "kind": "plan", "x": [1,, 2], "name": "after" }').readable).toStrictEqual({ kind: 'plan' });
    expect(parse('{ "route": "/a", "route": "/b",').readable).toStrictEqual({ route: '/b' });
  });

  it('does not take a value the mistake runs into, a nested field or a field that is not text', () => {
    expect(parse('{ "route": "/pri\n').readable).toStrictEqual({});
    expect(parse('{ "route": "/a\\q" }').readable).toStrictEqual({});
    expect(parse('{ "a": { "route": "/x" }, "route": 5 ').readable).toStrictEqual({});
    expect(parse('[1,').readable).toStrictEqual({});
    expect(parse('{ "route": "/ok" }').readable).toBeUndefined();
  });
});
