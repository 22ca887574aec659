import { chmodSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCK_NAME, removeStaleTemps, WriteConflict, writeFileAtomically, writeFilesAtomically } from './atomic-write.ts';

/** The next writeSync calls to fail, as a full disk fails them (set by a test, used by the mock below). */
const failing = { after: 0, writes: 0, code: 'ENOSPC' };
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  return {
    ...real,
    writeSync: (...args: Parameters<typeof real.writeSync>) => {
      if (failing.writes > 0 && failing.after-- <= 0) {
        failing.writes--;
        throw Object.assign(new Error(`${failing.code}: no space left on device, write`), { code: failing.code });
      }
      return (real.writeSync as (...a: unknown[]) => number)(...args);
    },
  };
});

const dirs: string[] = [];
afterEach(() => {
  failing.writes = 0;
  failing.after = 0;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(files: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'atomic-write-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('writeFilesAtomically', () => {
  it('writes each file whole, checking that each target still holds what was read', () => {
    const dir = folder({ 'a.json': 'A1', 'b.json': 'B1' });
    writeFilesAtomically(dir, [
      { abs: join(dir, 'a.json'), text: 'A2', expect: { text: 'A1' } },
      { abs: join(dir, 'c.json'), text: 'C1', expect: 'absent' },
    ]);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('A2');
    expect(readFileSync(join(dir, 'c.json'), 'utf8')).toBe('C1');
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.json', 'c.json']);
  });

  it('writes nothing when any target changed since it was read, and says what it holds now', () => {
    const dir = folder({ 'a.json': 'A1', 'b.json': 'B-changed-on-disk' });
    let thrown: unknown;
    try {
      writeFilesAtomically(dir, [
        { abs: join(dir, 'a.json'), text: 'A2', expect: { text: 'A1' } },
        { abs: join(dir, 'b.json'), text: 'B2', expect: { text: 'B1' } },
      ]);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(WriteConflict);
    expect((thrown as WriteConflict).current).toBe('B-changed-on-disk');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('A1');
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.json']);
  });

  it('refuses to create a file that appeared meanwhile', () => {
    const dir = folder({ 'new.json': 'someone else' });
    expect(() => writeFileAtomically(dir, join(dir, 'new.json'), 'mine', 'absent')).toThrow(WriteConflict);
    expect(readFileSync(join(dir, 'new.json'), 'utf8')).toBe('someone else');
  });

  it('on a full disk leaves every file as it was and no temporary file, and the next write works', () => {
    const dir = folder({ 'a.json': 'A1' });
    failing.writes = 1;
    expect(() => writeFileAtomically(dir, join(dir, 'a.json'), 'A2'.repeat(1000), { text: 'A1' })).toThrow(/ENOSPC/);
    expect(readdirSync(dir)).toEqual(['a.json']);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('A1');
    writeFileAtomically(dir, join(dir, 'a.json'), 'A3', { text: 'A1' });
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('A3');
  });

  it('a full disk on the second of two files writes neither', () => {
    const dir = folder({ 'a.json': 'A1', 'b.json': 'B1' });
    failing.after = 1;
    failing.writes = 1;
    expect(() =>
      writeFilesAtomically(dir, [
        { abs: join(dir, 'a.json'), text: 'A2', expect: { text: 'A1' } },
        { abs: join(dir, 'b.json'), text: 'B2', expect: { text: 'B1' } },
      ]),
    ).toThrow(/ENOSPC/);
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.json']);
    expect([readFileSync(join(dir, 'a.json'), 'utf8'), readFileSync(join(dir, 'b.json'), 'utf8')]).toEqual(['A1', 'B1']);
  });

  it('removes a file in the same step as it writes others, or leaves it when another target changed', () => {
    const dir = folder({ 'a.json': 'A1', 'gone.json': 'G1' });
    expect(() =>
      writeFilesAtomically(dir, [
        { abs: join(dir, 'gone.json'), text: null, expect: { text: 'G1' } },
        { abs: join(dir, 'a.json'), text: 'A2', expect: { text: 'A-read-earlier' } },
      ]),
    ).toThrow(WriteConflict);
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'gone.json']);
    writeFilesAtomically(dir, [
      { abs: join(dir, 'gone.json'), text: null, expect: { text: 'G1' } },
      { abs: join(dir, 'a.json'), text: 'A2', expect: { text: 'A1' } },
    ]);
    expect(readdirSync(dir)).toEqual(['a.json']);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('A2');
  });

  it('puts a removed file back when a later rename fails', () => {
    const dir = folder({ 'a.json': 'A1', 'gone.json': 'G1' });
    let renames = 0;
    const failSecond = (from: string, to: string) => {
      if (++renames === 2) throw Object.assign(new Error('EIO'), { code: 'EIO' });
      renameSync(from, to);
    };
    expect(() =>
      writeFilesAtomically(
        dir,
        [
          { abs: join(dir, 'a.json'), text: 'A2', expect: { text: 'A1' } },
          { abs: join(dir, 'gone.json'), text: null, expect: { text: 'G1' } },
        ],
        failSecond,
      ),
    ).toThrow(/EIO/);
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'gone.json']);
    expect([readFileSync(join(dir, 'a.json'), 'utf8'), readFileSync(join(dir, 'gone.json'), 'utf8')]).toEqual(['A1', 'G1']);
  });

  it('keeps the file mode of the file it replaces', () => {
    const dir = folder({ 'a.json': 'A1' });
    chmodSync(join(dir, 'a.json'), 0o640);
    writeFileAtomically(dir, join(dir, 'a.json'), 'A2');
    expect(statSync(join(dir, 'a.json')).mode & 0o777).toBe(0o640);
  });

  it("takes over the lock of a process that died holding it, and waits for a live one's", () => {
    const dir = folder({ 'a.json': 'A1' });
    writeFileSync(join(dir, LOCK_NAME), '999999\n');
    writeFileAtomically(dir, join(dir, 'a.json'), 'A2');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('A2');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });
});

describe('removeStaleTemps', () => {
  it('removes what a dead process left, never what a live one is writing', () => {
    const dead = `.home.json.999999.0a1b2c3d.tmp`;
    const live = `.home.json.${process.ppid}.0a1b2c3d.tmp`;
    const dir = folder({ [dead]: '', [live]: '', 'home.json': '{}', '.home.json.tmp': '' });
    expect(removeStaleTemps(dir, readdirSync(dir))).toEqual([dead]);
    expect(readdirSync(dir).sort()).toEqual([live, '.home.json.tmp', 'home.json'].sort());
  });
});
