import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editorApp } from './app.ts';
import { bundleFile, serveBundle, type Middleware } from './static.ts';

let dir: string;
let outside: string;
const servers: Server[] = [];

beforeEach(() => {
  outside = mkdtempSync(join(tmpdir(), 'editor-static-'));
  dir = join(outside, 'bundle');
  mkdirSync(join(dir, '__editor'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, '__editor', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, '__editor', 'index-abc123.css'), 'body{}');
  writeFileSync(join(outside, 'secret.txt'), 'secret');
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
  rmSync(outside, { recursive: true, force: true });
});

async function serve(handler: (req: Parameters<Middleware>[0], res: Parameters<Middleware>[1]) => void) {
  const server = createServer(handler);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: the path is sent as written (no normalization) and the Host header can be anything. */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += String(c)));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('bundleFile', () => {
  it('finds files of the bundle, "/" as index.html', () => {
    expect(bundleFile(dir, '/')).toBe(join(dir, 'index.html'));
    expect(bundleFile(dir, '/__editor/index-abc123.js')).toBe(join(dir, '__editor', 'index-abc123.js'));
  });

  it('never leaves the bundle folder, and ignores folders and missing files', () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/__editor/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/index.html%00.js', '/%E0%A4%A']) {
      expect(bundleFile(dir, path), path).toBeUndefined();
    }
    expect(bundleFile(dir, '/__editor')).toBeUndefined();
    expect(bundleFile(dir, '/nope.js')).toBeUndefined();
  });
});

describe('serving the bundle', () => {
  it('serves files with their type; index.html is never cached, hashed files forever', async () => {
    const port = await serve((req, res) => serveBundle(dir).middleware(req, res));
    const index = await get(port, '/');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['cache-control']).toBe('no-store');
    expect(index.body).toContain('id="root"');
    const js = await get(port, '/__editor/index-abc123.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.body).toBe('console.log(1)');
    expect((await get(port, '/__editor/index-abc123.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    const head = await get(port, '/__editor/index-abc123.js', {}, 'HEAD');
    expect([head.status, head.body, head.headers['content-length']]).toEqual([200, '', '14']);
  });

  it('answers index.html for the screens of the editor and unknown paths, never a file outside', async () => {
    const port = await serve((req, res) => serveBundle(dir).middleware(req, res));
    for (const path of [
      '/page?file=site.config%2Fpages%2Fhome.json&block=2',
      '/changes',
      '/no/such/screen',
      '/nope.js',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
    ]) {
      const reply = await get(port, path);
      expect([reply.status, reply.headers['cache-control'], reply.body], path).toEqual([200, 'no-store', '<!doctype html><div id="root"></div>']);
    }
  });

  it('hands what is not the bundle nor a page load to next (the preview’s Vite server)', async () => {
    const seen: string[] = [];
    const { middleware } = serveBundle(dir);
    const port = await serve((req, res) =>
      middleware(req, res, () => {
        seen.push(req.url!);
        res.end('vite');
      }),
    );
    expect((await get(port, '/@vite/client')).body).toBe('vite');
    expect((await get(port, '/renderer/client/main.ts', { accept: '*/*' })).body).toBe('vite');
    expect((await get(port, '/page?file=x', { accept: 'text/html,*/*' })).body).toContain('id="root"');
    expect((await get(port, '/changes', { 'sec-fetch-dest': 'document' })).body).toContain('id="root"');
    expect((await get(port, '/__editor/index-abc123.js')).body).toBe('console.log(1)');
    expect(seen).toEqual(['/@vite/client', '/renderer/client/main.ts']);
  });
});

describe('the editor app', () => {
  const api: Middleware = (_req, res) => res.end('{"ok":true}');

  it('refuses another Host for the UI’s files as for the API', async () => {
    const port = await serve(editorApp({ api: Promise.resolve(api), ui: serveBundle(dir).middleware }));
    for (const path of ['/', '/__editor/index-abc123.js', '/page', '/api/pages']) {
      expect((await get(port, path, { host: `attacker.example:${port}` })).status, path).toBe(421);
    }
    expect((await get(port, '/__editor/index-abc123.js')).status).toBe(200);
  });

  it('serves the UI before the API has loaded; API requests wait for it', async () => {
    let ready!: (m: Middleware) => void;
    const port = await serve(editorApp({ api: new Promise((done) => (ready = done)), ui: serveBundle(dir).middleware }));
    expect((await get(port, '/')).status).toBe(200);
    const pending = get(port, '/api/pages');
    setTimeout(() => ready(api), 50);
    expect((await pending).body).toBe('{"ok":true}');
  });

  it('reports an API that failed to load', async () => {
    const broken = Promise.reject(new Error('no schemas'));
    broken.catch(() => undefined);
    const port = await serve(editorApp({ api: broken, ui: serveBundle(dir).middleware }));
    const reply = await get(port, '/api/pages');
    expect(reply.status).toBe(500);
    expect(reply.body).toContain('no schemas');
  });
});
