import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

/** Serves a built folder (storybook-static/) for browser tests: `tsx cli/serve-dir.ts DIR PORT`. */
const [dir = 'storybook-static', port = '6107'] = process.argv.slice(2);
const root = resolve(dir);
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  // Browsers ask for it on their own; a 404 would show up as a console error in the tests.
  if (path === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  let file = normalize(join(root, path));
  if (file.startsWith(root) && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) {
    res.writeHead(404).end('Not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(Number(port), '127.0.0.1', () => console.log(`Serving ${dir} on http://localhost:${port}`));
