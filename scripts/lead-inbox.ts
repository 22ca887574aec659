import { appendFileSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

const CRM_PATH = /^\/api\/leads\/crm\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/]+)$/;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64_000) reject(new Error('Lead too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/**
 * Local stand-ins for the spreadsheet web app and the CRM form API, used by `npm run dev`
 * and `npm run preview` until real endpoints are configured: each lead is appended as one
 * JSON line to .leads/spreadsheet.jsonl or .leads/crm.jsonl.
 */
export function leadInbox(dir = process.env.LEADS_DIR ?? '.leads') {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0];
    const crm = CRM_PATH.exec(path);
    const target = path === '/api/leads/spreadsheet' ? 'spreadsheet' : crm ? 'crm' : null;
    if (!target || req.method !== 'POST') return next();
    try {
      const raw = await readBody(req);
      const lead = { receivedAt: new Date().toISOString(), ...(crm ? { portalId: crm[1], formId: crm[2] } : {}), payload: JSON.parse(raw) as unknown };
      mkdirSync(dir, { recursive: true });
      appendFileSync(join(dir, `${target}.jsonl`), `${JSON.stringify(lead)}\n`);
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ inlineMessage: 'Thanks for submitting the form.' }));
    } catch (e) {
      res.statusCode = 400;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ error: (e as Error).message }));
    }
  };
}
