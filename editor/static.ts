import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Where the bundle puts its hashed files (editor/ui-bundle.ts): a new version has new names. */
const HASHED = '/__editor/';

/** The bundle's file for a URL path, or undefined when there is none (or the path leaves the folder). */
export function bundleFile(dir: string, pathname: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.includes('\\')) return undefined;
  const file = resolve(dir, `.${path === '/' ? '/index.html' : path}`);
  if (!file.startsWith(`${resolve(dir)}${sep}`)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** A page load rather than a script, style or image: a screen of the editor (client-side routes). */
const isNavigation = (req: IncomingMessage) => req.headers['sec-fetch-dest'] === 'document' || (req.headers.accept ?? '').includes('text/html');

/**
 * Serves the built UI in `dir`: its files, and index.html for any screen of the editor (client-side
 * routes). A request for something else goes to `next` (the preview's Vite server shares this
 * origin); without one, or when `next` has nothing either, it gets index.html too.
 */
export function serveBundle(dir: string) {
  const cache = new Map<string, Buffer>();
  const send = (req: IncomingMessage, res: ServerResponse, file: string) => {
    let body = cache.get(file);
    if (!body) cache.set(file, (body = readFileSync(file)));
    const index = file === resolve(dir, 'index.html');
    const pathname = new URL(req.url ?? '/', 'http://editor').pathname;
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': index ? 'no-store' : pathname.startsWith(HASHED) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const index = (req: IncomingMessage, res: ServerResponse) => send(req, res, resolve(dir, 'index.html'));
  const middleware = (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    const file = read ? bundleFile(dir, new URL(req.url ?? '/', 'http://editor').pathname) : undefined;
    if (file) return send(req, res, file);
    if (!next || (read && isNavigation(req))) return index(req, res);
    next();
  };
  return { middleware, index };
}
