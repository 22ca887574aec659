import type { RenderInput } from '../renderer/server/render.tsx';
import { resolveSite } from '../renderer/resolve/site.ts';
import { settingsFromEnv } from '../validator/settings.ts';
import type { Validators } from '../validator/schemas.ts';
import type { ConfigError, SiteBundle } from '../validator/types.ts';
import { checkSite } from './check.ts';
import { guardPath } from './files.ts';
import { assertFileSize, HttpError, readBody, type Handler } from './http.ts';
import { insertMarkers, withoutBlocksInError } from './preview-errors.ts';
import { readableName } from './schemas.ts';

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
    if (e.data.type !== 'editor.preview.select') return;
    sections().forEach((s, i) => s.toggleAttribute('data-editor-selected', i === e.data.index));
    const s = sections()[e.data.index];
    if (s && e.data.scroll) s.scrollIntoView({ block: 'nearest' });
  });
})();</script>`;

export interface PreviewResult {
  /** The same problems `npm run validate` reports for the site with this text in place of the file. */
  errors: ConfigError[];
  /** The page as the site renders it (blocks with problems drawn as markers); absent while the page's own fields have errors. */
  html?: string;
}

/** Checks a page's unsaved text and, when the site is valid with it, renders it with the site's own renderer. */
export async function previewPage(root: string, validators: Validators, file: string, text: string, render: RenderPage): Promise<PreviewResult> {
  const { bundle, errors } = checkSite(root, validators, new Map([[file, text]]));
  const own = errors.filter((e) => e.file === file);
  if (bundle && own.length === 0) return { errors, html: await renderEntry(bundle, file, render) };
  // The page keeps showing while a block has a problem: without that block, with a marker in its place.
  const partial = withoutBlocksInError(text, own);
  if (!partial) return { errors };
  const rest = checkSite(root, validators, new Map([[file, partial.text]]));
  if (!rest.bundle || rest.errors.some((e) => e.file === file)) return { errors };
  const html = await renderEntry(rest.bundle, file, render);
  return { errors, html: html && insertMarkers(html, partial.removed, (type) => readableName(`${type.charAt(0).toUpperCase()}${type.slice(1)}Block`, type)) };
}

async function renderEntry(bundle: SiteBundle, file: string, render: RenderPage): Promise<string | undefined> {
  const entry = bundle.pages.find((p) => p.file === file);
  if (!entry) return undefined;
  const resolved = resolveSite({ ...bundle, pages: [entry] }, settingsFromEnv());
  const html = await render({ site: resolved.site, page: resolved.pages[0].page, assets: { css: [], entry: '/renderer/client/main.ts', modulePreload: [] } });
  return html.replace('</body>', `${PREVIEW_SCRIPT}</body>`);
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
      const { file, text } = await readBody(req);
      const g = guardPath(root, file);
      if (!g.ok) throw new HttpError(403, g.message);
      if (typeof text !== 'string') throw new HttpError(400, 'Send the page as "text".');
      assertFileSize(g.file, text);
      const result = await previewPage(root, validators, g.file, text, render);
      return { status: 200, body: { ...result, html: result.html && (await transformHead(result.html, transform)) } };
    },
  });
}
