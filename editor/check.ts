import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadSiteConfig, type FileChecks, type LoadResult } from '../validator/load.ts';
import type { Validators } from '../validator/schemas.ts';
import type { ConfigError } from '../validator/types.ts';
import { CONFIG_DIR } from './files.ts';

/** Unsaved texts keyed by project-relative file ("site.config/pages/home.json"). */
export type Unsaved = ReadonlyMap<string, string>;

const overlayKey = (file: string) => file.slice(CONFIG_DIR.length + 1);

/** The whole site checked exactly as `npm run validate` checks it, with unsaved texts standing in for their files. */
export function checkSite(
  root: string,
  validators: Validators,
  unsaved: Unsaved = new Map(),
  withParsed = false,
  deleted: ReadonlySet<string> = new Set(),
): LoadResult {
  if (unsaved.size === 0 && deleted.size === 0) return savedSite(root, validators);
  if (!withParsed && deleted.size === 0 && asSaved(root, validators, unsaved)) return savedSite(root, validators);
  const files = new Map([...unsaved].map(([file, text]) => [overlayKey(file), text]));
  const removed = new Set([...deleted].map(overlayKey));
  return loadSiteConfig(CONFIG_DIR, root, { validators, files, withParsed, removed, memo: memoOf(root, validators) });
}

/** Each file's text as the editor writes its data out (`pageText` in editor/ui/api.ts), by the text on disk. */
const writtenOut = new Map<string, { disk: string; text?: string }>();

function asWrittenOut(file: string, disk: string): string | undefined {
  const known = writtenOut.get(file);
  if (known?.disk === disk) return known.text;
  let text: string | undefined;
  try {
    text = `${JSON.stringify(JSON.parse(disk), null, 2)}\n`;
  } catch {
    text = undefined;
  }
  if (writtenOut.size > 100) writtenOut.clear();
  writtenOut.set(file, { disk, text });
  return text;
}

/**
 * Whether the unsaved texts are their files as saved, or written out again by the editor, and those
 * files have no problem: then the check is the saved site's, already made. A page just opened sends
 * its data written out for its first preview: on a 10,000-page site that check took seconds, for
 * nothing new. (Only the errors' line numbers could differ with the layout, and there are none.)
 * A keystroke's text differs from both and costs two string comparisons here.
 */
function asSaved(root: string, validators: Validators, unsaved: Unsaved): boolean {
  for (const [file, text] of unsaved) {
    let disk: string;
    try {
      disk = readFileSync(join(root, file), 'utf8');
    } catch {
      return false;
    }
    if (text !== disk && text !== asWrittenOut(file, disk)) return false;
  }
  const { errors, warnings = [] } = savedSite(root, validators);
  return ![...errors, ...warnings].some((e) => unsaved.has(e.file));
}

const memos = new WeakMap<Validators, Map<string, FileChecks>>();

/** Each file's last check in this project: a keystroke's check of a 10,000-page site checks one file again, not all. */
function memoOf(root: string, validators: Validators): FileChecks {
  const byRoot = memos.get(validators) ?? new Map<string, FileChecks>();
  memos.set(validators, byRoot);
  const memo = byRoot.get(root) ?? (new Map() as FileChecks);
  byRoot.set(root, memo);
  return memo;
}

/**
 * Every file of the config folder with its size and change time: the files as saved are checked
 * again only when this changes. Stating 10,000 files takes tens of milliseconds; checking them
 * takes more than a second, and opening one page asked for that check twice (page list, links).
 */
function folderStamp(root: string): string {
  const dir = join(root, CONFIG_DIR);
  let stamp = '';
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      // Not path.join: its normalizing was a fifth of the stamp's time on 10,000 files.
      const path = `${entry.parentPath}/${entry.name}`;
      const s = statSync(path);
      stamp += `${path}|${s.size}|${s.mtimeMs}|${s.ino}\n`;
    }
  } catch {
    // A folder changing while it is listed: no stamp, so the check runs.
    return `unlisted ${Math.random()}`;
  }
  return stamp;
}

const saved = new WeakMap<Validators, Map<string, { stamp: string; result: LoadResult }>>();

/** The site as saved, with its parsed files; shared by every caller until a file in the folder changes. */
function savedSite(root: string, validators: Validators): LoadResult {
  const byRoot = saved.get(validators) ?? new Map<string, { stamp: string; result: LoadResult }>();
  saved.set(validators, byRoot);
  const stamp = folderStamp(root);
  const last = byRoot.get(root);
  if (last?.stamp === stamp) return last.result;
  const result = loadSiteConfig(CONFIG_DIR, root, { validators, withParsed: true, memo: memoOf(root, validators) });
  byRoot.set(root, { stamp, result });
  return result;
}

// A folder-wide summary ("49 files … are written for version 1") names a count that a save of
// one migrated file lowers: it is the same problem, not a new one.
const errorId = (e: ConfigError) => (e.path === '(folder)' ? `${e.file}|${e.path}|${e.hint}` : `${e.file}|${e.path}|${e.message}`);

/**
 * The errors that stop a save: every error in the files being written, and errors elsewhere that
 * the change brings (a link broken by a changed route or a deleted page, `deleted`); problems
 * already on disk elsewhere do not block.
 */
export function blockingErrors(root: string, validators: Validators, unsaved: Unsaved, deleted: ReadonlySet<string> = new Set()): ConfigError[] {
  const after = checkSite(root, validators, unsaved, false, deleted).errors;
  const elsewhere = after.filter((e) => !unsaved.has(e.file));
  if (elsewhere.length === 0) return after;
  const before = new Set(checkSite(root, validators).errors.map(errorId));
  return after.filter((e) => unsaved.has(e.file) || !before.has(errorId(e)));
}
