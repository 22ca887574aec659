import type { IncomingMessage, ServerResponse } from 'node:http';
import { HONEYPOT_FIELD } from '../renderer/forms/honeypot.ts';
import { readBody } from './inbox/body.ts';
import { isObject, MAX_DEPTH, parseLead } from './inbox/json.ts';
import { leadFile, NotStored, type InboxFs } from './inbox/lead-file.ts';
import { leadKey } from './inbox/lead-key.ts';
import { isForeignWrite } from './inbox/origin.ts';
import { rateLimiter } from './inbox/rate-limit.ts';

const CRM_PATH = /^\/api\/leads\/crm\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/]+)$/;
// The spreadsheet request is sent in no-cors mode, which only allows text/plain.
const JSON_TYPES = new Set(['application/json', 'text/plain']);
const THANKS = { inlineMessage: 'Thanks for submitting the form.' };

export interface InboxOptions {
  dir?: string;
  /** Largest body accepted, in bytes. */
  maxBytes?: number;
  /** Writes each client may make per minute. */
  perMinute?: number;
  /** How deeply a lead may nest objects and arrays. */
  maxDepth?: number;
  /** The file system the lead files are written with (tests fail it like a full disk). */
  fs?: InboxFs;
}

function answer(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function filledHoneypot(payload: Record<string, unknown>): boolean {
  const fields = Array.isArray(payload.fields) ? payload.fields : [];
  const named = fields.find((f) => isObject(f) && f.name === HONEYPOT_FIELD) as { value?: unknown } | undefined;
  return Boolean(payload[HONEYPOT_FIELD] || named?.value);
}

/** The portal and form ids of a CRM path, decoded as the browser encoded them; null when one is not valid percent-encoding. */
function crmIds(match: RegExpExecArray): { portalId: string; formId: string } | null {
  try {
    return { portalId: decodeURIComponent(match[1]!), formId: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/**
 * Local stand-ins for the spreadsheet web app and the CRM form API, used by `npm run dev`
 * and `npm run preview` until real endpoints are configured: each lead is appended as one
 * JSON line to .leads/spreadsheet.jsonl or .leads/crm.jsonl, once per idempotency key. Whatever
 * is sent, the server keeps running: bodies are bounded, foreign pages and floods are refused,
 * and a bot that fills the honeypot is thanked like anyone else but not stored. A lead that
 * cannot be stored (full disk) is answered 507 or 500, so the browser keeps it and retries.
 */
export function leadInbox({ dir = process.env.LEADS_DIR ?? '.leads', maxBytes = 64_000, perMinute = 30, maxDepth = MAX_DEPTH, fs }: InboxOptions = {}) {
  const limit = rateLimiter(perMinute, 60_000);
  const files = { spreadsheet: leadFile(dir, 'spreadsheet', fs), crm: leadFile(dir, 'crm', fs) };
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0];
    const crm = CRM_PATH.exec(path);
    const target = path === '/api/leads/spreadsheet' ? 'spreadsheet' : crm ? 'crm' : null;
    if (!target || req.method !== 'POST') return next();
    // A body refused before it was read is not drained: the connection is closed after the answer.
    const refuse = (status: number, error: string, headers: Record<string, string> = {}) => answer(res, status, { error }, { Connection: 'close', ...headers });
    try {
      if (isForeignWrite(req)) return refuse(403, 'Leads are accepted from this site’s own pages only.');
      const client = `${req.socket.remoteAddress ?? 'unknown'} ${target}`;
      const rate = limit(client);
      if (!rate.allowed) return refuse(429, 'Too many leads; try again later.', { 'Retry-After': String(rate.retryAfterSeconds) });
      const ids = crm ? crmIds(crm) : {};
      if (!ids) return refuse(400, 'The CRM portal or form id in the path is not valid percent-encoding.');
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      if (!JSON_TYPES.has(type)) return refuse(415, 'Send the lead as JSON (application/json or text/plain).');
      const body = await readBody(req, maxBytes);
      // A body refused by its declared length was never read; any other was read (or is being dropped).
      if (!body.ok) return answer(res, body.status, { error: body.reason }, Number(req.headers['content-length']) > maxBytes ? { Connection: 'close' } : {});
      const payload = parseLead(body.text, maxDepth);
      if (typeof payload === 'string') return answer(res, 400, { error: payload });
      const key = leadKey(target, payload, req);
      if ('error' in key) return answer(res, 400, { error: key.error });
      const file = files[target];
      // From the key check to the append nothing awaits, so two copies of a lead arriving together are stored once.
      if (!filledHoneypot(payload) && !(key.key && file.has(key.key))) {
        file.append({ receivedAt: new Date().toISOString(), idempotencyKey: key.key, ...ids, payload });
      }
      answer(res, 200, THANKS);
    } catch (e) {
      if (res.headersSent) return;
      if (e instanceof NotStored) return answer(res, e.status, { error: e.message });
      refuse(500, `The lead could not be stored: ${(e as Error).message}`);
    }
  };
}
