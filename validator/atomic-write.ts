import { randomBytes } from 'node:crypto';
import { closeSync, constants, fchmodSync, fstatSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Every write to the config folder (the editor's saves, new pages, copies, renames, migrations)
 * goes through here: each text is written whole to a temporary file beside its target, then, while
 * the folder's lock is held, each target is checked to still hold what the caller last read and
 * the temporary files are renamed over their targets. A reader never sees half a file, a full disk
 * leaves nothing behind, and a change made on disk (by a text editor, git or a second editor
 * process) after the caller read the file is never overwritten.
 */

/** What a target must hold at the moment of the swap: its previous text, or nothing (a new file). */
export type Expect = { text: string } | 'absent' | 'any';

export interface PlannedWrite {
  abs: string;
  /** The new text, or null to remove the file (a deleted page, with the links to it changed in the same step). */
  text: string | null;
  expect: Expect;
}

/** A target no longer holds what the caller read: nothing was written. */
export class WriteConflict extends Error {
  constructor(
    readonly abs: string,
    /** The text on disk now, or undefined when the file is gone. */
    readonly current: string | undefined,
  ) {
    super(`${abs} changed on disk while it was being saved; nothing was written.`);
  }
}

/** The lock file inside the folder: one per folder, so two editor processes on one checkout take turns. */
export const LOCK_NAME = '.rivo-write.lock';
/**
 * Temporary files are `.<name>.<pid>.<random>.tmp`: hidden, never `*.json`, and unique, so a failed
 * write never blocks the next one. Older versions wrote `.<name>.<pid>.tmp` and `.<name>.<pid>.migrate-tmp`.
 */
const TEMP_PATTERN = /^\..+\.(\d+)(?:\.[0-9a-f]{8})?\.(?:migrate-)?tmp$/;

const LOCK_WAIT_MS = 10_000;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => Atomics.wait(sleeper, 0, 0, ms);

/** Whether process `pid` is running (EPERM: it is, another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lock: string): number | undefined {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the folder's lock (an exclusive file holding our pid), waiting for another process's turn; a dead holder's lock is taken over. */
function lock(folder: string): () => void {
  const path = join(folder, LOCK_NAME);
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = holderOf(path);
    // A holder that died (kill -9 mid-save) never releases; a lock without a pid is being written, or was cut short.
    if (holder !== undefined && holder !== process.pid && !isAlive(holder)) rmSync(path, { force: true });
    else if (holder === undefined && ageMs(path) > 2_000) rmSync(path, { force: true });
    else if (Date.now() > until) throw new Error(`Another editor has been saving in ${folder} for more than ${LOCK_WAIT_MS / 1000} s; try again.`);
    else sleep(5);
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** The text at `abs` now, or undefined when nothing is there; never waits on a pipe put there meanwhile. */
function currentText(abs: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  try {
    if (!fstatSync(fd).isFile()) throw new Error(`${abs} is not an ordinary file.`);
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

const holds = (abs: string, expect: Expect) => {
  if (expect === 'any') return { ok: true as const };
  const now = currentText(abs);
  const ok = expect === 'absent' ? now === undefined : now === expect.text;
  return ok ? { ok: true as const } : { ok: false as const, now };
};

function writeAll(fd: number, text: string) {
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at);
}

const tempName = (target: string) => join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);

function writeTemp(target: string, text: string): string {
  const temp = tempName(target);
  let mode: number | undefined;
  try {
    mode = statSync(target).mode & 0o7777;
  } catch {
    // A new file gets the process's default mode.
  }
  const fd = openSync(temp, 'wx', mode === undefined ? undefined : 0o600);
  try {
    // Set after creation: the mode given to open is narrowed by the umask, and a file keeps its own.
    if (mode !== undefined) fchmodSync(fd, mode);
    writeAll(fd, text);
    // The rename must not reach the disk before the bytes do: a power cut would leave an empty file.
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw e;
  }
  closeSync(fd);
  return temp;
}

/**
 * Writes every planned file or none. `folder` is the config folder whose lock is held for the swap.
 * Throws WriteConflict when a target changed since it was read, or the file system's error (ENOSPC,
 * EROFS, ...) with every temporary file removed and every target as it was.
 */
export function writeFilesAtomically(folder: string, writes: PlannedWrite[], rename: (from: string, to: string) => void = renameSync): void {
  // A file with other hard links is written in place, last: a rename would give this name a new file
  // and leave the other names on the old text. (The editor refuses such files; migrations keep them.)
  const linked = new Set(writes.filter((w) => w.text !== null && hardLinked(w.abs)));
  const temps = new Map<PlannedWrite, string>();
  try {
    for (const w of writes) if (!linked.has(w) && w.text !== null) temps.set(w, writeTemp(w.abs, w.text));
  } catch (e) {
    for (const t of temps.values()) rmSync(t, { force: true });
    throw e;
  }
  let release: (() => void) | undefined;
  const done: Array<{ w: PlannedWrite; before: string | undefined; trash?: string }> = [];
  try {
    release = lock(folder);
    const before = new Map(
      writes.map((w) => {
        const check = holds(w.abs, w.expect);
        if (!check.ok) throw new WriteConflict(w.abs, check.now);
        return [w, w.expect === 'any' ? currentText(w.abs) : w.expect === 'absent' ? undefined : w.expect.text];
      }),
    );
    for (const [w, temp] of temps) {
      rename(temp, w.abs);
      temps.delete(w);
      done.push({ w, before: before.get(w) });
    }
    for (const w of linked) {
      done.push({ w, before: before.get(w) }); // before the write: one that fails halfway changed the file too
      writeInPlace(w.abs, w.text!);
    }
    // A file to remove is first moved aside, so that a failure can still put it back.
    for (const w of writes.filter((x) => x.text === null)) {
      const trash = tempName(w.abs);
      rename(w.abs, trash);
      done.push({ w, before: before.get(w), trash });
    }
  } catch (e) {
    for (const t of temps.values()) rmSync(t, { force: true });
    // Reached when a rename or in-place write fails midway: put back what was replaced.
    for (const { w, before, trash } of done.reverse()) {
      try {
        if (trash) renameSync(trash, w.abs);
        else if (before === undefined) rmSync(w.abs, { force: true });
        else if (linked.has(w)) writeInPlace(w.abs, before);
        else renameSync(writeTemp(w.abs, before), w.abs);
      } catch {
        // Nothing more can be done here; the error below says what failed.
      }
    }
    throw e;
  } finally {
    release?.();
  }
  for (const { trash } of done) if (trash) rmSync(trash, { force: true });
}

function hardLinked(abs: string): boolean {
  try {
    return statSync(abs).nlink > 1;
  } catch {
    return false;
  }
}

function writeInPlace(abs: string, text: string) {
  const fd = openSync(abs, constants.O_WRONLY | constants.O_TRUNC | constants.O_NOFOLLOW);
  try {
    writeAll(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** One file, written whole or not at all (see writeFilesAtomically). */
export function writeFileAtomically(folder: string, abs: string, text: string, expect: Expect = 'any'): void {
  writeFilesAtomically(folder, [{ abs, text, expect }]);
}

/** Removes temporary files that a killed process left in `dir` (never those of a process still running). */
export function removeStaleTemps(dir: string, names: string[]): string[] {
  const removed: string[] = [];
  for (const name of names) {
    const m = TEMP_PATTERN.exec(name);
    if (!m || (Number(m[1]) !== process.pid && isAlive(Number(m[1])))) continue;
    rmSync(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/** removeStaleTemps in `root` and every folder below it; the paths removed. */
export function removeStaleTempsUnder(root: string): string[] {
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return []; // No folder: nothing to clean.
  }
  return entries
    .filter((e) => e.isFile() && TEMP_PATTERN.test(e.name))
    .flatMap((e) => removeStaleTemps(e.parentPath, [e.name]).map((name) => join(e.parentPath, name)));
}

/** A plain sentence for a file-system error code, for messages that editors read. */
export function diskProblem(e: unknown): string | undefined {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'the disk is full';
  if (code === 'EROFS') return 'the folder is on a read-only disk';
  if (code === 'EACCES' || code === 'EPERM') return 'permission to write there was refused';
  if (code === 'EIO') return 'the disk reported an input/output error';
  return undefined;
}
