import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join, relative, resolve, sep } from 'node:path';
import { removeStaleTempsUnder } from '../validator/atomic-write.ts';
import { ConfigFolder, readConfigText } from '../validator/config-folder.ts';
import { createValidators, readSchemaFiles, type Validators } from '../validator/schemas.ts';
import { checkSite } from './check.ts';
import { listChanges } from './changes.ts';
import { CONFIG_DIR, guardPath } from './files.ts';
import { assertFileSize, HttpError, PUBLISH_TIME_LIMIT_MS, readBody, REQUEST_TIME_LIMIT_MS, type Handler } from './http.ts';
import { publishRoutes } from './publish-routes.ts';
import { isLoopback, refusal } from './guard-request.ts';
import { deletePage, linksToPage } from './page-delete.ts';
import { duplicatePage, fileVersion, listPages, newPage, readConfigFile, saveConfigFile, type Result } from './pages.ts';
import { mediaRoutes, serveMedia } from './media.ts';
import { serveIconSprite } from './icon-sprite.ts';
import { serveThumbnail } from './media-thumbs.ts';
import { findLinks, renameRoute } from './route-rename.ts';
import { editingSchemas } from './schemas.ts';
import { linksToRoute, pageRoutes, siteLinks } from './site-links.ts';

export interface EditorOptions {
  /** The project root (the folder that holds site.config/). */
  root: string;
  port: number;
  /** A loopback address only: the editor writes files and must not be reachable from the network. */
  host?: '127.0.0.1' | '::1' | 'localhost';
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(text);
}

/**
 * What `x-ref` fields can name: form ids, monthly plan ids and package ids (each file's name in
 * forms/ and plans/), found and read the way the validator does, so no file there can freeze or crash it.
 */
export function listRefs(root: string): { form: string[]; plan: string[]; package: string[] } {
  const shown = (abs: string) => relative(root, abs).split(sep).join('/');
  const folder = new ConfigFolder(join(root, CONFIG_DIR), shown);
  const name = (f: { shown: string }) => basename(f.shown).slice(0, -'.json'.length);
  const kindOf = (f: { real: string; shown: string }) => {
    const got = readConfigText(f, shown);
    if ('error' in got) return undefined;
    try {
      return (JSON.parse(got.text.replace(/^\uFEFF/, '')) as { kind?: unknown }).kind;
    } catch {
      return undefined;
    }
  };
  const plans = folder.listJson('plans').map((f) => ({ id: name(f), kind: kindOf(f) }));
  const sorted = (ids: string[]) => [...new Set(ids)].sort();
  return {
    form: sorted(folder.listJson('forms').map(name)),
    plan: sorted(plans.filter((p) => p.kind === 'plan').map((p) => p.id)),
    package: sorted(plans.filter((p) => p.kind === 'package').map((p) => p.id)),
  };
}

/** Temporary files a killed editor left anywhere in the config folder (never those of a process still running). */
export const cleanStaleTemps = (root: string): void => void removeStaleTempsUnder(join(root, CONFIG_DIR));

const statusOf: Record<string, number> = {
  'bad-request': 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  invalid: 422,
  storage: 507,
};
const reply = (res: ServerResponse, result: Result) => send(res, result.ok ? 200 : statusOf[result.reason], result);

/** Unsaved texts sent for checking: `{ file, text }` or `{ files: [{ file, text }] }`, each inside site.config/. */
function unsavedOf(root: string, body: Record<string, unknown>): Map<string, string> {
  const list = Array.isArray(body.files) ? (body.files as unknown[]) : [body];
  const out = new Map<string, string>();
  for (const item of list) {
    const { file, text } = (item ?? {}) as { file?: unknown; text?: unknown };
    const g = guardPath(root, file);
    if (!g.ok) throw new HttpError(403, g.message);
    if (typeof text !== 'string') throw new HttpError(400, `Send the text of ${g.file} as "text".`);
    assertFileSize(g.file, text);
    out.set(g.file, text);
  }
  return out;
}

function routes(root: string, validators: Validators): Record<string, Handler> {
  const ok = (body: unknown) => ({ status: 200, body });
  return {
    'GET /api/schemas': () => ok(editingSchemas(readSchemaFiles())),
    'GET /api/refs': () => ok(listRefs(root)),
    'GET /api/pages': () => ok(listPages(root, validators)),
    'GET /api/links': () => ok(siteLinks(root, validators)),
    'GET /api/links/to': (_req, url) => ok(linksToRoute(root, validators, url.searchParams.get('route'))),
    'GET /api/routes': () => ok(pageRoutes(root, validators)),
    'GET /api/file': (_req, url) => readConfigFile(root, url.searchParams.get('file')),
    'GET /api/file/version': (_req, url) => fileVersion(root, url.searchParams.get('file')),
    'GET /api/changes': async () => ok({ changes: await listChanges(root) }),
    'POST /api/validate': async (req) => {
      const unsaved = unsavedOf(root, await readBody(req));
      const { errors } = checkSite(root, validators, unsaved);
      return ok({ errors });
    },
    'POST /api/save': async (req) => saveConfigFile(root, validators, await readBody(req)),
    'POST /api/pages/new': async (req) => newPage(root, await readBody(req)),
    'POST /api/pages/duplicate': async (req) => duplicatePage(root, validators, await readBody(req)),
    'POST /api/pages/links': async (req) => linksToPage(root, validators, await readBody(req)),
    'POST /api/pages/delete': async (req) => deletePage(root, validators, await readBody(req)),
    'POST /api/route-links': async (req) => {
      const { from, to } = await readBody(req);
      if (typeof from !== 'string' || typeof to !== 'string') throw new HttpError(400, 'Send "from" and "to" routes.');
      return ok({ edits: findLinks(root, validators, from, to) });
    },
    'POST /api/route-rename': async (req) => renameRoute(root, validators, await readBody(req)),
  };
}

export interface EditorHandlerOptions {
  root: string;
  /** More routes ("POST /api/preview"), given the project's validators. */
  extraRoutes?: (validators: Validators) => Record<string, Handler>;
}

/**
 * The editor's request handler: the JSON API under /api/ over the files of site.config/; any other
 * path goes to `next` (the UI), or gets a 404. Requests from another host or origin are refused.
 */
export function createEditorHandler(options: EditorHandlerOptions) {
  const root = resolve(options.root);
  cleanStaleTemps(root);
  const validators = createValidators();
  const table = { ...routes(root, validators), ...publishRoutes(root)(validators), ...mediaRoutes(root)(validators), ...options.extraRoutes?.(validators) };
  return (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    void (async () => {
      const port = (req.socket.address() as AddressInfo).port;
      const refused = refusal(req, port);
      if (refused) return send(res, refused.status, { ok: false, message: refused.message });
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      if (serveIconSprite(req, res, url) || serveMedia(root, req, res, url) || (await serveThumbnail(root, req, res, url))) return;
      const handler = table[`${req.method} ${url.pathname}`];
      if (!handler) {
        if (next && !url.pathname.startsWith('/api/')) return next();
        return send(res, 404, { ok: false, message: `No ${req.method} ${url.pathname} here.` });
      }
      let timer: NodeJS.Timeout | undefined;
      // Publishing talks to a remote, with git's own time limit on each step; everything else is local.
      const ms = url.pathname === '/api/publish' ? PUBLISH_TIME_LIMIT_MS : REQUEST_TIME_LIMIT_MS;
      const limit = new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new HttpError(503, `The editor took longer than ${ms / 1000} s to answer; nothing was changed. Try again.`)), ms);
      });
      try {
        const result = await Promise.race([handler(req, url), limit]);
        if ('ok' in result) reply(res, result);
        else send(res, result.status, result.body);
      } catch (e) {
        if (e instanceof HttpError) send(res, e.status, { ok: false, message: e.message });
        else send(res, 500, { ok: false, message: `The editor failed: ${(e as Error).message}` });
      } finally {
        clearTimeout(timer);
      }
    })();
  };
}

/** A client that sends its request slowly (or never finishes it) is cut off rather than held open. */
export function limitSlowClients(server: Server) {
  server.requestTimeout = REQUEST_TIME_LIMIT_MS;
  server.headersTimeout = 10_000;
}

/**
 * The visual editor's server: a JSON API on the loopback address over the files of site.config/.
 * It listens at once; read the port from `server.address()` after "listening" (port 0 picks one).
 */
export function createEditorServer(options: EditorOptions): Server {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host)) throw new Error(`The editor listens on a loopback address only, not on ${String(host)}.`);
  const server = createServer(createEditorHandler({ root: options.root }));
  limitSlowClients(server);
  server.listen(options.port, host);
  return server;
}
