import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshJson, rewriteJson } from './json-edits.ts';
import { changedLines, realConfig } from './test-project.ts';

const pageFiles = (readdirSync(join(realConfig, 'pages'), { recursive: true, encoding: 'utf8' }) as string[])
  .filter((f) => f.endsWith('.json'))
  .map((f) => join(realConfig, 'pages', f));

describe('rewriteJson changes only what changed', () => {
  const original = '{\n  "$schema": "../x.json",\n  "b": 1,\n  "a": { "k": "v", "n": 2 },\n  "list": [1, 2, 3]\n}\n';

  it('keeps the key order even when the data lists keys in another order', () => {
    const next = { a: { n: 2, k: 'w' }, list: [1, 2, 3], b: 1, $schema: '../x.json' };
    expect(rewriteJson(original, next)).toBe(original.replace('"k": "v"', '"k": "w"'));
  });

  it('adds a new key at the end of its object and removes a dropped key', () => {
    const next = { $schema: '../x.json', a: { k: 'v', n: 2 }, list: [1, 2, 3], c: true };
    expect(rewriteJson(original, next)).toBe('{\n  "$schema": "../x.json",\n  "a": { "k": "v", "n": 2 },\n  "list": [1, 2, 3],\n  "c": true\n}\n');
  });

  it('puts a missing "$schema" first', () => {
    const text = '{\n  "route": "/x"\n}\n';
    expect(rewriteJson(text, { route: '/x', $schema: 's.json' })).toBe('{\n  "$schema": "s.json",\n  "route": "/x"\n}\n');
  });

  it('adds the final newline a file lacked, and nothing else', () => {
    expect(rewriteJson('{\n  "a": 1\n}', { a: 1 })).toBe('{\n  "a": 1\n}\n');
  });

  it('writes a text that is not JSON afresh, "$schema" first and 2-space indented', () => {
    expect(rewriteJson('{ "a": ', { a: [1], $schema: 's' })).toBe('{\n  "$schema": "s",\n  "a": [\n    1\n  ]\n}\n');
    expect(freshJson({ b: 1, $schema: 's' })).toBe('{\n  "$schema": "s",\n  "b": 1\n}\n');
  });

  it('reorders, removes and inserts array items, keeping the text of each kept item', () => {
    const text = '{\n  "items": [\n    { "id": 1, "x": "a" },\n    { "id": 2, "x": "b" },\n    { "id": 3, "x": "c" }\n  ]\n}\n';
    expect(
      rewriteJson(text, {
        items: [
          { id: 3, x: 'c' },
          { id: 1, x: 'a' },
        ],
      }),
    ).toBe('{\n  "items": [\n    { "id": 3, "x": "c" },\n    { "id": 1, "x": "a" }\n  ]\n}\n');
    expect(rewriteJson(text, { items: [{ id: 1, x: 'a' }, { id: 9 }, { id: 2, x: 'b' }, { id: 3, x: 'c' }] })).toBe(
      '{\n  "items": [\n    { "id": 1, "x": "a" },\n    {\n      "id": 9\n    },\n    { "id": 2, "x": "b" },\n    { "id": 3, "x": "c" }\n  ]\n}\n',
    );
  });

  it('moves an edited block: the move keeps its text and the edit changes one line', () => {
    const text =
      '{\n  "blocks": [\n    {\n      "type": "hero",\n      "heading": "Hi"\n    },\n    {\n      "type": "cta",\n      "heading": "Go"\n    }\n  ]\n}\n';
    const next = {
      blocks: [
        { type: 'cta', heading: 'Go now' },
        { type: 'hero', heading: 'Hi' },
      ],
    };
    expect(rewriteJson(text, next)).toBe(
      '{\n  "blocks": [\n    {\n      "type": "cta",\n      "heading": "Go now"\n    },\n    {\n      "type": "hero",\n      "heading": "Hi"\n    }\n  ]\n}\n',
    );
  });
});

describe('rewriteJson on the real site.config pages', () => {
  it(`changing one heading changes exactly one line (${pageFiles.length} pages)`, () => {
    let tried = 0;
    for (const abs of pageFiles) {
      const text = readFileSync(abs, 'utf8');
      const data = JSON.parse(text) as { blocks: Array<{ heading?: string }> };
      const block = data.blocks.find((b) => typeof b.heading === 'string');
      if (!block) continue;
      tried++;
      block.heading = `${block.heading} (changed)`;
      const out = rewriteJson(text, data);
      expect(changedLines(text, out), abs).toBe(1);
      expect(JSON.parse(out)).toStrictEqual(data);
    }
    expect(tried).toBeGreaterThan(10);
  });

  it('an unchanged page is written back byte for byte', () => {
    for (const abs of pageFiles) {
      const text = readFileSync(abs, 'utf8');
      expect(rewriteJson(text, JSON.parse(text))).toBe(text);
    }
  });

  it('swapping two blocks gives valid JSON with the same text for every block', () => {
    for (const abs of pageFiles) {
      const text = readFileSync(abs, 'utf8');
      const data = JSON.parse(text) as { blocks: unknown[] };
      if (data.blocks.length < 2) continue;
      const blockTexts = (t: string) => {
        const lines = t.split('\n');
        // Each block starts at "    {" and ends at "    }" (or "    },") in these files.
        const out: string[] = [];
        let start = -1;
        lines.forEach((line, i) => {
          if (line === '    {') start = i;
          else if (start >= 0 && /^ {4}\},?$/.test(line)) {
            out.push(lines.slice(start, i).join('\n'));
            start = -1;
          }
        });
        return out.sort();
      };
      [data.blocks[0], data.blocks[1]] = [data.blocks[1], data.blocks[0]];
      const out = rewriteJson(text, data);
      expect(JSON.parse(out)).toStrictEqual(data);
      expect(blockTexts(out)).toStrictEqual(blockTexts(text));
      expect(out.split('\n').length).toBe(text.split('\n').length);
    }
  });
});
