import type { RenderInput } from '../renderer/server/render.tsx';
import { resolveSite } from '../renderer/resolve/site.ts';
import { settingsFromEnv } from '../validator/settings.ts';
import type { Validators } from '../validator/schemas.ts';
import type { ConfigError, ParsedFile } from '../validator/types.ts';
import { checkSite } from './check.ts';
import { fileId, fileKindOf } from './file-kinds.ts';
import { guardPath } from './files.ts';
import { assertFileSize, HttpError, readBody, type Handler } from './http.ts';

export type RenderPage = (input: RenderInput) => Promise<string>;

/**
 * Runs in the preview only: numbers the blocks' sections, and a click on one asks the editor to
 * select that block; the editor's "editor.preview.select" message outlines and scrolls to one.
 * An update puts in only the parts that changed (a block, the breadcrumb): a keystroke then lays
 * out one block again rather than the whole page, which took hundreds of ms on a long page.
 */
const PREVIEW_SCRIPT = `<script>(() => {
  const BLOCK = 'section[data-block]';
  const sections = () => [...document.querySelectorAll(BLOCK)];
  const number = (root) => root.querySelectorAll(BLOCK).forEach((s, i) => s.setAttribute('data-block-index', String(i)));
  const sameAttributes = (a, b) => a.attributes.length === b.attributes.length && [...b.attributes].every((at) => a.getAttribute(at.name) === at.value);
  const patch = (old, next) => {
    const a = [...old.childNodes];
    const b = [...next.childNodes];
    if (a.length !== b.length) return old.replaceChildren(...b);
    b.forEach((n, i) => {
      const o = a[i];
      if (o.isEqualNode(n)) return;
      const holdsBlocks = n.nodeType === 1 && !n.matches(BLOCK) && n.querySelector(BLOCK) && o.nodeName === n.nodeName && sameAttributes(o, n);
      if (holdsBlocks) patch(o, n);
      else o.replaceWith(n);
    });
  };
  let menuTimer;
  const mark = document.createElement('style');
  mark.textContent = '[data-editor-selected] { outline: 3px solid #f59e0b; outline-offset: -3px; }';
  document.head.append(mark);
  number(document);
  parent.postMessage({ type: 'editor.preview.ready' }, '*');
  document.addEventListener('click', (e) => {
    const s = e.target instanceof Element ? e.target.closest(BLOCK) : null;
    if (e.target instanceof Element && e.target.closest('a')) e.preventDefault();
    if (!s) return;
    parent.postMessage({ type: 'editor.block.select', index: sections().indexOf(s) }, '*');
  }, true);
  window.addEventListener('message', (e) => {
    if (e.source !== parent || !e.data) return;
    if (e.data.type === 'editor.preview.update') {
      const next = new DOMParser().parseFromString(e.data.html, 'text/html');
      document.title = next.title;
      number(next);
      if (sameAttributes(document.body, next.body)) patch(document.body, next.body);
      else document.body.replaceWith(document.adoptNode(next.body));
      return;
    }
    if (e.data.type === 'editor.preview.menu') {
      // The site's own menu button, so the menu opens exactly as visitors see it. The header's
      // script starts on a visitor's first move (a pointer over it): one is made, and the button
      // is pressed once the script owns it (React's own keys on the element), only if the menu is
      // not yet as wanted.
      clearTimeout(menuTimer);
      const apply = (tries) => {
        const button = document.querySelector('button[aria-controls="mobile-menu"]');
        const started = button && Object.keys(button).some((k) => k.startsWith('__react'));
        if (button && !started) button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        else if (button && (button.getAttribute('aria-expanded') === 'true') !== e.data.open) button.click();
        if (tries > 0) menuTimer = setTimeout(() => apply(tries - 1), 250);
      };
      apply(40);
      return;
    }
    if (e.data.type !== 'editor.preview.select') return;
    sections().forEach((s, i) => s.toggleAttribute('data-editor-selected', i === e.data.index));
    const s = sections()[e.data.index];
    if (s && e.data.scroll) s.scrollIntoView({ block: 'nearest' });
  });
})();</script>`;

export interface PreviewResult {
  /** The same problems `npm run validate` reports for the site with this text in place of the file. */
  errors: ConfigError[];
  /** The page as the site renders it; absent while the page has errors. */
  html?: string;
  /** For a file that is not a page: the route shown, and the routes it can be shown on (the pages that use a form or plan). */
  route?: string;
  routes?: string[];
  /** The block of that page that shows the form or plan. */
  block?: number;
}

/** Whether a ref names the form or plan `id` (a plan's file may hold a package, which pages name as such). */
const namesIt = (uses: 'form' | 'plan', id: string) => (r: ParsedFile['refs'][number]) =>
  (r.kind === uses || (uses === 'plan' && r.kind === 'package')) && r.value === id;

/**
 * The routes that show a form or plan (the pages whose refs name it), or every route for site
 * settings, which every page shows; the kind's own route comes first when it is one of them.
 */
function routesShowing(file: string, parsed: ParsedFile[], pages: { file: string; route: string }[]): string[] {
  const kind = fileKindOf(file);
  const uses = kind?.preview.uses;
  const using = uses ? new Set(parsed.filter((p) => p.refs.some(namesIt(uses, fileId(file)))).map((p) => p.file)) : undefined;
  const routes = pages.filter((p) => p.route !== '*' && (!using || using.has(p.file))).map((p) => p.route);
  const first = kind?.preview.route;
  return first && routes.includes(first) ? [first, ...routes.filter((r) => r !== first)] : routes;
}

/** The first block of a page that shows the form or plan, so the preview scrolls to it. */
function blockShowing(file: string, page: ParsedFile | undefined): number | undefined {
  const uses = fileKindOf(file)?.preview.uses;
  const ref = uses && page?.refs.find(namesIt(uses, fileId(file)));
  const index = ref && /^\/blocks\/(\d+)/.exec(ref.instancePath)?.[1];
  return index ? Number(index) : undefined;
}

/**
 * Checks a file's unsaved text and, when the site is valid with it, renders a page with the site's
 * own renderer: the page itself, or for site settings, a form or a plan, `route` (or the first page
 * that shows the file) with the unsaved file in place.
 */
export async function previewPage(
  root: string,
  validators: Validators,
  file: string,
  text: string,
  render: RenderPage,
  route?: string,
): Promise<PreviewResult> {
  const isPage = fileKindOf(file)?.schema === 'page';
  const { bundle, errors, parsed = [] } = checkSite(root, validators, new Map([[file, text]]), !isPage);
  const own = errors.filter((e) => e.file === file);
  const routes =
    isPage || !bundle
      ? undefined
      : routesShowing(
          file,
          parsed,
          bundle.pages.map((p) => ({ file: p.file, route: p.page.route })),
        );
  const shown = routes && (route && routes.includes(route) ? route : routes[0]);
  if (!bundle || own.length) return { errors, ...(routes ? { routes, route: shown } : {}) };
  const entry = isPage ? bundle.pages.find((p) => p.file === file) : bundle.pages.find((p) => p.page.route === shown);
  if (!entry) return { errors, ...(routes ? { routes } : {}) };
  const resolved = resolveSite({ ...bundle, pages: [entry] }, settingsFromEnv());
  const html = await render({ site: resolved.site, page: resolved.pages[0].page, assets: { css: [], entry: '/renderer/client/main.ts', modulePreload: [] } });
  const block = isPage
    ? undefined
    : blockShowing(
        file,
        parsed.find((p) => p.file === entry.file),
      );
  return { errors, html: html.replace('</body>', `${PREVIEW_SCRIPT}</body>`), ...(routes ? { routes, route: shown, block } : {}) };
}

/**
 * Vite's page transform parses the whole document but changes only its head (it adds its client
 * there): the body, most of a long page's bytes, is put back as rendered (a 200-block page took
 * hundreds of ms to transform whole).
 */
export async function transformHead(html: string, transform: (html: string) => Promise<string>): Promise<string> {
  const body = html.indexOf('<body');
  if (body < 0) return transform(html);
  const shell = await transform(`${html.slice(0, body)}<body></body></html>`);
  const at = shell.indexOf('<body');
  return at < 0 ? transform(html) : `${shell.slice(0, at)}${html.slice(body)}`;
}

/** POST /api/preview {file, text} → {errors, html?}: validation as you type and the live preview in one request. */
export function previewRoutes(root: string, render: RenderPage, transform: (html: string) => Promise<string>) {
  return (validators: Validators): Record<string, Handler> => ({
    'POST /api/preview': async (req) => {
      const { file, text, route } = await readBody(req);
      const g = guardPath(root, file);
      if (!g.ok) throw new HttpError(403, g.message);
      if (typeof text !== 'string') throw new HttpError(400, 'Send the page as "text".');
      assertFileSize(g.file, text);
      const result = await previewPage(root, validators, g.file, text, render, typeof route === 'string' ? route : undefined);
      return { status: 200, body: { ...result, html: result.html && (await transformHead(result.html, transform)) } };
    },
  });
}
