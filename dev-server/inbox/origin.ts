import type { IncomingMessage } from 'node:http';

/**
 * A write is accepted from the site's own pages only. Browsers send Origin on every POST, so a
 * foreign, opaque ("null") or mismatched Origin, or a cross-site fetch, is refused; a request
 * without Origin comes from a tool on this machine (curl, a test), not from a web page.
 */
export function isForeignWrite(req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}
