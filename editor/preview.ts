import type { RenderInput } from '../renderer/server/render.tsx';
import { resolveSite } from '../renderer/resolve/site.ts';
import { settingsFromEnv } from '../validator/settings.ts';
import type { Validators } from '../validator/schemas.ts';
import type { ConfigError, SiteBundle } from '../validator/types.ts';
import { checkSite } from './check.ts';
import { guardPath } from './files.ts';
import { assertFileSize, HttpError, readBody, type Handler } from './http.ts';
import { insertMarkers, withoutBlocksInError } from './preview-errors.ts';
import { PREVIEW_SCRIPT } from './preview-script.ts';
import { readableName } from './schemas.ts';

export type RenderPage = (input: RenderInput) => Promise<string>;

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
