import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planIncludedHeading } from './0001-plan-included-heading.ts';
import { migrateSite } from './run.ts';
import type { JsonObject } from './types.ts';

const fixtures = new URL('../../tests/fixtures/migrations/0001-plan-included-heading/', import.meta.url);
const paths = ['plans/starter.json', 'plans/ai-agent-discovery.json', 'forms/footer-demo.json'];
const read = (side: 'before' | 'after', path: string) => readFileSync(new URL(`${side}/${path}`, fixtures), 'utf8');

describe('migration 1 → 2: includedHeading in plan files', () => {
  it('turns the before fixtures into the after fixtures, text for text', () => {
    const { changed, problems } = migrateSite(new Map(paths.map((p) => [p, read('before', p)])), [planIncludedHeading], 2);
    expect(problems).toStrictEqual([]);
    expect(Object.fromEntries([...changed].map(([path, f]) => [path, f.after]))).toStrictEqual(Object.fromEntries(paths.map((p) => [p, read('after', p)])));
  });

  it('keeps a heading a plan already has, and changes only plan files', () => {
    const plan = { kind: 'plan', includedHeading: 'Everything in Starter', features: ['x'] };
    const out = planIncludedHeading.migrate(
      new Map<string, JsonObject>([
        ['plans/a.json', plan],
        ['pages/home.json', { route: '/' }],
      ]),
    );
    expect(out.size).toBe(0);
    const added = planIncludedHeading.migrate(new Map([['plans/b.json', { kind: 'package', name: 'B', features: ['y'] }]]));
    expect([...added]).toStrictEqual([['plans/b.json', { kind: 'package', name: 'B', includedHeading: 'What’s included', features: ['y'] }]]);
    expect(Object.keys(added.get('plans/b.json')!)).toStrictEqual(['kind', 'name', 'includedHeading', 'features']);
  });
});
