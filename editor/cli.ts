import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { createServer as createVite } from 'vite';
import { previewRoutes, type RenderPage } from './preview.ts';
import { createEditorHandler } from './server.ts';

/**
 * `npm run edit [-- --port N --strictPort]`: the visual editor on one loopback port: its JSON API
 * (editor/server.ts), the live preview rendered by the site's own renderer, and the UI
 * (editor/ui/, served by Vite in middleware mode; nothing of it is in the site's build).
 */
export function parseArgs(argv: string[]): { port: number; strictPort: boolean } {
  let port = 4400;
  let strictPort = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--strictPort') strictPort = true;
    else if (arg === '--port' || arg.startsWith('--port=')) {
      const value = arg === '--port' ? argv[++i] : arg.slice('--port='.length);
      port = Number(value);
      if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port needs a number from 1 to 65535, not ${JSON.stringify(value)}.`);
    } else throw new Error(`Unknown option ${arg}. Use: npm run edit -- --port N --strictPort`);
  }
  return { port, strictPort };
}

function listen(server: Server, port: number, host: string): Promise<boolean> {
  return new Promise((done, fail) => {
    const onError = (e: NodeJS.ErrnoException) => (e.code === 'EADDRINUSE' ? done(false) : fail(e));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      done(true);
    });
  });
}

async function main() {
  const { port, strictPort } = parseArgs(process.argv.slice(2));
  const root = process.cwd();
  const host = '127.0.0.1';
  const http = createServer();
  const vite = await createVite({
    configFile: false,
    root,
    appType: 'custom',
    logLevel: 'warn',
    // Its own dependency cache: the site's dev server keeps node_modules/.vite.
    cacheDir: 'node_modules/.vite-editor',
    server: { middlewareMode: true, hmr: { server: http } },
    plugins: [react(), UnoCSS({ inspector: false })],
  });
  const render: RenderPage = async (input) => {
    const mod = (await vite.ssrLoadModule('/renderer/server/render.tsx')) as typeof import('../renderer/server/render.tsx');
    return mod.renderPage(input);
  };
  const api = createEditorHandler({ root, extraRoutes: previewRoutes(root, render, (html) => vite.transformIndexHtml('/', html)) });
  const indexHtml = join(root, 'editor/ui/index.html');
  http.on('request', (req, res) =>
    api(req, res, () =>
      vite.middlewares(req, res, () => {
        // Every other path is a screen of the editor (client-side routes): the same page.
        void vite
          .transformIndexHtml(req.url ?? '/', readFileSync(indexHtml, 'utf8'))
          .then((html) => {
            res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
            res.end(html);
          })
          .catch((e: Error) => {
            res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
            res.end(`The editor could not start: ${e.message}`);
          });
      }),
    ),
  );
  let at = port;
  while (!(await listen(http, at, host))) {
    if (strictPort || at - port > 20) {
      console.error(`Port ${at} is in use${strictPort ? ' (--strictPort)' : ''}.`);
      await vite.close();
      process.exit(1);
    }
    at++;
  }
  // Load the renderer once now, so the first preview is as quick as the next ones.
  void vite.ssrLoadModule('/renderer/server/render.tsx').catch(() => undefined);
  console.log(`Visual editor: http://${host}:${(http.address() as AddressInfo).port}/`);
  const stop = () => {
    void vite.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
