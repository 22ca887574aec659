import { lstatSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parse, type ParseError } from 'jsonc-parser';
import { diskProblem, WriteConflict, writeFilesAtomically, type PlannedWrite } from '../validator/atomic-write.ts';
import { MAX_DEPTH, MAX_FILE_BYTES } from '../validator/limits.ts';
import { tooDeepAt } from '../validator/positions.ts';
import { expectedSchemaRef, type FileKind, type Validators } from '../validator/schemas.ts';
import type { LoadResult } from '../validator/load.ts';
import type { ConfigError } from '../validator/types.ts';
import { contentVersion, versionOf } from '../validator/content-version.ts';
import { migrateForEditing } from '../validator/migrations/for-editing.ts';
import { readSiteFolder } from '../validator/migrations/site-folder.ts';
import { createPage } from '../validator/new-page.ts';
import { blockingErrors, checkSite } from './check.ts';
import { CONFIG_DIR, configFolder, guardPath, guardWrite, hashText, readGuarded } from './files.ts';
import { freshJson, rewriteJson } from './json-edits.ts';
import { linkedFrom } from './site-links.ts';

export type Result<T = object> =
  | ({ ok: true } & T)
  | {
      ok: false;
      reason: 'bad-request' | 'forbidden' | 'not-found' | 'conflict' | 'invalid' | 'too-large' | 'storage';
      message: string;
      errors?: ConfigError[];
      hash?: string;
    };

type Failure = Extract<Result, { ok: false }>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function kindOf(file: string): FileKind {
  const [, dir] = file.split('/');
  if (dir === 'redirects.json') return 'redirects';
  if (dir === 'pages') return 'page';
  if (dir === 'forms') return 'form';
  if (dir === 'plans') return 'plan';
  return 'site';
}

/**
 * The writes of several new texts, each expecting its file to still hold the text it was read as
 * (`originals`; absent: a new file), or the refusal of a path the editor may not write.
 */
export function writesOver(root: string, texts: ReadonlyMap<string, string>, originals: ReadonlyMap<string, string>): PlannedWrite[] | Failure {
  const writes: PlannedWrite[] = [];
  for (const [file, text] of texts) {
    const g = guardWrite(root, file);
    if (!g.ok) return { ok: false, reason: 'forbidden', message: g.message };
    const before = originals.get(file);
    writes.push({ abs: g.abs, text, expect: before === undefined ? 'absent' : { text: before } });
  }
  return writes;
}

/**
 * Writes files through the one atomic writer (validator/atomic-write.ts): each target must
 * still hold the text it was read with at the moment of the swap, under the folder's lock, so a
 * change on disk meanwhile (another editor process, git, a text editor) is never lost.
 */
export function writeChecked(root: string, writes: PlannedWrite[], what: string): Failure | undefined {
  try {
    for (const w of writes) mkdirSync(dirname(w.abs), { recursive: true });
    writeFilesAtomically(configFolder(root), writes);
    return undefined;
  } catch (e) {
    if (e instanceof WriteConflict)
      return {
        ok: false,
        reason: 'conflict',
        ...(e.current !== undefined && { hash: hashText(e.current) }),
        message: `${what} was not saved: the file changed on disk while it was being saved (perhaps in another editor or by git). Nothing was written; your changes are kept here.`,
      };
    const plain = diskProblem(e);
    if (plain) return { ok: false, reason: 'storage', message: `${what} was not saved: ${plain}. Nothing was written; your changes are kept here.` };
    throw e;
  }
}

const tooLarge = (file: string, bytes: number): Failure => ({
  ok: false,
  reason: 'too-large',
  message: `${file} would be ${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB, but a config file may be at most ${MAX_FILE_BYTES / 1024} KB (1 MB). Split the page into several pages.`,
});

/** The text of a config file, or undefined when it does not exist; a file that cannot be read safely is a failure. */
function readOrFail(root: string, g: Extract<ReturnType<typeof guardPath>, { ok: true }>): { text?: string } | Failure {
  const got = readGuarded(root, g);
  if (got.ok) return { text: got.text };
  if (got.missing) return {};
  return { ok: false, reason: 'forbidden', message: got.message };
}

export interface OpenedFile {
  file: string;
  text: string;
  /** The JSON as written in the file, without defaults; null when the text is not JSON. */
  data: unknown;
  /** The hash of the text on disk, so a save can tell whether the file changed meanwhile. */
  hash: string;
  /** Set when the file was written for an older version of the blocks and is shown migrated. */
  notice?: string;
}

export function readConfigFile(root: string, file: unknown): Result<OpenedFile> {
  const g = guardPath(root, file);
  if (!g.ok) return { ok: false, reason: 'forbidden', message: g.message };
  const read = readOrFail(root, g);
  if ('ok' in read) return read;
  const text = read.text;
  if (text === undefined) return { ok: false, reason: 'not-found', message: `${g.file} does not exist.` };
  // Too deep to parse safely: it opens as text, with the validator's message, and is replaced whole when saved.
  if (tooDeep(text)) return { ok: true, file: g.file, text, data: null, hash: hashText(text) };
  const errors: ParseError[] = [];
  const data = parse(text, errors, { disallowComments: true, allowTrailingComma: false }) as unknown;
  if (errors.length || !isObject(data)) return { ok: true, file: g.file, text, data: errors.length ? null : data, hash: hashText(text) };
  // A file at the schemas' version is one no migration changes: the rest of the site is not read.
  if (versionOf(data) === contentVersion()) return { ok: true, file: g.file, text, data, hash: hashText(text) };
  // An older file opens through the migrations in memory; saving then writes it migrated.
  try {
    const opened = migrateForEditing(readSiteFolder(CONFIG_DIR, root).texts, g.file.slice(CONFIG_DIR.length + 1));
    return { ok: true, file: g.file, text: opened.text, data: opened.data, hash: hashText(text), ...(opened.notice ? { notice: opened.notice } : {}) };
  } catch (e) {
    return { ok: false, reason: 'invalid', message: (e as Error).message };
  }
}

/** The hash of a file as it is now: polled by an open page to notice a change on disk within seconds. */
export function fileVersion(root: string, file: unknown): Result<{ hash: string }> {
  const g = guardPath(root, file);
  if (!g.ok) return { ok: false, reason: 'forbidden', message: g.message };
  const read = readOrFail(root, g);
  if ('ok' in read) return read;
  if (read.text === undefined) return { ok: false, reason: 'not-found', message: `${g.file} does not exist.` };
  return { ok: true, hash: hashText(read.text) };
}

/** Where a page is linked from, as the page list shows it: the places first (menus by name, then pages by route), the rest counted. */
export interface LinkedFromSummary {
  /** The menus that link to the page ("Header menu", "Footer"…), then the first few pages by route. */
  places: string[];
  /** How many more pages link to it than `places` names. */
  more: number;
}

/** One row of the page list: only what the list shows. */
export interface PageEntry {
  file: string;
  route?: string;
  title?: string;
  /** Absent when nothing links to the page. */
  linkedFrom?: LinkedFromSummary;
}

export interface PagesList {
  pages: PageEntry[];
  errors: ConfigError[];
}

/** Pages named in a row's "Linked from" tooltip; a page linked from every page of a 10,000-page site would name them all. */
const NAMED_PAGES = 5;

function summary(places: string[] | undefined): LinkedFromSummary | undefined {
  if (!places?.length) return undefined;
  const menus = places.filter((p) => !p.startsWith('/'));
  const pages = places.filter((p) => p.startsWith('/'));
  return { places: [...menus, ...pages.slice(0, NAMED_PAGES)], more: Math.max(0, pages.length - NAMED_PAGES) };
}

// The list made from one check of the saved site: that check is itself kept until a file in the
// folder changes (editor/check.ts), so a repeated GET /api/pages costs the folder's stat only.
const lists = new WeakMap<LoadResult, PagesList>();

/** Every page file with its route, title and where it is linked from, sorted by route; the UI groups them into the route tree. */
export function listPages(root: string, validators: Validators): PagesList {
  const site = checkSite(root, validators, new Map(), true);
  const known = lists.get(site);
  if (known) return known;
  const { parsed = [], errors } = site;
  const prefix = `${CONFIG_DIR}/pages/`;
  const from = linkedFrom(parsed);
  const pages: PageEntry[] = parsed
    .filter((p) => p.file.startsWith(prefix))
    .map((p) => {
      const d = (isObject(p.data) ? p.data : {}) as { route?: unknown; title?: unknown };
      const route = typeof d.route === 'string' ? d.route : undefined;
      const linked = route && route !== '*' && Object.hasOwn(from, route) ? summary(from[route]) : undefined;
      return { file: p.file, route, title: typeof d.title === 'string' ? d.title : undefined, ...(linked && { linkedFrom: linked }) };
    });
  // A page that is not JSON has no route, but it is still a page to open and fix.
  const listed = new Set(pages.map((p) => p.file));
  for (const file of new Set(errors.map((e) => e.file))) {
    if (file.startsWith(prefix) && file.endsWith('.json') && !listed.has(file)) pages.push({ file });
  }
  // One collator for the whole sort: String#localeCompare makes one per call (0.2 s for 10,042 pages).
  const { compare } = new Intl.Collator();
  pages.sort((a, b) => compare(a.route ?? '~', b.route ?? '~') || compare(a.file, b.file));
  const list = { pages, errors };
  lists.set(site, list);
  return list;
}

export interface SaveRequest {
  file?: unknown;
  /** The whole new content as data (a form's result), applied to the file path by path... */
  data?: unknown;
  /** ...or as text (a JSON pane), written as typed. */
  text?: unknown;
  /** The hash given when the file was opened: a file changed since is merged by the editor, never overwritten. */
  hash?: unknown;
}

/** The text a save would write: only the changed paths of the file on disk, "$schema" first when it was missing. */
function nextText(file: string, current: string | undefined, req: SaveRequest): string {
  if (typeof req.text === 'string') return req.text.endsWith('\n') ? req.text : `${req.text}\n`;
  let data = req.data;
  if (isObject(data) && !('$schema' in data)) data = { $schema: expectedSchemaRef(file, kindOf(file)), ...data };
  return current === undefined || tooDeep(current) ? freshJson(data) : rewriteJson(current, data);
}

const tooDeep = (text: string) => tooDeepAt(text, MAX_DEPTH) >= 0;

export function saveConfigFile(
  root: string,
  validators: Validators,
  req: SaveRequest,
): Result<{ file: string; hash: string; text: string; unchanged: boolean }> {
  const g = guardWrite(root, req.file);
  if (!g.ok) return { ok: false, reason: 'forbidden', message: g.message };
  if (typeof req.text !== 'string' && req.data === undefined) return { ok: false, reason: 'bad-request', message: 'Send the new content as "data" or "text".' };
  const read = readOrFail(root, g);
  if ('ok' in read) return read;
  const current = read.text;
  if (current === undefined) return { ok: false, reason: 'not-found', message: `${g.file} does not exist (any more); create it as a new page instead.` };
  const onDisk = hashText(current);
  if (typeof req.hash !== 'string')
    return { ok: false, reason: 'bad-request', message: 'Send the "hash" you got when the file was opened, so that a change on disk is not lost.' };
  if (req.hash !== onDisk) {
    return {
      ok: false,
      reason: 'conflict',
      hash: onDisk,
      message: `${g.file} changed on disk since you opened it (perhaps in another editor or by git): your changes are merged with that version before they are saved.`,
    };
  }
  let text: string;
  try {
    text = nextText(g.file, current, req);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return { ok: false, reason: 'invalid', message: `${g.file} was not saved: it nests lists and objects more than ${MAX_DEPTH} levels deep.` };
  }
  if (text === current) return { ok: true, file: g.file, hash: onDisk, text, unchanged: true };
  if (Buffer.byteLength(text) > MAX_FILE_BYTES) return tooLarge(g.file, Buffer.byteLength(text));
  const errors = blockingErrors(root, validators, new Map([[g.file, text]]));
  if (errors.length)
    return {
      ok: false,
      reason: 'invalid',
      message: `${g.file} was not saved: it has ${errors.length === 1 ? 'a problem' : `${errors.length} problems`} to fix first.`,
      errors,
    };
  const failed = writeChecked(root, [{ abs: g.abs, text, expect: { text: current } }], g.file);
  if (failed) return failed;
  return { ok: true, file: g.file, hash: hashText(text), text, unchanged: false };
}

const pageFileFor = (route: string) => `${CONFIG_DIR}/pages/${route.slice(1)}.json`;

export function newPage(root: string, req: { route?: unknown; title?: unknown }): Result<{ file: string }> {
  if (typeof req.route !== 'string' || typeof req.title !== 'string') return { ok: false, reason: 'bad-request', message: 'Send "route" and "title".' };
  // createPage checks the route's form; a route that would be written through a link is refused first.
  if (/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(req.route.trim())) {
    const g = guardWrite(root, pageFileFor(req.route.trim()), 'pages');
    if (!g.ok) return { ok: false, reason: 'forbidden', message: g.message };
  }
  const made = createPage({ route: req.route, title: req.title, configDir: CONFIG_DIR, cwd: root });
  return made.ok ? { ok: true, file: made.file } : { ok: false, reason: 'invalid', message: made.message };
}

/** A copy of a page at a new route, in the file `npm run new:page` would choose for that route. */
export function duplicatePage(root: string, validators: Validators, req: { file?: unknown; route?: unknown }): Result<{ file: string; hash: string }> {
  const source = readConfigFile(root, req.file);
  if (!source.ok) return source;
  if (!isObject(source.data)) return { ok: false, reason: 'invalid', message: `${source.file} is not valid JSON; fix it before copying it.` };
  const route = req.route;
  if (typeof route !== 'string' || !/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(route)) {
    return {
      ok: false,
      reason: 'bad-request',
      message: `The route ${JSON.stringify(route)} cannot be used. Start with "/" and use lower-case words joined by dashes, for example "/industries/travel".`,
    };
  }
  const g = guardWrite(root, pageFileFor(route), 'pages');
  if (!g.ok) return { ok: false, reason: 'forbidden', message: g.message };
  if (exists(g.abs)) return { ok: false, reason: 'conflict', message: `${g.file} already exists; choose another route.` };
  const text = rewriteJson(source.text, { ...source.data, $schema: expectedSchemaRef(g.file, 'page'), route });
  const errors = blockingErrors(root, validators, new Map([[g.file, text]]));
  if (errors.length) return { ok: false, reason: 'invalid', message: `The copy was not created: it has ${errors.length} problem(s).`, errors };
  const failed = writeChecked(root, [{ abs: g.abs, text, expect: 'absent' }], g.file);
  if (failed) return failed.reason === 'conflict' ? { ...failed, message: `${g.file} was created meanwhile by someone else; choose another route.` } : failed;
  return { ok: true, file: g.file, hash: hashText(text) };
}

const exists = (abs: string) => {
  try {
    lstatSync(abs);
    return true;
  } catch {
    return false;
  }
};
