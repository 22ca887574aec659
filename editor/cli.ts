import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { editorApp } from './app.ts';
import type { RenderPage } from './preview.ts';
import { serveBundle, type Middleware } from './static.ts';
import { ensureBundle } from './ui-bundle.ts';

/**
 * `npm run edit [-- --port N --strictPort --dev]`: the visual editor on one loopback port: its JSON
 * API (editor/server.ts), the live preview rendered by the site's own renderer through a Vite
 * server, and the UI (editor/ui/) as a production bundle cached by editor/ui-bundle.ts, or from
 * Vite with HMR in --dev. Nothing of it is in the site's build.
 *
 * It listens first and loads the rest behind: the API's modules, then Vite for the preview (an
 * /api/preview waits for it), so the page list does not wait for Vite.
 */
const USAGE = `Usage: npm run edit -- [--port N] [--strictPort] [--dev]
  --port N       the port to listen on (default 4400; the next free one unless --strictPort)
  --strictPort   exit when the port is taken instead of trying the next ones
  --dev          serve the editor's UI from Vite with HMR and React's development build
                 (to work on the editor itself); otherwise a production bundle, built once
                 per version into ${'node_modules/.cache/rivo-editor/'}`;

export interface CliOptions {
  port: number;
  strictPort: boolean;
  dev?: true;
  help?: true;
}

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { port: 4400, strictPort: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--strictPort') options.strictPort = true;
    else if (arg === '--dev') options.dev = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--port' || arg.startsWith('--port=')) {
      const value = arg === '--port' ? argv[++i] : arg.slice('--port='.length);
      options.port = Number(value);
      if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535) {
        throw new Error(`--port needs a number from 1 to 65535, not ${JSON.stringify(value)}.`);
      }
    } else throw new Error(`Unknown option ${arg}.\n${USAGE}`);
  }
  return options;
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

const RENDERER = '/renderer/server/render.tsx';
/** Vite's own defaults, and the visitors' leads and the config (which the API serves). */
const SERVED_NEVER = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.leads/**', '**/site.config/**'];

/** The Vite server of the preview (and of the UI in --dev): the site's renderer, its islands and styles. */
async function createPreviewServer(root: string, http: Server, dev: boolean): Promise<ViteDevServer> {
  const [{ createServer: createVite }, { default: react }, { default: UnoCSS }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('unocss/vite'),
  ]);
  return createVite({
    configFile: false,
    root,
    appType: 'custom',
    logLevel: 'warn',
    // Its own dependency cache: the site's dev server keeps node_modules/.vite. One per project folder:
    // clones and worktrees may share one node_modules, and an editor that bundled the packages again in
    // a shared folder changed the files under another running editor (a preview then held two Reacts).
    cacheDir: `node_modules/.vite-editor/${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
    // No CORS: Vite's default lets any http://localhost:* page read the project's files through the editor.
    server: { middlewareMode: true, hmr: { server: http }, cors: false, fs: { deny: SERVED_NEVER } },
    // Without --dev only the preview's modules go through it; by default Vite would scan every .html file of the project.
    optimizeDeps: dev ? undefined : { entries: ['renderer/client/main.ts'] },
    plugins: [react(), UnoCSS({ inspector: false })],
  });
}

function failed(res: ServerResponse, e: Error) {
  console.error(e.message);
  if (res.headersSent) return res.end();
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`The editor could not start: ${e.message}`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) return console.log(USAGE);
  const dev = options.dev === true;
  const root = process.cwd();
  const host = '127.0.0.1';
  const http = createServer();
  http.requestTimeout = 30_000;
  http.headersTimeout = 10_000;

  let vite: Promise<ViteDevServer> | undefined;
  const previewServer = () => (vite ??= createPreviewServer(root, http, dev));
  const viaVite: Middleware = (req, res, next) =>
    void previewServer().then(
      (v) => v.middlewares(req, res, next),
      (e: Error) => failed(res, e),
    );
  let warmed = false;
  /** Loads the renderer once, so the first preview is as quick as the next ones. */
  const warmPreview = () => {
    if (warmed) return;
    warmed = true;
    void previewServer()
      .then((v) => v.ssrLoadModule(RENDERER))
      .catch(() => undefined);
  };

  let ui: Middleware;
  if (dev) {
    const indexHtml = join(root, 'editor/ui/index.html');
    ui = (req, res) =>
      viaVite(req, res, () => {
        // Every other path is a screen of the editor (client-side routes): the same page.
        void previewServer()
          .then((v) => v.transformIndexHtml(req.url ?? '/', readFileSync(indexHtml, 'utf8')))
          .then(
            (html) => {
              res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
              res.end(html);
            },
            (e: Error) => failed(res, e),
          );
      });
  } else {
    const bundle = ensureBundle(root, () => console.log('Preparing the editor (its UI is built once per version of editor/ui/)…')).then((b) =>
      serveBundle(b.dir),
    );
    bundle.catch(() => undefined);
    ui = (req, res) =>
      void bundle.then(
        ({ middleware, index }) => middleware(req, res, () => viaVite(req, res, () => index(req, res))),
        (e: Error) => failed(res, e),
      );
  }

  let at = options.port;
  while (!(await listen(http, at, host))) {
    if (options.strictPort || at - options.port > 20) {
      console.error(`Port ${at} is in use${options.strictPort ? ' (--strictPort)' : ''}.`);
      process.exit(1);
    }
    at++;
  }
  const address = `http://${host}:${(http.address() as AddressInfo).port}/`;
  console.log(`Visual editor: ${address}`);

  const api = (async () => {
    const [{ createEditorHandler }, { previewRoutes }, { blockPictureRoutes }] = await Promise.all([
      import('./server.ts'),
      import('./preview.ts'),
      import('./block-pictures.ts'),
    ]);
    const render: RenderPage = async (input) => {
      const mod = (await (await previewServer()).ssrLoadModule(RENDERER)) as typeof import('../renderer/server/render.tsx');
      return mod.renderPage(input);
    };
    const transform = async (html: string) => (await previewServer()).transformIndexHtml('/', html);
    const routes = [previewRoutes(root, render, transform), blockPictureRoutes(root, render)];
    return createEditorHandler({ root, extraRoutes: (validators) => Object.assign({}, ...routes.map((r) => r(validators))) });
  })();
  const app = editorApp({ api, ui });
  http.on('request', (req, res) => {
    // Vite and the renderer start after the page list was answered, not while it is being made.
    if (!warmed && req.url === '/api/pages') res.once('finish', () => setTimeout(warmPreview, 0));
    app(req, res);
  });
  setTimeout(warmPreview, 3000).unref();
  // The site's schemas are compiled at their first validation (~0.4 s): that happens now, while the
  // browser loads the UI, rather than when it asks for the page list.
  get(`${address}api/pages?warm`, (res) => res.resume()).on('error', () => undefined);

  const stop = () => {
    // Closing Vite's file watcher can take long on a big tree: the editor holds no state to save.
    setTimeout(() => process.exit(0), 2000).unref();
    void (vite ?? Promise.resolve(undefined))
      .then((v) => v?.close())
      .catch(() => undefined)
      .finally(() => process.exit(0));
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
