import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ICON_SPRITE } from '../renderer/ui/icons.ts';

// The renderer's own file, not the edited site's: the icons come with the code that draws them.
const SPRITE_FILE = fileURLToPath(new URL('../public/icons.svg', import.meta.url));

/** GET /icons.svg: the icons the preview's pages draw (renderer/ui/icons.ts); true when the request was one. */
export function serveIconSprite(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (req.method !== 'GET' || url.pathname !== ICON_SPRITE) return false;
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
  res.end(readFileSync(SPRITE_FILE));
  return true;
}
