import type { IncomingMessage } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export const isLoopback = (host: string) => LOOPBACK.has(host);

/** The Host values this server answers to: its loopback addresses with its own port, so a rebound DNS name is refused. */
const allowedHosts = (port: number) => [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];

/** Why a request must be refused (status and message), or undefined when it may be served. */
export function refusal(req: IncomingMessage, port: number): { status: number; message: string } | undefined {
  const hosts = allowedHosts(port);
  const host = (req.headers.host ?? '').toLowerCase();
  if (!hosts.includes(host)) return { status: 421, message: `This editor only answers at ${hosts.map((h) => `http://${h}`).join(', ')}.` };
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined;
  const origin = req.headers.origin;
  // A browser names the page that sends a write; a page of another site (or a sandboxed one, "null") may not write here.
  if (origin !== undefined && !hosts.map((h) => `http://${h}`).includes(origin.toLowerCase())) {
    return { status: 403, message: `Writes are accepted only from the editor itself, not from ${origin}.` };
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') return { status: 403, message: 'Writes are accepted only from the editor itself.' };
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return { status: 415, message: 'Send the request body as JSON (Content-Type: application/json).' };
  return undefined;
}
