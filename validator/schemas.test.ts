import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createValidators, readSchemaFiles, type FileKind, type Validators } from './schemas.ts';

const kinds: Record<string, FileKind> = { pages: 'page', forms: 'form', plans: 'plan' };
const files = readdirSync('site.config', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({
    kind: f === 'site.json' ? 'site' : f === 'redirects.json' ? 'redirects' : kinds[f.split(/[\\/]/)[0]],
    data: JSON.parse(readFileSync(join('site.config', f), 'utf8')) as Record<string, unknown>,
  }));

const run = (v: Validators, kind: FileKind, data: Record<string, unknown>) => {
  const copy = structuredClone(data);
  const { valid, refs } = v.validate(kind, copy);
  return { valid, refs, withDefaults: copy, errors: v.errorsOf(kind) };
};

describe('validators saved as code (node_modules/.cache)', () => {
  it('find the same refs, defaults and errors as validators compiled from the schemas', () => {
    const compiled = createValidators(readSchemaFiles());
    const page = files.find((f) => f.kind === 'page')!.data;
    const broken: Record<string, unknown> = { ...page, note: 1, blocks: [{ type: 'hero', anchor: 5 }] };
    delete broken.route;
    const cases = [...files, { kind: 'page' as const, data: broken }];
    const expected = cases.map(({ kind, data }) => run(compiled, kind, data));
    expect(expected.flatMap((r) => r.refs).length).toBeGreaterThan(50);
    expect(expected.at(-1)!.errors!.length).toBeGreaterThan(2);
    // The first call may compile and save them, the second loads them.
    for (const saved of [createValidators(), createValidators()]) expect(cases.map(({ kind, data }) => run(saved, kind, data))).toStrictEqual(expected);
  });
});
