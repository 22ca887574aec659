import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ICON_SPRITE } from '../renderer/ui/icons.ts';
import { refusal } from './guard-request.ts';
import type { Middleware } from './static.ts';

export interface EditorApp {
  /** The JSON API (editor/server.ts); its promise settles once its modules are loaded. */
  api: Promise<Middleware>;
  /** The UI: the built bundle (editor/static.ts), or Vite in --dev. */
  ui: Middleware;
}

function fail(res: ServerResponse, status: number, message: string) {
  if (res.headersSent) return res.end();
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(JSON.stringify({ ok: false, message }));
}

/**
 * One loopback port for everything: /api/ goes to the API (requests that come before it has
 * loaded wait for it), any other path to the UI. Another host or origin is refused first, for
 * the UI's files as for the API.
 */
export function editorApp({ api, ui }: EditorApp) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const refused = refusal(req, (req.socket.address() as AddressInfo).port);
    if (refused) return fail(res, refused.status, refused.message);
    // Another page must not frame the editor and trick a click on Save or Delete.
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
    const path = new URL(req.url ?? '/', 'http://editor').pathname;
    // The media folder's pictures (/media/…), their thumbnails (/media-thumb/…) and the preview's icons come from the API's server too.
    const apiRequest = path.startsWith('/api/') || path.startsWith('/media/') || path.startsWith('/media-thumb/') || path === ICON_SPRITE;
    if (!apiRequest) return ui(req, res, () => fail(res, 404, `No ${req.method} ${req.url} here.`));
    api.then(
      (handle) => handle(req, res, () => fail(res, 404, `No ${req.method} ${req.url} here.`)),
      (e: Error) => fail(res, 500, `The editor failed to start: ${e.message}`),
    );
  };
}
