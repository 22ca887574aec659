import { findNodeAtLocation, getNodeValue, parseTree, type JSONPath } from 'jsonc-parser';
import type { Validators } from '../validator/schemas.ts';
import { blockingErrors, checkSite, type Unsaved } from './check.ts';
import { rewriteJson } from './json-edits.ts';
import { writeChecked, writesOver, type Result } from './pages.ts';
import { REDIRECTS, withRedirect } from './redirects-file.ts';

export interface LinkEdit {
  file: string;
  /** Where the link is, as a JSON path ("blocks", 0, "actions", 1, "href"). */
  path: JSONPath;
  line: number;
  from: string;
  to: string;
  /** The link is a schema default, not written in the file: the edit writes it. */
  fromDefault: boolean;
}

const pointerToPath = (pointer: string): JSONPath =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));

/** The route a link goes to, or undefined for external links, same-page anchors and "@meeting-booking". */
const linkedRoute = (href: string) => (href.startsWith('/') ? href.split(/[#?]/)[0] : undefined);

/** Every link (found by the validator's x-ref "link" annotations) to `route`, rewritten to go to `to`; the anchor stays. */
export function findLinks(root: string, validators: Validators, route: string, to: string, unsaved?: Unsaved): LinkEdit[] {
  const { parsed = [] } = checkSite(root, validators, unsaved, true);
  const edits: LinkEdit[] = [];
  for (const file of parsed) {
    const tree = parseTree(file.text);
    for (const ref of file.refs) {
      if (ref.kind !== 'link' || linkedRoute(ref.value) !== route) continue;
      const path = pointerToPath(ref.instancePath);
      const node = tree && findNodeAtLocation(tree, path);
      const written = node !== undefined && getNodeValue(node) === ref.value;
      const line = written ? file.text.slice(0, node.offset).split('\n').length : 0;
      edits.push({ file: file.file, path, line, from: ref.value, to: to + ref.value.slice(route.length), fromDefault: !written });
    }
  }
  return edits;
}

/** Sets a value in parsed JSON; a link that was a schema default is written where the default applied. */
export function setAt(data: unknown, path: JSONPath, value: string) {
  let at = data as Record<string | number, unknown>;
  for (const [i, key] of path.slice(0, -1).entries()) {
    at[key] ??= typeof path[i + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  }
  at[path[path.length - 1]] = value;
}

/**
 * Renames a page's route and updates every link to it, all in one step: the changed files are
 * checked together and written only when the whole site is valid afterwards. With `redirect`, the
 * old address is added to redirects.json, sending its visitors to the new one.
 */
export function renameRoute(
  root: string,
  validators: Validators,
  req: { from?: unknown; to?: unknown; redirect?: unknown },
): Result<{ files: string[]; edits: LinkEdit[] }> {
  const { from, to, redirect = false } = req;
  if (typeof from !== 'string' || typeof to !== 'string' || !from.startsWith('/') || !to.startsWith('/') || typeof redirect !== 'boolean') {
    return {
      ok: false,
      reason: 'bad-request',
      message: 'Send "from" and "to", both routes starting with "/", and "redirect": true to keep the old address working.',
    };
  }
  const { parsed = [] } = checkSite(root, validators, new Map(), true);
  const page = parsed.find((p) => p.file.includes('/pages/') && (p.data as { route?: unknown }).route === from);
  if (!page) return { ok: false, reason: 'not-found', message: `No page has the route "${from}".` };
  const edits = findLinks(root, validators, from, to);
  const texts = new Map<string, string>();
  const originals = new Map(parsed.map((p) => [p.file, p.text]));
  const dataOf = (file: string) => JSON.parse(texts.get(file) ?? originals.get(file)!) as unknown;
  const change = (file: string, edit: (data: unknown) => void) => {
    const data = dataOf(file);
    edit(data);
    texts.set(file, rewriteJson(texts.get(file) ?? originals.get(file)!, data));
  };
  change(page.file, (d) => setAt(d, ['route'], to));
  // Redirects to the old route are among the links, so they go to the new one and no chain is made.
  for (const e of edits) change(e.file, (d) => setAt(d, e.path, e.to));
  if (redirect) {
    const text = withRedirect(texts.get(REDIRECTS) ?? originals.get(REDIRECTS), { from, to });
    if (text === undefined) return { ok: false, reason: 'invalid', message: `${REDIRECTS} is not a list of redirects; fix it first.` };
    texts.set(REDIRECTS, text);
  }
  const errors = blockingErrors(root, validators, texts);
  if (errors.length) return { ok: false, reason: 'invalid', message: `The route was not changed: the site would have ${errors.length} problem(s).`, errors };
  // Each file must still hold what the links were found in: a change on disk meanwhile is not overwritten.
  const writes = writesOver(root, texts, originals);
  if (!Array.isArray(writes)) return writes;
  const failed = writeChecked(root, writes, `The route change (${texts.size} file${texts.size === 1 ? '' : 's'})`);
  if (failed) return failed;
  return { ok: true, files: [...texts.keys()], edits };
}
