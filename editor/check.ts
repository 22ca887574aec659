import { loadSiteConfig, type LoadResult } from '../validator/load.ts';
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
  const files = new Map([...unsaved].map(([file, text]) => [overlayKey(file), text]));
  const removed = new Set([...deleted].map(overlayKey));
  return loadSiteConfig(CONFIG_DIR, root, { validators, files, withParsed, removed });
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
