import * as realFs from 'node:fs';
import { mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '../renderer/forms/honeypot.ts';
import type { InboxFs } from './inbox/lead-file.ts';
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

const errno = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });
const raw = (target: string) => readFileSync(join(dir, `${target}.jsonl`), 'utf8');
/** Every line of the file is a whole JSON lead, and the file ends with a newline. */
const expectWholeLines = (target: string) => {
  const text = raw(target);
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.slice(0, -1).split('\n')) expect(() => JSON.parse(line)).not.toThrow();
};

/**
 * A file system whose next `failures` writes fail the way a full disk fails: part of the line
 * reaches the file, then the write throws `code` or (code 'short') returns the shorter count.
 */
function fullDisk(code: string, failures = 1, overrides: Partial<InboxFs> = {}): InboxFs {
  let left = failures;
  const writeSync = (fd: number, buffer: Buffer) => {
    if (left-- <= 0) return realFs.writeSync(fd, buffer);
    const part = realFs.writeSync(fd, buffer.subarray(0, Math.floor(buffer.length / 2)));
    if (code === 'short') return part;
    throw errno(code);
  };
  return { ...realFs, writeSync: writeSync as InboxFs['writeSync'], ...overrides };
}

describe('lead inbox on a failing disk', () => {
  it('a full disk mid-write (ENOSPC): 507 with a plain message, no partial line left, and the next lead is stored readable', async () => {
    await start({ fs: fullDisk('ENOSPC', 1) });
    const sheet = (name: string) => post(SHEET, JSON.stringify({ name }), { 'Content-Type': 'text/plain' });
    // The first write fails: the file exists but holds nothing.
    const refused = await sheet('Lost?');
    expect(refused.status).toBe(507);
    expect((await refused.json()).error).toMatch(/disk is full.*not stored/);
    expect(raw('spreadsheet')).toBe('');
    expect((await sheet('Next')).status).toBe(200);
    expect((await sheet('Lost?')).status).toBe(200);
    expectWholeLines('spreadsheet');
    expect(stored('spreadsheet').map((l) => l.payload.name)).toEqual(['Next', 'Lost?']);
  });

  it('after stored leads, a failing write leaves exactly the lines before it', async () => {
    let failNext = false;
    const fs: InboxFs = {
      ...realFs,
      writeSync: ((fd: number, buffer: Buffer) => {
        if (!failNext) return realFs.writeSync(fd, buffer);
        failNext = false;
        realFs.writeSync(fd, buffer.subarray(0, 10));
        throw errno('ENOSPC');
      }) as InboxFs['writeSync'],
    };
    await start({ fs });
    await post(CRM, JSON.stringify({ fields: [{ name: 'email', value: 'one@x.co' }] }));
    const before = raw('crm');
    failNext = true;
    expect((await post(CRM, JSON.stringify({ fields: [{ name: 'email', value: 'two@x.co' }] }))).status).toBe(507);
    expect(raw('crm')).toBe(before);
  });

  it('a short write (fewer bytes than the line) is undone and answered 507', async () => {
    await start({ fs: fullDisk('short', 1) });
    expect((await post(SHEET, '{"name":"Short"}')).status).toBe(507);
    expect(raw('spreadsheet')).toBe('');
    expect((await post(SHEET, '{"name":"Whole"}')).status).toBe(200);
    expect(stored('spreadsheet')).toMatchObject([{ payload: { name: 'Whole' } }]);
  });

  it('an I/O error is a 500; when even the undo fails, the next lead cuts the partial line before it is written', async () => {
    let truncateFails = true;
    const ftruncateSync = ((fd: number, len?: number) => {
      if (truncateFails) {
        truncateFails = false;
        throw errno('EIO');
      }
      return realFs.ftruncateSync(fd, len);
    }) as InboxFs['ftruncateSync'];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await start({ fs: fullDisk('EIO', 1, { ftruncateSync }) });
      const failed = await post(SHEET, '{"name":"Failed"}');
      expect(failed.status).toBe(500);
      expect((await failed.json()).error).toContain('EIO');
      expect(raw('spreadsheet').endsWith('\n')).toBe(false);
      expect((await post(SHEET, '{"name":"After"}')).status).toBe(200);
      expectWholeLines('spreadsheet');
      expect(stored('spreadsheet')).toMatchObject([{ payload: { name: 'After' } }]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped an unfinished last line'));
    } finally {
      warn.mockRestore();
    }
  });

  it('repairs a file an older version left mid-line before appending, so the next lead is never glued on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      writeFileSync(join(dir, 'spreadsheet.jsonl'), '{"payload":{"name":"Whole"}}\n{"payload":{"name":"Cut');
      writeFileSync(join(dir, 'crm.jsonl'), '{"payload":{"fields":[{"na');
      await start();
      expect((await post(SHEET, '{"name":"Next"}')).status).toBe(200);
      expect((await post(CRM, '{"fields":[]}')).status).toBe(200);
      expect(stored('spreadsheet').map((l) => l.payload.name)).toEqual(['Whole', 'Next']);
      expect(stored('crm')).toMatchObject([{ payload: { fields: [] } }]);
      expectWholeLines('spreadsheet');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('lead inbox: nesting', () => {
  const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

  it('refuses a lead nested 6,000 deep with 400 and a plain message, and keeps serving', async () => {
    await start();
    const deep = await post(SHEET, nested(6000));
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({ error: 'The lead nests objects or arrays more than 64 levels deep.' });
    expect((await post(SHEET, '{"after":true}')).status).toBe(200);
  });

  it('accepts 64 levels, refuses 65, and does not count brackets inside strings', async () => {
    await start();
    expect((await post(SHEET, nested(64))).status).toBe(200);
    expect((await post(SHEET, nested(65))).status).toBe(400);
    expect((await post(SHEET, JSON.stringify({ text: '[{'.repeat(5000), quote: 'a \\"[[[' }))).status).toBe(200);
    expect(stored('spreadsheet')).toHaveLength(2);
  });
});

describe('lead inbox: idempotency keys', () => {
  const crmLead = (key: string, email = 'a@b.co') =>
    JSON.stringify({ fields: [{ name: 'email', value: email }], context: { pageName: 'X', idempotencyKey: key } });
  const sheetLead = (key: string) => JSON.stringify({ name: 'Ann', idempotencyKey: key });

  it('stores each key once per target; a retry is answered 200 and not stored again', async () => {
    await start();
    for (let i = 0; i < 3; i++) expect((await post(CRM, crmLead('k1'))).status).toBe(200);
    expect((await post(CRM, crmLead('k2', 'c@d.co'))).status).toBe(200);
    expect((await post(SHEET, sheetLead('k1'))).status).toBe(200);
    expect((await post(SHEET, sheetLead('k1'))).status).toBe(200);
    expect(stored('crm').map((l) => [l.idempotencyKey, l.payload.fields[0].value])).toEqual([
      ['k1', 'a@b.co'],
      ['k2', 'c@d.co'],
    ]);
    expect(stored('spreadsheet')).toMatchObject([{ idempotencyKey: 'k1', payload: { name: 'Ann' } }]);
  });

  it('two copies of one lead arriving together are stored once', async () => {
    await start({ perMinute: 100 });
    await Promise.all(Array.from({ length: 10 }, () => post(SHEET, sheetLead('same'))));
    expect(stored('spreadsheet')).toHaveLength(1);
  });

  it('remembers the keys of the file across a restart', async () => {
    await start();
    await post(CRM, crmLead('k1'));
    await new Promise((r) => server.close(r));
    await start();
    expect((await post(CRM, crmLead('k1'))).status).toBe(200);
    expect(stored('crm')).toHaveLength(1);
  });

  it('takes the Idempotency-Key header when the body has no key, stores keyless leads every time, refuses a key that is not short text', async () => {
    await start();
    const json = { 'Content-Type': 'application/json' };
    await post(CRM, '{"fields":[]}', { ...json, 'Idempotency-Key': 'h1' });
    await post(CRM, '{"fields":[]}', { ...json, 'Idempotency-Key': 'h1' });
    await post(CRM, '{"fields":[]}');
    await post(CRM, '{"fields":[]}');
    expect(stored('crm').map((l) => l.idempotencyKey)).toEqual(['h1', undefined, undefined]);
    for (const key of [42, '', 'k'.repeat(129)]) {
      const res = await post(CRM, JSON.stringify({ context: { idempotencyKey: key } }));
      expect(res.status).toBe(400);
      expect((await res.json()).error).toContain('idempotency key');
    }
  });

  it('a failed write does not mark the key as stored: the retry is stored', async () => {
    await start({ fs: fullDisk('ENOSPC', 1) });
    expect((await post(CRM, crmLead('k1'))).status).toBe(507);
    expect((await post(CRM, crmLead('k1'))).status).toBe(200);
    expect(stored('crm')).toHaveLength(1);
  });
});

describe('lead inbox: CRM path', () => {
  it('decodes the portal and form ids the browser encoded', async () => {
    await start();
    const res = await post('/api/leads/crm/submissions/v3/integration/submit/a%2Fb/..%2F..%2F..%2Fevil%3Fx%3D', '{"fields":[]}');
    expect(res.status).toBe(200);
    expect(stored('crm')).toMatchObject([{ portalId: 'a/b', formId: '../../../evil?x=' }]);
  });

  it('refuses ids that are not valid percent-encoding with 400', async () => {
    await start();
    expect((await post('/api/leads/crm/submissions/v3/integration/submit/local/%E0%A4%A', '{}')).status).toBe(400);
    expect(stored('crm')).toEqual([]);
  });
});
