/**
 * Deleting a page without breaking the site: every link to it (in menus, the footer, other pages
 * and redirects) is re-pointed or removed, as the editor chose link by link, and the old address
 * may be redirected, all in one step that the whole site is checked for before anything is written.
 */
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import type { JSONPath } from 'jsonc-parser';
import type { Validators } from '../validator/schemas.ts';
import { blockingErrors, checkSite } from './check.ts';
import { CONFIG_DIR, guardPath } from './files.ts';
import { rewriteJson } from './json-edits.ts';
import { linkWhere } from './link-words.ts';
import { readConfigFile, writeChecked, writesOver, type Result } from './pages.ts';
import { REDIRECTS, withRedirect } from './redirects-file.ts';
import { findLinks, setAt, type LinkEdit } from './route-rename.ts';

/** A link to the page, with where it is in words. */
export interface LinkUse extends Omit<LinkEdit, 'to'> {
  where: string;
}

/** What to do with one link: point it at another address, or remove it (the menu item, button or redirect it is). */
export type LinkAnswer = { file: string; path: JSONPath } & ({ to: string } | { remove: true });

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const keyOf = (l: { file: string; path: JSONPath }) => `${l.file}\0${JSON.stringify(l.path)}`;

/** The page's route, or why it cannot be deleted. */
function pageRoute(root: string, file: unknown): Result<{ file: string; route?: string; text: string }> {
  const g = guardPath(root, file, 'pages');
  if (!g.ok) return { ok: false, reason: 'forbidden', message: g.message };
  const opened = readConfigFile(root, g.file);
  if (!opened.ok) return opened;
  const route = isObj(opened.data) && typeof opened.data.route === 'string' ? opened.data.route : undefined;
  if (route === '*') return { ok: false, reason: 'forbidden', message: 'This is the not-found page; the site needs it.' };
  return { ok: true, file: g.file, route, text: opened.text };
}

/** Every link to the page of `file`, and the routes it could point at instead (every other page's). */
export function linksToPage(root: string, validators: Validators, req: { file?: unknown }): Result<{ route?: string; links: LinkUse[]; routes: string[] }> {
  const page = pageRoute(root, req.file);
  if (!page.ok) return page;
  if (!page.route) return { ok: true, links: [], routes: [] };
  const { parsed = [] } = checkSite(root, validators, new Map(), true);
  const dataOf = new Map(parsed.map((p) => [p.file, p.data]));
  const links = findLinks(root, validators, page.route, page.route)
    .filter((l) => l.file !== page.file)
    .map(({ to: _to, ...l }) => ({ ...l, where: linkWhere(l.file, dataOf.get(l.file), l.path) }));
  const routes = parsed
    .filter((p) => p.file.startsWith(`${CONFIG_DIR}/pages/`) && p.file !== page.file)
    .map((p) => (isObj(p.data) ? p.data.route : undefined))
    .filter((r): r is string => typeof r === 'string' && r !== '*')
    .sort();
  return { ok: true, route: page.route, links, routes };
}

/** Removes the menu item, button or redirect a link is; a link that is a block's own field loses only that field. */
function removeLink(data: unknown, path: JSONPath) {
  const at = (keys: JSONPath) => keys.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], data);
  const parent = at(path.slice(0, -2));
  const key = path[path.length - 2];
  const owner = at(path.slice(0, -1));
  // A block keeps its place: only its own link field goes (the validator says if the block needs it).
  if (!isObj(owner) || typeof owner.type === 'string') {
    if (isObj(owner)) delete owner[path[path.length - 1]];
  } else if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else if (isObj(parent)) delete parent[key];
}

/** Later items first, so that removing one does not move the others. */
const byPlaceDescending = (a: LinkAnswer, b: LinkAnswer) => {
  for (let i = 0; i < Math.min(a.path.length, b.path.length); i++) {
    const [x, y] = [a.path[i], b.path[i]];
    if (x === y) continue;
    return typeof x === 'number' && typeof y === 'number' ? y - x : String(y).localeCompare(String(x));
  }
  return b.path.length - a.path.length;
};

function answersOf(raw: unknown): LinkAnswer[] | undefined {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return undefined;
  const ok = raw.every(
    (a) =>
      isObj(a) &&
      typeof a.file === 'string' &&
      Array.isArray(a.path) &&
      a.path.every((k) => typeof k === 'string' || typeof k === 'number') &&
      (typeof a.to === 'string' || a.remove === true),
  );
  return ok ? (raw as LinkAnswer[]) : undefined;
}

/**
 * Deletes a page file. A page that other files link to is deleted only with an answer for each of
 * those links (`links`, as linksToPage lists them) and, optionally, a redirect of its address
 * (`redirectTo`); the changed files, the new redirect and the deletion are written in one step,
 * and only when the site is whole afterwards.
 */
export function deletePage(
  root: string,
  validators: Validators,
  req: { file?: unknown; links?: unknown; redirectTo?: unknown },
): Result<{ file: string; files: string[]; links: LinkUse[] }> {
  const page = pageRoute(root, req.file);
  if (!page.ok) return page;
  const answers = answersOf(req.links);
  if (!answers) return { ok: false, reason: 'bad-request', message: 'Send "links" as a list of { file, path, to } or { file, path, remove: true }.' };
  const redirectTo = req.redirectTo;
  if (redirectTo !== undefined && typeof redirectTo !== 'string') return { ok: false, reason: 'bad-request', message: 'Send "redirectTo" as an address.' };
  if (redirectTo !== undefined && !page.route)
    return { ok: false, reason: 'invalid', message: `${page.file} has no route that could be redirected; delete it without a redirect.` };

  const listed = linksToPage(root, validators, { file: page.file });
  if (!listed.ok) return listed;
  const links = listed.links;
  const answered = new Map(answers.map((a) => [keyOf(a), a]));
  if (links.some((l) => !answered.has(keyOf(l))) || answers.some((a) => !links.some((l) => keyOf(l) === keyOf(a)))) {
    const where = [...new Set(links.map((l) => l.file))].join(', ');
    return {
      ok: false,
      reason: 'conflict',
      message: links.length
        ? `${links.length === 1 ? '1 link goes' : `${links.length} links go`} to "${page.route}" (in ${where}); choose for each whether to point it elsewhere or remove it, so that no link is broken.`
        : `The links to "${page.route}" changed since they were listed; look at them again.`,
    };
  }

  const { parsed = [] } = checkSite(root, validators, new Map(), true);
  const originals = new Map(parsed.map((p) => [p.file, p.text]));
  const data = new Map<string, unknown>();
  const dataOf = (file: string) => {
    if (!data.has(file)) data.set(file, JSON.parse(originals.get(file)!) as unknown);
    return data.get(file);
  };
  for (const a of answers) if ('to' in a) setAt(dataOf(a.file), a.path, a.to);
  for (const a of answers.filter((x) => 'remove' in x).sort(byPlaceDescending)) removeLink(dataOf(a.file), a.path);
  const texts = new Map([...data].map(([file, value]) => [file, rewriteJson(originals.get(file)!, value)]));
  if (redirectTo !== undefined && page.route) {
    const text = withRedirect(texts.get(REDIRECTS) ?? originals.get(REDIRECTS), { from: page.route, to: redirectTo });
    if (text === undefined) return { ok: false, reason: 'invalid', message: `${REDIRECTS} is not a list of redirects; fix it first.` };
    texts.set(REDIRECTS, text);
  }

  const errors = blockingErrors(root, validators, texts, new Set([page.file]));
  if (errors.length)
    return {
      ok: false,
      reason: 'invalid',
      message: `The page was not deleted: the site would have ${errors.length === 1 ? 'a problem' : `${errors.length} problems`}.`,
      errors,
    };
  const writes = writesOver(root, texts, originals);
  if (!Array.isArray(writes)) return writes;
  // A link inside pages/ is removed itself, never the file it points at.
  const asNamed = join(root, page.file);
  const stats = lstatSync(asNamed);
  if (!stats.isFile() && !stats.isSymbolicLink()) return { ok: false, reason: 'forbidden', message: `${page.file} is not an ordinary file.` };
  const onDisk = originals.get(page.file);
  writes.push({ abs: asNamed, text: null, expect: stats.isSymbolicLink() || onDisk === undefined ? ('any' as const) : { text: onDisk } });
  const failed = writeChecked(root, writes, `The deletion of ${page.route ?? page.file}`);
  if (failed) return failed;
  return { ok: true, file: page.file, files: [...texts.keys()], links };
}
