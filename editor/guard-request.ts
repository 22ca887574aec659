import type { IncomingMessage } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export const isLoopback = (host: string) => LOOPBACK.has(host);

/** The Host values this server answers to: its loopback addresses with its own port, so a rebound DNS name is refused. */
const allowedHosts = (port: number) => [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];

/**
 * Reads are for the editor's own pages: another page on this machine (any http://localhost:* site)
 * must not read site.config/, the source or visitors' leads through the browser. A browser says
 * where a request comes from (Sec-Fetch-Site, Origin); only a person opening the editor (a
 * navigation) may come from elsewhere, and the page they open then runs as the editor's own.
 */
function readRefusal(req: IncomingMessage, hosts: string[], origin: string | undefined) {
  const site = req.headers['sec-fetch-site'];
  const navigation = req.headers['sec-fetch-mode'] === 'navigate';
  if ((site === 'cross-site' || site === 'same-site') && !navigation) return { status: 403, message: 'The editor answers only its own pages.' };
  if (origin !== undefined && !hosts.map((h) => `http://${h}`).includes(origin.toLowerCase()))
    return { status: 403, message: `The editor answers only its own pages, not ${origin}.` };
  if (hiddenPath(req.url ?? '/')) return { status: 404, message: 'Not here: the editor serves its own files only.' };
  return undefined;
}

/** Visitors' leads, the config (read through /api/), git and other dot-folders are never served as files. */
export function hiddenPath(url: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://editor').pathname);
  } catch {
    return true;
  }
  const parts = path.split('/');
  // Vite's own dependency cache is the one dot-folder the preview loads modules from.
  if (path.startsWith('/node_modules/.vite-editor/')) return false;
  return parts.some((p) => p.startsWith('.')) || parts[1] === 'site.config' || parts.includes('.leads');
}

/** Why a request must be refused (status and message), or undefined when it may be served. */
export function refusal(req: IncomingMessage, port: number): { status: number; message: string } | undefined {
  const hosts = allowedHosts(port);
  const host = (req.headers.host ?? '').toLowerCase();
  if (!hosts.includes(host)) return { status: 421, message: `This editor only answers at ${hosts.map((h) => `http://${h}`).join(', ')}.` };
  const method = req.method ?? 'GET';
  const origin = req.headers.origin;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return readRefusal(req, hosts, origin);
  // A browser names the page that sends a write; a page of another site (or a sandboxed one, "null") may not write here.
  if (origin !== undefined && !hosts.map((h) => `http://${h}`).includes(origin.toLowerCase())) {
    return { status: 403, message: `Writes are accepted only from the editor itself, not from ${origin}.` };
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') return { status: 403, message: 'Writes are accepted only from the editor itself.' };
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  // A picture's upload is its bytes; application/octet-stream, like JSON, is a type another site cannot send without asking first.
  const upload = type === 'application/octet-stream' && (req.url ?? '').split('?')[0] === '/api/media/upload';
  if (type !== 'application/json' && !upload) return { status: 415, message: 'Send the request body as JSON (Content-Type: application/json).' };
  return undefined;
}
