import { parseTree, type ParseError } from 'jsonc-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteSequentially } from './json-edits-sequential.ts';
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

describe('rewriteJson removes properties and items the way jsonc-parser modify does', () => {
  const object = '{\n  "a": 1,\n  "b": { "k": "v" },\n  "c": [1, 2],\n  "d": "x"\n}\n';

  it('removes the first property with the comma after it; the line it joins is laid out again', () => {
    expect(rewriteJson(object, { b: { k: 'v' }, c: [1, 2], d: 'x' })).toBe('{\n  "b": {\n    "k": "v"\n  },\n  "c": [1, 2],\n  "d": "x"\n}\n');
  });

  it('removes a middle property with the comma before it', () => {
    expect(rewriteJson(object, { a: 1, c: [1, 2], d: 'x' })).toBe('{\n  "a": 1,\n  "c": [1, 2],\n  "d": "x"\n}\n');
    expect(rewriteJson(object, { a: 1, d: 'x' })).toBe('{\n  "a": 1,\n  "d": "x"\n}\n');
  });

  it('removes the last property with the comma before it; a one-line value before it is laid out again', () => {
    expect(rewriteJson(object, { a: 1, b: { k: 'v' }, c: [1, 2] })).toBe('{\n  "a": 1,\n  "b": { "k": "v" },\n  "c": [\n    1,\n    2\n  ]\n}\n');
    expect(rewriteJson(object, { a: 1, b: { k: 'v' }, d: 'x' })).toBe('{\n  "a": 1,\n  "b": {\n    "k": "v"\n  },\n  "d": "x"\n}\n');
  });

  it('removes the only property, leaving the braces where they were', () => {
    expect(rewriteJson('{\n  "x": {\n    "only": 1\n  },\n  "y": 2\n}\n', { x: {}, y: 2 })).toBe('{\n  "x": {\n  },\n  "y": 2\n}\n');
    expect(rewriteJson('{\n  "only": 1\n}\n', {})).toBe('{\n}\n');
  });

  it('lays out a one-line object one property a line once a property goes, also inside a one-line array', () => {
    const link = '{\n  "link": { "label": "A", "href": "/a", "style": "s" }\n}\n';
    expect(rewriteJson(link, { link: { href: '/a', style: 's' } })).toBe('{\n  "link": {\n    "href": "/a",\n    "style": "s"\n  }\n}\n');
    expect(rewriteJson(link, { link: { label: 'A', href: '/a' } })).toBe('{\n  "link": {\n    "label": "A",\n    "href": "/a"\n  }\n}\n');
    const actions = '{\n  "actions": [{ "label": "A", "href": "/a" }, { "label": "B", "href": "/b" }]\n}\n';
    expect(rewriteJson(actions, { actions: [{ label: 'A', href: '/a' }, { label: 'B' }] })).toBe(
      '{\n  "actions": [\n    {\n      "label": "A",\n      "href": "/a"\n    },\n    {\n      "label": "B"\n    }\n  ]\n}\n',
    );
  });

  it('adds to an empty object through the formatter, which lays out the line it is on', () => {
    expect(rewriteJson('{\n  "link": {},\n  "y": 2\n}\n', { link: { label: 'A', href: '/a' }, y: 2 })).toBe(
      '{\n  "link": {\n    "label": "A",\n    "href": "/a"\n  },\n  "y": 2\n}\n',
    );
    expect(rewriteJson('{\n  "link": {\n    "old": 1\n  },\n  "y": 2\n}\n', { link: { label: 'A', items: ['x'] }, y: 2 })).toBe(
      '{\n  "link": {\n    "label": "A",\n    "items": [\n      "x"\n    ]\n  },\n  "y": 2\n}\n',
    );
    expect(rewriteJson('{\n  "actions": [{}, { "label": "B" }]\n}\n', { actions: [{ label: 'A' }, { label: 'B' }] })).toBe(
      '{\n  "actions": [\n    {\n      "label": "A"\n    },\n    {\n      "label": "B"\n    }\n  ]\n}\n',
    );
  });

  it('removes the first, a middle, the last and the only item of an array, in its own layout', () => {
    const text = '{\n  "list": [\n    "a",\n    "b",\n    "c"\n  ],\n  "line": ["a", "b", "c"]\n}\n';
    expect(rewriteJson(text, { list: ['b', 'c'], line: ['b', 'c'] })).toBe('{\n  "list": [\n    "b",\n    "c"\n  ],\n  "line": ["b", "c"]\n}\n');
    expect(rewriteJson(text, { list: ['a', 'c'], line: ['a', 'c'] })).toBe('{\n  "list": [\n    "a",\n    "c"\n  ],\n  "line": ["a", "c"]\n}\n');
    expect(rewriteJson(text, { list: ['a', 'b'], line: ['a', 'b'] })).toBe('{\n  "list": [\n    "a",\n    "b"\n  ],\n  "line": ["a", "b"]\n}\n');
    expect(rewriteJson('{\n  "list": [\n    "a"\n  ],\n  "line": ["a"]\n}\n', { list: [], line: [] })).toBe('{\n  "list": [],\n  "line": []\n}\n');
  });

  it('moves blocks and the items inside them, editing a moved item in place', () => {
    const text =
      '{\n  "blocks": [\n    {\n      "type": "hero",\n      "heading": "Hi",\n      "actions": [\n        { "label": "A", "href": "/a" },\n        { "label": "B", "href": "/b" }\n      ]\n    },\n' +
      '    {\n      "type": "faq",\n      "items": [\n        { "q": "One?", "a": "1" },\n        { "q": "Two?", "a": "2" },\n        { "q": "Three?", "a": "3" }\n      ]\n    }\n  ]\n}\n';
    const next = {
      blocks: [
        {
          type: 'faq',
          items: [
            { q: 'Three?', a: '3' },
            { q: 'One?', a: 'one' },
            { q: 'Two?', a: '2' },
          ],
        },
        {
          type: 'hero',
          heading: 'Hi',
          actions: [
            { label: 'B', href: '/b' },
            { label: 'A', href: '/a', style: 'secondary' },
          ],
        },
      ],
    };
    expect(rewriteJson(text, next)).toBe(
      '{\n  "blocks": [\n    {\n      "type": "faq",\n      "items": [\n        { "q": "Three?", "a": "3" },\n        { "q": "One?", "a": "one" },\n        { "q": "Two?", "a": "2" }\n      ]\n    },\n' +
        '    {\n      "type": "hero",\n      "heading": "Hi",\n      "actions": [\n        { "label": "B", "href": "/b" },\n        { "label": "A", "href": "/a", "style": "secondary" }\n      ]\n    }\n  ]\n}\n',
    );
  });
});

describe('rewriteJson on random edits of real pages', () => {
  // Pages with one-line objects and arrays, inside arrays too: the layouts removals treat differently.
  const pages = ['case-studies.json', 'discovery.json', 'process.json', 'aiagent/industries/real-estate.json'].map((f) =>
    readFileSync(join(realConfig, 'pages', f), 'utf8'),
  );

  it('matches the edit-by-edit reference on a few hundred seeded random edits', () => {
    const random = mulberry32(24);
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
    const values: unknown[] = ['new text', 7, true, { label: 'Go', href: '/go' }, ['one', 'two'], [], {}];
    for (let round = 0; round < 240; round++) {
      const text = pick(pages);
      const next = JSON.parse(text) as Record<string, unknown>;
      for (let edit = Math.floor(random() * 3); edit >= 0; edit--) {
        const target = pick(containers(next));
        if (Array.isArray(target)) {
          const at = Math.floor(random() * (target.length + 1));
          const op = pick(['move', 'insert', 'remove', 'reverse']);
          if (op === 'insert') target.splice(at, 0, structuredClone(target.length && random() < 0.5 ? pick(target) : pick(values)));
          else if (target.length === 0) continue;
          else if (op === 'remove') target.splice(at % target.length, 1);
          else if (op === 'reverse') target.reverse();
          else target.splice(at % target.length, 0, ...target.splice(Math.floor(random() * target.length), 1));
          continue;
        }
        const keys = Object.keys(target);
        const op = pick(['change', 'change', 'remove', 'add']);
        const key = keys.length && op !== 'add' ? pick(keys) : pick(['note', 'style', 'anchor', 'eyebrow']);
        if (op === 'remove') delete target[key];
        else if (op === 'add') target[key] = structuredClone(pick(values));
        else target[key] = typeof target[key] === 'string' ? `${target[key] as string} (changed)` : structuredClone(pick(values));
      }
      const out = rewriteJson(text, next);
      expect(JSON.parse(out)).toStrictEqual(next);
      expect(out).toBe(reference(text, next));
    }
  });
});

describe('rewriteJson scales with the file', () => {
  // Blocks of the usual shapes: text, one-line objects in arrays, arrays of strings and of objects.
  const page = (blocks: number, first: number) => {
    const list = Array.from({ length: blocks }, (_, n) => {
      const i = first + n;
      return i % 2 === 0
        ? {
            type: 'hero',
            heading: `Heading ${i}`,
            lead: `Lead text of block ${i} `.repeat(4),
            actions: [
              { label: `Go ${i}`, href: `/go/${i}` },
              { label: 'More', href: '/more', style: 'secondary' },
            ],
            highlights: [`One ${i}`, 'Two', 'Three'],
          }
        : {
            type: 'faq',
            heading: `Questions ${i}`,
            items: Array.from({ length: 4 }, (_, k) => ({ question: `Question ${i}.${k}?`, answer: `Answer ${i}.${k}` })),
          };
    });
    return freshJson({ $schema: '../page.schema.json', version: 2, route: '/big', title: 'Big', blocks: list });
  };
  const oneFieldSave = (blocks: number, first = 0) => {
    const text = page(blocks, first);
    const next = JSON.parse(text) as { blocks: Array<{ heading: string }> };
    next.blocks[blocks >> 1].heading += ' (changed)';
    return { text, save: () => rewriteJson(text, next) };
  };
  const timed = (run: () => unknown) => {
    const start = performance.now();
    run();
    return performance.now() - start;
  };

  it('a one-field save of a 2,000-block page takes at most 90 times as long as of a 100-block page', () => {
    // Twenty different small pages, saved one after the other, go through as much memory as the big
    // one, so both sizes meet the processor's caches alike.
    const smalls = Array.from({ length: 20 }, (_, k) => oneFieldSave(100, 100 * k));
    const big = oneFieldSave(2000);
    expect(changedLines(big.text, big.save())).toBe(1);
    const saveSmalls = () => smalls.forEach((small) => small.save());
    saveSmalls();
    // Turn about, so that a busy moment of the machine can fall on either size; the fastest round of
    // each is the one least slowed by the rest of the machine.
    let bigTime = Infinity;
    let smallTime = Infinity;
    for (let round = 0; round < 11; round++) {
      bigTime = Math.min(bigTime, timed(big.save));
      smallTime = Math.min(smallTime, timed(saveSmalls) / smalls.length);
    }
    // 20 times the blocks: work that grows with the file takes some 20 times as long, work that grows
    // with its square some 400 times. The bar sits between the two (their geometric mean, about 90):
    // at 40, a loaded machine once measured 40.07 for linear work.
    expect(bigTime / smallTime).toBeLessThan(90);
  });
});

function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every object and array in a value, the value itself first. */
function containers(value: unknown, found: Array<Record<string, unknown> | unknown[]> = []): Array<Record<string, unknown> | unknown[]> {
  if (typeof value !== 'object' || value === null) return found;
  found.push(value as Record<string, unknown> | unknown[]);
  for (const item of Object.values(value)) containers(item, found);
  return found;
}

/*
 * The reference: the old algorithm, each changed path edited on its own with the whole text parsed
 * again before each edit (json-edits-sequential.ts run on the whole file). It costs the text's length
 * times the number of values in it, so it only runs on small pages here.
 */
function reference(original: string, next: unknown): string {
  const errors: ParseError[] = [];
  const tree = parseTree(original, errors, { allowTrailingComma: false, disallowComments: true });
  if (!tree || errors.length > 0) return freshJson(next);
  const out = rewriteSequentially(original, next);
  return out.endsWith('\n') ? out : `${out}\n`;
}
