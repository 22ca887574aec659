import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backtracking } from './regex-safety.ts';

const dir = mkdtempSync(join(tmpdir(), 'regex-verdicts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const version = (createRequire(import.meta.url)('recheck/package.json') as { version: string }).version;

describe('regex-safety: verdicts kept between runs', () => {
  it('decides a pattern once and keeps the verdict, by the checker’s version', () => {
    const file = join(dir, 'decided.json');
    expect(backtracking('^(a+)+$', file)).toBe('exponential');
    expect(backtracking('^\\+\\d{1,4}\\s?\\d{6,14}$', file)).toBe('linear');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      version,
      verdicts: { '^(a+)+$': 'exponential', '^\\+\\d{1,4}\\s?\\d{6,14}$': 'linear' },
    });
  });

  it('answers from the kept verdicts without deciding again', () => {
    // A verdict the checker would never give for this pattern shows the answer came from the file.
    const file = join(dir, 'kept.json');
    writeFileSync(file, JSON.stringify({ version, verdicts: { '^abc$': 'polynomial' } }));
    expect(backtracking('^abc$', file)).toBe('polynomial');
  });

  it('decides again what another version of the checker kept, and what an unreadable file held', () => {
    const other = join(dir, 'other-version.json');
    writeFileSync(other, JSON.stringify({ version: '0.0.0', verdicts: { '^abc$': 'polynomial' } }));
    expect(backtracking('^abc$', other)).toBe('linear');
    const damaged = join(dir, 'damaged.json');
    writeFileSync(damaged, '{"version": ');
    expect(backtracking('^(a|a)*$', damaged)).toBe('exponential');
    expect(JSON.parse(readFileSync(damaged, 'utf8')).verdicts).toEqual({ '^(a|a)*$': 'exponential' });
  });
});
