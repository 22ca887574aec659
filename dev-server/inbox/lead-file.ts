import * as nodeFs from 'node:fs';
import { join } from 'node:path';

/** The file calls a lead file makes; tests pass ones that fail the way a full disk does. */
export type InboxFs = Pick<typeof nodeFs, 'closeSync' | 'fstatSync' | 'ftruncateSync' | 'mkdirSync' | 'openSync' | 'readFileSync' | 'readSync' | 'writeSync'>;

/** A lead that could not be stored; the file is as it was before, and the browser keeps the lead. */
export class NotStored extends Error {
  constructor(
    readonly status: 500 | 507,
    message: string,
  ) {
    super(message);
    this.name = 'NotStored';
  }
}

const NEWLINE = 0x0a;

function notStored(e: unknown): NotStored {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return new NotStored(507, 'The lead inbox’s disk is full: the lead was not stored. Send it again later.');
  return new NotStored(500, `The lead could not be stored (${code ?? (e as Error).message}). Send it again later.`);
}

/** Where the last complete line ends: 0 when there is none. Reads backwards, 64 kB at a time. */
function afterLastNewline(fs: InboxFs, fd: number, size: number): number {
  const chunk = Buffer.alloc(64 * 1024);
  for (let end = size; end > 0;) {
    const start = Math.max(0, end - chunk.length);
    const read = fs.readSync(fd, chunk, 0, end - start, start);
    const at = chunk.subarray(0, read).lastIndexOf(NEWLINE);
    if (at >= 0) return start + at + 1;
    end = start;
  }
  return 0;
}

/**
 * Cuts an unfinished last line (a crash or a full disk mid-write, possibly by an older version)
 * so that the next lead starts on a line of its own. That line's lead was never answered 2xx,
 * so its browser still has it. Returns the file's size afterwards.
 */
function repairTail(fs: InboxFs, fd: number, path: string): number {
  const size = fs.fstatSync(fd).size;
  if (size === 0) return 0;
  const last = Buffer.alloc(1);
  fs.readSync(fd, last, 0, 1, size - 1);
  if (last[0] === NEWLINE) return size;
  const end = afterLastNewline(fs, fd, size);
  fs.ftruncateSync(fd, end);
  console.warn(`${path}: dropped an unfinished last line of ${size - end} bytes`);
  return end;
}

function storedKeys(fs: InboxFs, path: string): Set<string> {
  let text: string;
  try {
    text = fs.readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw e;
  }
  const keys = new Set<string>();
  for (const line of text.split('\n')) {
    try {
      const key = (JSON.parse(line) as { idempotencyKey?: unknown }).idempotencyKey;
      if (typeof key === 'string') keys.add(key);
    } catch {
      // An unfinished or foreign line holds no key.
    }
  }
  return keys;
}

/**
 * One target's JSON Lines file (`{dir}/{target}.jsonl`). Each lead is one write of its whole
 * line, checked for length; a write that fails or falls short is cut off again, so the file only
 * ever holds whole lines. It also knows the idempotency keys it holds, read from the file on
 * first use (so they survive a restart) and kept in memory after that.
 */
export function leadFile(dir: string, target: string, fs: InboxFs = nodeFs) {
  const path = join(dir, `${target}.jsonl`);
  let keys: Set<string> | undefined;
  const known = () => (keys ??= storedKeys(fs, path));
  return {
    has: (key: string) => known().has(key),
    /** Appends one record as one line, or throws `NotStored` leaving the file with whole lines only. */
    append(record: { idempotencyKey?: string; [field: string]: unknown }) {
      const seen = known();
      const line = Buffer.from(`${JSON.stringify(record)}\n`);
      let fd: number | undefined;
      let size: number | undefined;
      try {
        fs.mkdirSync(dir, { recursive: true });
        fd = fs.openSync(path, 'a+');
        size = repairTail(fs, fd, path);
        const written = fs.writeSync(fd, line);
        if (written !== line.length) {
          throw new NotStored(
            507,
            `Only ${written} of the lead’s ${line.length} bytes could be written (is the disk full?): the lead was not stored. Send it again later.`,
          );
        }
      } catch (e) {
        if (fd !== undefined && size !== undefined) cutBack(fs, fd, size);
        throw e instanceof NotStored ? e : notStored(e);
      } finally {
        if (fd !== undefined) closeQuietly(fs, fd);
      }
      if (record.idempotencyKey) seen.add(record.idempotencyKey);
    },
  };
}

/** Removes what a failed write left. If even that fails, the next append's repair removes it. */
function cutBack(fs: InboxFs, fd: number, size: number) {
  try {
    fs.ftruncateSync(fd, size);
  } catch {
    // repairTail cuts the unfinished line before the next lead is written.
  }
}

/** An error on close comes after the line was written and checked: it must not make a stored lead look lost. */
function closeQuietly(fs: InboxFs, fd: number) {
  try {
    fs.closeSync(fd);
  } catch {
    // Nothing left to undo.
  }
}
