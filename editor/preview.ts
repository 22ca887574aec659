import type { RenderInput } from '../renderer/server/render.tsx';
import { resolveSite } from '../renderer/resolve/site.ts';
import { settingsFromEnv } from '../validator/settings.ts';
import type { Validators } from '../validator/schemas.ts';
import type { ConfigError, ParsedFile, SiteBundle } from '../validator/types.ts';
import { checkSite } from './check.ts';
import { fileId, fileKindOf } from './file-kinds.ts';
import { guardPath } from './files.ts';
import { assertFileSize, HttpError, readBody, type Handler } from './http.ts';
import { insertMarkers, withoutBlocksInError } from './preview-errors.ts';
import { previewScript } from './preview-script.ts';
import { readableName } from '../validator/block-rules.ts';

export type RenderPage = (input: RenderInput) => Promise<string>;

export interface PreviewResult {
  /** The same problems `npm run validate` reports for the site with this text in place of the file. */
  errors: ConfigError[];
  /** The page as the site renders it (blocks with problems drawn as markers); absent while the page's own fields have errors. */
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
  const where = routes ? { routes, route: shown } : {};
  if (!isPage) {
    if (!bundle || own.length) return { errors, ...where };
    const entry = bundle.pages.find((p) => p.page.route === shown);
    if (!entry) return { errors, ...where };
    const block = blockShowing(
      file,
      parsed.find((p) => p.file === entry.file),
    );
    return { errors, html: await renderEntry(bundle, entry.file, render, true), ...where, block };
  }
  if (bundle && own.length === 0) return { errors, html: await renderEntry(bundle, file, render) };
  // The page keeps showing while a block has a problem: without that block, with a marker in its place.
  const partial = withoutBlocksInError(text, own);
  if (!partial) return { errors };
  const rest = checkSite(root, validators, new Map([[file, partial.text]]));
  if (!rest.bundle || rest.errors.some((e) => e.file === file)) return { errors };
  const html = await renderEntry(rest.bundle, file, render);
  return { errors, html: html && insertMarkers(html, partial.removed, (type) => readableName(`${type.charAt(0).toUpperCase()}${type.slice(1)}Block`, type)) };
}

/** The page in `file` rendered by the site's renderer, with the preview's script (`tryOut`: to be tried, not composed). */
async function renderEntry(bundle: SiteBundle, file: string, render: RenderPage, tryOut = false): Promise<string | undefined> {
  const entry = bundle.pages.find((p) => p.file === file);
  if (!entry) return undefined;
  const resolved = resolveSite({ ...bundle, pages: [entry] }, settingsFromEnv());
  const html = await render({ site: resolved.site, page: resolved.pages[0].page, assets: { css: [], entry: '/renderer/client/main.ts', modulePreload: [] } });
  const script = previewScript(tryOut);
  return html.replace('</body>', `${script}</body>`);
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
