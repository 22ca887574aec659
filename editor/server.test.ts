import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hiddenPath } from './guard-request.ts';
import { MAX_BODY_BYTES } from './http.ts';
import { createEditorServer } from './server.ts';
import { startServer } from './test-project.ts';

const start = startServer;

interface Call {
  method?: string;
  path: string;
  host?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A real HTTP request to 127.0.0.1 with any Host header (fetch cannot set Host). */
function call(
  port: number,
  { method = 'GET', path, host = `127.0.0.1:${port}`, headers = {}, body }: Call,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    // An empty host means a request without any Host header at all.
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        setHost: false,
        headers: { ...(host && { Host: host }), ...(payload !== undefined && { 'Content-Type': 'application/json' }), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown> }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('the editor server over HTTP', () => {
  it('listens on the loopback address only', async () => {
    const { port, server } = await start();
    expect(server.address()).toMatchObject({ address: '127.0.0.1', port });
    expect(() => createEditorServer({ root: '.', port: 0, host: '0.0.0.0' as '127.0.0.1' })).toThrow(/loopback/);
  });

  it('gives the UI the schemas to build forms from and the ids x-ref pickers offer', async () => {
    const { port } = await start();
    const schemas = await call(port, { path: '/api/schemas' });
    expect((schemas.json.blocks as { type: string }[]).map((b) => b.type)).toContain('hero');
    const refs = await call(port, { path: '/api/refs' });
    expect(refs.json).toEqual({
      form: ['footer-demo', 'request-demo'],
      plan: expect.arrayContaining(['starter']),
      package: expect.arrayContaining(['ai-agent-discovery']),
    });
  });

  it('answers only its own loopback Host with its port (DNS rebinding is refused)', async () => {
    const { port } = await start();
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await call(port, { path: '/api/pages', host })).status, host).toBe(200);
    }
    for (const host of ['evil.com', `evil.com:${port}`, '127.0.0.1', `127.0.0.1:${port + 1}`, `127.0.0.1.evil.com:${port}`]) {
      const res = await call(port, { path: '/api/pages', host });
      expect(res.status, host).toBe(421);
      expect(res.json.ok).toBe(false);
    }
    // Node itself refuses an HTTP/1.1 request without Host.
    expect((await call(port, { path: '/api/pages', host: '' })).status).toBe(400);
  });

  it('refuses writes from a foreign or null Origin, and bodies that are not JSON', async () => {
    const { port } = await start();
    const body = { file: 'site.config/pages/home.json', text: '{}' };
    for (const origin of ['http://evil.com', 'null', `http://127.0.0.1:${port + 1}`, `https://127.0.0.1:${port}`]) {
      expect((await call(port, { method: 'POST', path: '/api/validate', body, headers: { Origin: origin } })).status, origin).toBe(403);
    }
    expect((await call(port, { method: 'POST', path: '/api/validate', body, headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await call(port, { method: 'POST', path: '/api/validate', body, headers: { Origin: `http://localhost:${port}` } })).status).toBe(200);
    expect(
      (await call(port, { method: 'POST', path: '/api/validate', body: 'file=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status,
    ).toBe(415);
    expect((await call(port, { method: 'POST', path: '/api/validate', body: '{not json' })).status).toBe(400);
    expect((await call(port, { method: 'POST', path: '/api/validate', body: 'x'.repeat(MAX_BODY_BYTES + 1) })).status).toBe(413);
  });

  it('answers reads only to its own pages: another local site cannot read the config, the source or the leads', async () => {
    const { port } = await start();
    expect((await call(port, { path: '/api/pages', headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
    const foreign: Array<Record<string, string>> = [
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'cors' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors' },
      { Origin: 'http://localhost:3000' },
      { Origin: 'null' },
    ];
    for (const headers of foreign) {
      const res = await call(port, { path: '/api/file?file=site.config%2Fsite.json', headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.json.message).toMatch(/answers only its own pages/);
    }
    // A person following a link to the editor from elsewhere opens it.
    expect((await call(port, { path: '/nothing', headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' } })).status).toBe(404);
  });

  it('never serves leads, the config as files, or dot-folders', () => {
    for (const path of ['/.leads/crm.jsonl', '/%2Eleads/crm.jsonl', '/site.config/site.json', '/.git/config', '/.env', '/x/.leads/a', '/%E0%A4%A']) {
      expect(hiddenPath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/page?file=site.config%2Fsite.json',
      '/assets/index-1.js',
      '/node_modules/.vite-editor/deps/react.js',
      '/renderer/client/main.ts',
    ]) {
      expect(hiddenPath(path), path).toBe(false);
    }
  });

  it('reads, validates and saves a page; a stale hash gets 409 and errors get 422', async () => {
    const { root, port } = await start();
    const file = 'site.config/pages/home.json';
    const opened = await call(port, { path: `/api/file?file=${encodeURIComponent(file)}` });
    expect(opened.status).toBe(200);
    const { text, data, hash } = opened.json as { text: string; data: { blocks: Array<Record<string, unknown>> }; hash: string };
    expect(data.blocks[0].type).toBe('hero');

    const broken = await call(port, { method: 'POST', path: '/api/validate', body: { file, text: text.replace('"type": "hero"', '"type": "heroo"') } });
    expect(broken.json.errors).toEqual([
      expect.objectContaining({ file, path: 'blocks[0].type', message: 'Unknown block type "heroo".', hint: 'Did you mean "hero"?' }),
    ]);

    data.blocks[0].type = 'heroo';
    expect((await call(port, { method: 'POST', path: '/api/save', body: { file, data, hash } })).status).toBe(422);
    data.blocks[0].type = 'hero';
    data.blocks[0].heading = 'Saved over HTTP';
    const saved = await call(port, { method: 'POST', path: '/api/save', body: { file, data, hash } });
    expect(saved).toMatchObject({ status: 200, json: { ok: true } });
    expect(readFileSync(join(root, file), 'utf8')).toContain('"heading": "Saved over HTTP"');
    expect((await call(port, { method: 'POST', path: '/api/save', body: { file, data, hash } })).status).toBe(409);

    expect((await call(port, { path: '/api/file?file=../package.json' })).status).toBe(403);
    expect((await call(port, { method: 'POST', path: '/api/validate', body: { file: 'package.json', text: '{}' } })).status).toBe(403);
    expect((await call(port, { path: '/nothing' })).status).toBe(404);
  });

  it('lists pages and route links, and creates and deletes a page', async () => {
    const { port } = await start();
    const pages = await call(port, { path: '/api/pages' });
    expect(pages.json.pages).toContainEqual(expect.objectContaining({ route: '/process', file: 'site.config/pages/process.json' }));
    const links = await call(port, { method: 'POST', path: '/api/route-links', body: { from: '/process', to: '/how-we-work' } });
    expect(links.json.edits).toContainEqual(expect.objectContaining({ file: 'site.config/pages/home.json', from: '/process', to: '/how-we-work' }));
    const made = await call(port, { method: 'POST', path: '/api/pages/new', body: { route: '/industries/travel', title: 'AI Agents for Travel' } });
    expect(made).toMatchObject({ status: 200, json: { ok: true, file: 'site.config/pages/industries/travel.json' } });
    expect((await call(port, { method: 'POST', path: '/api/pages/delete', body: { file: 'site.config/pages/industries/travel.json' } })).status).toBe(200);
    expect((await call(port, { method: 'POST', path: '/api/pages/delete', body: { file: 'site.config/site.json' } })).status).toBe(403);
  });

  it('duplicates a page, renames its route with the links to it, and lists the changes', async () => {
    const { root, port } = await start();
    const copy = await call(port, { method: 'POST', path: '/api/pages/duplicate', body: { file: 'site.config/pages/process.json', route: '/process-copy' } });
    expect(copy).toMatchObject({ status: 200, json: { ok: true, file: 'site.config/pages/process-copy.json' } });
    const renamed = await call(port, { method: 'POST', path: '/api/route-rename', body: { from: '/process', to: '/how-we-work' } });
    expect(renamed).toMatchObject({ status: 200, json: { ok: true } });
    expect(renamed.json.files).toEqual(expect.arrayContaining(['site.config/pages/process.json', 'site.config/pages/home.json']));
    expect(readFileSync(join(root, 'site.config/pages/home.json'), 'utf8')).toContain('"href": "/how-we-work"');
    expect((await call(port, { method: 'POST', path: '/api/route-rename', body: { from: '/how-we-work', to: '/process-copy' } })).status).toBe(422);
    // The temporary project is ignored by the repository around it: nothing to publish.
    expect(await call(port, { path: '/api/changes' })).toStrictEqual({ status: 200, json: { changes: [] } });
  });
});
