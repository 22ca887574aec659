import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../renderer/forms/honeypot.ts';
import { leadInbox, type InboxOptions } from './lead-inbox.ts';

const CRM = '/api/leads/crm/submissions/v3/integration/submit/local/footer-demo';
const SHEET = '/api/leads/spreadsheet';

let dir: string;
let server: Server;
let base: string;

async function start(options: InboxOptions = {}) {
  const inbox = leadInbox({ dir, ...options });
  server = createServer((req, res) => {
    void inbox(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (path: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(base + path, { method: 'POST', headers, body });
const stored = (target: string) => {
  const file = join(dir, `${target}.jsonl`);
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : [];
};

/** Sends `total` bytes in chunks (optionally declaring the length) until the server answers or closes. */
function stream(total: number, declare: boolean): Promise<{ status?: number; sent: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    let status: number | undefined;
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
    if (declare) headers['Content-Length'] = total;
    const req = request(`${base}${SHEET}`, { method: 'POST', headers }, (res) => {
      status = res.statusCode;
      res.resume();
      res.on('end', () => resolve({ status, sent }));
    });
    req.on('error', () => resolve({ status, sent }));
    const chunk = Buffer.alloc(1 << 20, 'a');
    const pump = () => {
      while (sent < total && status === undefined) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (sent >= total) req.end();
    };
    pump();
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'inbox-'));
});
afterEach(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('lead inbox', () => {
  it('stores a CRM lead and a no-cors (text/plain) spreadsheet lead as one line each', async () => {
    await start();
    const crm = await post(CRM, JSON.stringify({ fields: [{ name: 'email', value: 'a@b.co' }] }));
    expect(crm.status).toBe(200);
    expect(await crm.json()).toEqual({ inlineMessage: 'Thanks for submitting the form.' });
    const sheet = await post(SHEET, JSON.stringify({ name: 'Ann' }), { 'Content-Type': 'text/plain;charset=utf-8' });
    expect(sheet.status).toBe(200);
    expect(stored('crm')).toMatchObject([{ portalId: 'local', formId: 'footer-demo', payload: { fields: [{ name: 'email', value: 'a@b.co' }] } }]);
    expect(stored('spreadsheet')).toMatchObject([{ payload: { name: 'Ann' } }]);
  });

  it('answers 400 for anything but a JSON object, and 415 for other content types', async () => {
    await start();
    for (const body of ['null', '42', '"text"', '[1]', '{broken', '']) expect((await post(SHEET, body)).status).toBe(400);
    expect((await post(SHEET, new Uint8Array([0x7b, 0xff, 0x7d]))).status).toBe(400);
    expect((await post(SHEET, '{}', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post(SHEET, new TextEncoder().encode('{}'), {})).status).toBe(415);
    expect(stored('spreadsheet')).toEqual([]);
  });

  it('refuses writes from another origin, an opaque origin or a cross-site fetch', async () => {
    await start();
    const json = { 'Content-Type': 'text/plain' };
    expect((await post(SHEET, '{}', { ...json, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(SHEET, '{}', { ...json, Origin: 'null' })).status).toBe(403);
    expect((await post(SHEET, '{}', { ...json, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post(SHEET, '{}', { ...json, Origin: base })).status).toBe(200);
    expect(stored('spreadsheet')).toHaveLength(1);
  });

  it('thanks a bot that filled the honeypot like anyone else, and stores nothing', async () => {
    await start();
    const sheet = await post(SHEET, JSON.stringify({ name: 'Bot', [HONEYPOT_FIELD]: 'http://spam' }));
    const crm = await post(CRM, JSON.stringify({ fields: [{ name: HONEYPOT_FIELD, value: 'x' }] }));
    expect([sheet.status, crm.status]).toEqual([200, 200]);
    expect(await crm.json()).toEqual({ inlineMessage: 'Thanks for submitting the form.' });
    expect([...stored('spreadsheet'), ...stored('crm')]).toEqual([]);
  });

  it('limits each client per target and says when to try again', async () => {
    await start({ perMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(SHEET, '{}')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await post(SHEET, '{}');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(CRM, '{}')).status).toBe(200);
  });

  it('refuses a 1 GB body declared up front with 413 without reading it, and keeps serving', async () => {
    await start();
    const result = await stream(1 << 30, true);
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(64 << 20);
    expect((await post(SHEET, '{"after":true}')).status).toBe(200);
    expect(stored('spreadsheet')).toMatchObject([{ payload: { after: true } }]);
  });

  it('stops reading a chunked body at the limit with 413, and keeps serving', async () => {
    await start({ maxBytes: 1000 });
    const result = await stream(8 << 20, false);
    expect(result.status).toBe(413);
    expect((await post(SHEET, '{"after":true}')).status).toBe(200);
  });

  it('writes concurrent leads whole, one line each', async () => {
    await start({ perMinute: 1000 });
    const big = 'x'.repeat(20_000);
    await Promise.all(Array.from({ length: 60 }, (_, i) => post(SHEET, JSON.stringify({ i, big }))));
    const lines = stored('spreadsheet');
    expect(lines).toHaveLength(60);
    expect(new Set(lines.map((l) => l.payload.i)).size).toBe(60);
  });

  it('leaves other paths and methods to the next handler', async () => {
    await start();
    expect(await (await fetch(base + SHEET)).text()).toBe('next');
    expect(await (await post('/api/leads/other', '{}')).text()).toBe('next');
  });
});
