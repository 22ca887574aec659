/**
 * A static server for a build, gzip like a production host, 404.html for unknown paths.
 * With `stripScripts`, every page is served without its scripts (script tags, module
 * preloads): the same page as the static limit it could reach. With `pages`, the given paths are
 * served from other files (a page written by hand, bench/static-hero/), the rest from the build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileForPath } from '../validator/routes.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

export function serveBuild(dist: string, port: number, { stripScripts = false, pages = {} as Record<string, string> } = {}): Promise<Server> {
  const cache = new Map<string, { body: Buffer; type: string }>();
  const load = (file: string) => {
    let hit = cache.get(file);
    if (!hit) {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      let body = readFileSync(file);
      if (stripScripts && extname(file) === '.html') body = Buffer.from(withoutScripts(body.toString('utf8')));
      hit = { body: /^(text|application\/(json|xml))|svg/.test(type) ? gzipSync(body, { level: 6 }) : body, type };
      cache.set(file, hit);
    }
    return hit;
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const other = Object.hasOwn(pages, path) ? pages[path] : undefined;
    let file = other ?? normalize(join(dist, path));
    let status = 200;
    if (!other && (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile())) {
      file = join(dist, fileForPath(path));
      if (!file.startsWith(dist) || !existsSync(file)) {
        file = join(dist, '404.html');
        status = 404;
      }
    }
    const { body, type } = load(file);
    const gzipped = body[0] === 0x1f && body[1] === 0x8b;
    res.writeHead(status, { 'Content-Type': type, ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}), 'Cache-Control': 'no-cache' });
    res.end(body);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok(server));
  });
}
