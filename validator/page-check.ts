/**
 * One page file checked on its own against its schema: its problems, and what the site-wide
 * checks need of it (route, refs), as plain data that can travel between threads. A build's page
 * threads check the pages they render with it; config/load.ts takes the results in.
 */
import type { PageConfig } from '../renderer/generated/config.ts';
import { checkFileText } from './check-file.ts';
import type { FoundRef, Validators } from './schemas.ts';
import type { ConfigError } from './types.ts';

export interface PageCheck {
  file: string;
  errors: ConfigError[];
  /** Not one JSON object, or not readable: of its content, only these top-level text fields are known. */
  broken?: { readable?: Record<string, string> };
  /** Written for another version of the schemas: its "version" and the schemas'. */
  off?: { dataVersion: unknown; version: number | undefined };
  /** Checked against the schema: what the site checks and the sitemap read. */
  lean?: { data: { route: unknown; indexed: unknown; access: unknown }; refs: FoundRef[] };
}

/** Checks one page's text (or the error reading it gave); `data` is the page with its defaults when it is valid on its own. */
export function checkPage(file: string, got: { text: string } | { error: ConfigError }, validators: Validators): { check: PageCheck; data?: PageConfig } {
  if ('error' in got) return { check: { file, errors: [got.error], broken: {} } };
  const { errors, unreadable, readable, off, checked } = checkFileText(file, got.text, 'page', validators);
  const check: PageCheck = { file, errors };
  if (unreadable) check.broken = readable ? { readable } : {};
  if (off) check.off = { dataVersion: off.data.version, version: off.version };
  if (checked) {
    const { route, indexed, access } = checked.data as { route?: unknown; indexed?: unknown; access?: unknown };
    check.lean = { data: { route, indexed, access }, refs: checked.refs };
  }
  return { check, ...(checked && errors.length === 0 && { data: checked.data as PageConfig }) };
}

/**
 * Keeps page checks with one object for each ref: the pages of a site repeat the same links at the same places, and a
 * message from another thread brings its own copy of every string and object in it (100,042 pages: the build's peak
 * RSS 661 → 543 MB). `npm run validate` keeps the pages it checks itself the same way: fewer objects then live through
 * each young-generation collection (10,042 pages: 1.91 → 1.79 s).
 */
export function checkKeeper(): (check: PageCheck) => PageCheck {
  const refs = new Map<string, FoundRef>();
  const one = (ref: FoundRef) => {
    const key = `${ref.kind}\0${ref.value}\0${ref.instancePath}`;
    let kept = refs.get(key);
    if (!kept) refs.set(key, (kept = ref));
    return kept;
  };
  return (check) => {
    if (check.lean) check.lean.refs = check.lean.refs.map(one);
    return check;
  };
}
