/**
 * Regression corpus for the validator: seeded mutants of a copy of the site snapshot
 * (tests/fixtures/site), so a seed names the same mutants whatever editors change in the live site.
 * Each mutant must be answered without a crash, within a time bound, with at most 20 problems
 * per file, each with a file and a plain message; a mutant that is accepted must still render.
 * CONFIG_FUZZ_MUTANTS (default 300) and CONFIG_FUZZ_SEED change the run; a failure prints the
 * seed and mutant number that reproduce it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../renderer/server/render.tsx';
import { UNEXPECTED } from '../../validator/guard.ts';
import { MAX_ERRORS_PER_FILE } from '../../validator/limits.ts';
import { loadSiteConfig, type LoadResult } from '../../validator/load.ts';
import { createValidators } from '../../validator/schemas.ts';
import type { ConfigError } from '../../validator/types.ts';
import { projectRoot } from './fixture-config.ts';
import { resolvedPage } from './resolve.ts';
import { siteFixtureConfig } from './site-fixture.ts';

const MUTANTS = Number(process.env.CONFIG_FUZZ_MUTANTS ?? 300);
const SEED = Number(process.env.CONFIG_FUZZ_SEED ?? 12);
/** One load of the whole site takes about 50 ms here; anything near this is a hang. */
const HANG_MS = 5000;

/** mulberry32: small, fast and the same on every machine. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

class Fuzzer {
  constructor(readonly random: () => number) {}
  int = (n: number) => Math.floor(this.random() * n);
  pick = <T>(items: readonly T[]): T => items[this.int(items.length)];
  chance = (p: number) => this.random() < p;
}

function paths(value: Json, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

const getAt = (root: Json, path: Path): Json => path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k], root);

function setAt(root: Json, path: Path, value: Json | undefined): Json {
  if (path.length === 0) return value === undefined ? null : value;
  const parent = getAt(root, path.slice(0, -1)) as Record<string | number, Json> & Json[];
  const key = path[path.length - 1];
  if (value !== undefined) parent[key] = value;
  else if (Array.isArray(parent)) parent.splice(key as number, 1);
  else delete parent[key];
  return root;
}

const strings = [
  '',
  ' ',
  'x',
  '/',
  '#',
  '/nowhere',
  '#nowhere',
  '/about-us#nowhere',
  '@meeting-booking',
  '@nowhere',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '\u0000',
  '🚀 émoji',
  '../..',
  'a'.repeat(5000),
  'hero',
  'starter',
  'package',
  'plan',
  'https://example.com',
  'not an email',
];
const numbers = [0, -1, 1.5, 3, 1e21, -0.0001, 999999999];

function deepValue(f: Fuzzer): Json {
  let v: Json = f.pick(strings);
  const depth = 2 + f.int(f.chance(0.5) ? 80 : 3000);
  for (let i = 0; i < depth; i++) v = f.chance(0.5) ? [v] : { a: v };
  return v;
}

/** Mutations of a file's value; each returns what it did, in words. */
const valueMutations: Array<(f: Fuzzer, root: Json, at: Path, all: Path[]) => [Json, string]> = [
  (_f, root, at) => [setAt(root, at, null), 'null'],
  (f, root, at) => {
    const n = f.pick(numbers);
    return [setAt(root, at, n), `the number ${n}`];
  },
  (f, root, at) => {
    const s = f.pick(strings);
    return [setAt(root, at, s), `the text ${JSON.stringify(s.slice(0, 20))}`];
  },
  (f, root, at) => [setAt(root, at, f.pick<Json>([[], [null], ['x', 1], [{}]])), 'a list'],
  (f, root, at) => [setAt(root, at, f.pick<Json>([{}, { type: 'hero' }, { kind: 'link' }])), 'an object'],
  (f, root, at) => [setAt(root, at, f.chance(0.5)), 'a boolean'],
  (f, root, at) => [setAt(root, at, deepValue(f)), 'a deeply nested value'],
  (_f, root, at) => [at.length ? setAt(root, at, undefined) : root, 'deleted'],
  (f, root, at, all) => {
    const from = f.pick(all);
    return [setAt(root, at, structuredClone(getAt(root, from))), `a copy of ${from.join('.')}`];
  },
  (f, root, at) => {
    const v = getAt(root, at);
    if (typeof v !== 'string' || !v) return [root, 'unchanged'];
    const i = f.int(v.length);
    return [setAt(root, at, v.slice(0, i) + f.pick(['', 'x', '-', '#', '/', ' ']) + v.slice(i + 1)), 'a typo'];
  },
  (f, root, at) => {
    const parent = at.length ? getAt(root, at.slice(0, -1)) : undefined;
    if (!Array.isArray(parent)) return [root, 'unchanged'];
    parent.splice(f.int(parent.length + 1), 0, structuredClone(parent[at[at.length - 1] as number]));
    return [root, 'a list item twice'];
  },
];

const invalidBytes = [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80], [0xe2, 0x82], [0x00], [0xef, 0xbb, 0xbf]];

/** Mutations of a file's bytes. */
const byteMutations: Array<(f: Fuzzer, bytes: Buffer) => [Buffer | string, string]> = [
  (f, b) => {
    const n = f.int(b.length);
    return [b.subarray(0, n), `cut at byte ${n}`];
  },
  (f, b) => {
    const at = f.int(b.length);
    const insert = f.chance(0.5) ? Buffer.from(f.pick(invalidBytes)) : Buffer.from(Array.from({ length: 1 + f.int(8) }, () => f.int(256)));
    return [Buffer.concat([b.subarray(0, at), insert, b.subarray(at)]), `bytes ${insert.toString('hex')} inserted at ${at}`];
  },
  (f, b) => {
    const c = Buffer.from(b);
    const at = f.int(c.length);
    c[at] = f.int(256);
    return [c, `byte ${at} replaced`];
  },
  (_f, b) => [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), b]), 'a byte-order mark'],
  (f, b) => {
    const lines = b.toString('utf8').split('\n');
    const i = f.int(lines.length);
    lines.splice(i, 0, lines[i]);
    return [lines.join('\n'), `line ${i + 1} twice`];
  },
  (f) => [f.pick(['', '   \n', 'null', '[]', '7', '"text"', 'true', '{}', '{"$schema": 5}']), 'the whole file replaced'],
  (f, b) => [f.chance(0.5) ? `${b.toString('utf8')}${' '.repeat(1_100_000)}` : `{ "x": "${'y'.repeat(900_000)}" }`, 'a huge file'],
  (_f, b) => [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(b.toString('utf8'), 'utf16le')]), 'saved as UTF-16'],
];

interface Mutant {
  what: string;
  /** Paths (relative to the config folder) that were changed or created, to put back afterwards. */
  touched: string[];
  /** Config files whose content changed and may still be valid. */
  changed: string[];
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name), base) : [relative(base, join(dir, e.name))]));
}

describe('config fuzz', () => {
  const tempRoot = mkdtempSync(join(projectRoot, 'tests', '.tmp-fuzz-'));
  const config = join(tempRoot, 'site.config');
  cpSync(siteFixtureConfig, config, { recursive: true });
  const files = listFiles(config)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const originals = new Map(files.map((f) => [f, readFileSync(join(config, f))]));
  afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));

  const write = (rel: string, content: Buffer | string) => writeFileSync(join(config, rel), content);
  const restore = (touched: string[]) => {
    for (const rel of touched) {
      rmSync(join(config, rel), { recursive: true, force: true });
      const original = originals.get(rel);
      if (original) write(rel, original);
    }
  };

  function mutate(f: Fuzzer, rel: string): Mutant {
    const roll = f.random();
    const abs = join(config, rel);
    if (roll < 0.6) {
      const root = JSON.parse(originals.get(rel)!.toString('utf8')) as Json;
      const all = paths(root);
      const at = f.pick(all);
      const [changed, what] = f.pick(valueMutations)(f, root, at, all);
      write(rel, JSON.stringify(changed, null, 2));
      return { what: `${rel}: ${at.join('.') || '(top)'} → ${what}`, touched: [rel], changed: [rel] };
    }
    if (roll < 0.85) {
      const [content, what] = f.pick(byteMutations)(f, originals.get(rel)!);
      write(rel, content);
      return { what: `${rel}: ${what}`, touched: [rel], changed: [rel] };
    }
    const other = f.pick(files);
    const fsMutations: Array<() => Mutant> = [
      () => {
        rmSync(abs);
        mkdirSync(abs);
        return { what: `${rel}: a folder`, touched: [rel], changed: [] };
      },
      () => {
        rmSync(abs);
        symlinkSync('nowhere.json', abs);
        return { what: `${rel}: a dangling link`, touched: [rel], changed: [] };
      },
      () => {
        rmSync(abs);
        symlinkSync(abs, abs);
        return { what: `${rel}: a link to itself`, touched: [rel], changed: [] };
      },
      () => {
        rmSync(abs);
        symlinkSync(join(projectRoot, 'package.json'), abs);
        return { what: `${rel}: a link outside`, touched: [rel], changed: [] };
      },
      () => {
        rmSync(abs);
        symlinkSync('/dev/zero', abs);
        return { what: `${rel}: a link to a device`, touched: [rel], changed: [] };
      },
      () => {
        rmSync(abs);
        symlinkSync(join(config, other), abs);
        return { what: `${rel}: a link to ${other}`, touched: [rel], changed: [rel] };
      },
      () => {
        const loop = join(dirname(rel), 'loop');
        // A mutant may already hold a loop in this folder (two mutations of it): the link is made again.
        rmSync(join(config, loop), { force: true });
        symlinkSync(f.pick(['..', '.', config]), join(config, loop));
        return { what: `${loop}: a link to a folder above`, touched: [loop], changed: [] };
      },
      () => {
        rmSync(abs);
        spawnSync('mkfifo', [abs]);
        return { what: `${rel}: a named pipe`, touched: [rel], changed: [] };
      },
      () => {
        rmSync(abs);
        return { what: `${rel}: deleted`, touched: [rel], changed: [] };
      },
      () => {
        const copy = rel.replace(/\.json$/, '-copy.json');
        write(copy, originals.get(rel)!);
        return { what: `${copy}: a copy of ${rel}`, touched: [copy], changed: [copy] };
      },
      () => {
        write(rel, '');
        return { what: `${rel}: empty`, touched: [rel], changed: [] };
      },
    ];
    return f.pick(fsMutations)();
  }

  /** What is wrong with one answer of the validator, if anything. */
  function problems(result: LoadResult): string[] {
    const found: string[] = [];
    const byFile = new Map<string, ConfigError[]>();
    for (const e of result.errors) {
      if (typeof e.file !== 'string' || !e.file || typeof e.message !== 'string' || !e.message.trim())
        found.push(`an error without a file or message: ${JSON.stringify(e)}`);
      if (!(Number.isInteger(e.line) && e.line >= 1 && Number.isInteger(e.column) && e.column >= 1)) found.push(`a bad position: ${JSON.stringify(e)}`);
      if (/\[object |\bundefined\b|\bNaN\b/.test(`${e.message} ${e.hint ?? ''}`)) found.push(`an unplain message: ${e.message} ${e.hint ?? ''}`);
      byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
    }
    for (const [file, list] of byFile) {
      const shown = list.filter((e) => !e.message.startsWith('…and '));
      if (shown.length > MAX_ERRORS_PER_FILE || list.length > shown.length + 1) found.push(`${list.length} errors in ${file}`);
    }
    if (!result.bundle && result.errors.length === 0) found.push('rejected without an error');
    return found;
  }

  it(`${MUTANTS} seeded mutants of site.config/ (seed ${SEED}) are answered, never crash, hang or flood`, async () => {
    const validators = createValidators();
    const baseline = loadSiteConfig('site.config', tempRoot, { validators });
    expect(baseline.errors).toStrictEqual([]);

    const f = new Fuzzer(prng(SEED));
    const count = { accepted: 0, rejected: 0, crashes: 0, hangs: 0, wronglyAccepted: 0 };
    const failures: string[] = [];
    const started = performance.now();
    let slowest = 0;
    const assets = { css: [], entry: '/main.js', modulePreload: [] };
    for (let n = 1; n <= MUTANTS; n++) {
      const first = mutate(f, f.pick(files));
      // A few mutants stack a second change on another file, so mistakes meet.
      const second = f.chance(0.2) ? mutate(f, f.pick(files.filter((x) => !first.touched.includes(x)))) : undefined;
      const mutant = second
        ? { what: `${first.what}; ${second.what}`, touched: [...first.touched, ...second.touched], changed: [...first.changed, ...second.changed] }
        : first;
      const fail = (kind: string, detail: string) => failures.push(`mutant ${n} (seed ${SEED}) ${kind}: ${mutant.what} — ${detail}`);
      try {
        const t = performance.now();
        let result: LoadResult;
        try {
          result = loadSiteConfig('site.config', tempRoot, { validators });
        } catch (e) {
          count.crashes++;
          fail('crashed', String((e as Error).stack ?? e));
          continue;
        }
        const ms = performance.now() - t;
        slowest = Math.max(slowest, ms);
        if (ms > HANG_MS) {
          count.hangs++;
          fail('hung', `${Math.round(ms)} ms`);
        }
        const unexpected = result.errors.find((e) => e.message.startsWith(UNEXPECTED));
        if (unexpected) {
          count.crashes++;
          fail('crashed', unexpected.message);
          continue;
        }
        for (const p of problems(result)) fail('answered badly', p);
        if (!result.bundle) {
          count.rejected++;
          continue;
        }
        count.accepted++;
        const shown = new Set(mutant.changed.map((rel) => `site.config/${rel}`));
        const onlyPages = mutant.changed.every((rel) => rel.startsWith('pages/'));
        const toRender = result.bundle.pages.filter((p) => !onlyPages || shown.has(p.file));
        try {
          for (const { page } of toRender) await renderPage({ ...resolvedPage(result.bundle, page), assets });
        } catch (e) {
          count.wronglyAccepted++;
          fail('was accepted but does not render', String((e as Error).message ?? e));
        }
      } finally {
        restore(mutant.touched);
      }
    }
    const ms = Math.round(performance.now() - started);
    console.log(
      `config fuzz (seed ${SEED}): ${MUTANTS} mutants, ${count.accepted} accepted, ${count.rejected} rejected, ${count.crashes} crashes, ${count.hangs} hangs, ${count.wronglyAccepted} wrongly accepted, ${ms} ms (slowest load ${Math.round(slowest)} ms)`,
    );
    expect(failures.slice(0, 20)).toStrictEqual([]);
    expect(count.accepted + count.rejected).toBe(MUTANTS);
  }, 180_000);
});
