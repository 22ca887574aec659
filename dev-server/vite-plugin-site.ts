import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatErrors, formatWarnings } from '../validator/format.ts';
import { unexpectedError } from '../validator/guard.ts';
import { loadSiteConfig, type LoadResult } from '../validator/load.ts';
import type { ConfigError } from '../validator/types.ts';
import { configErrorPage, renderErrorPage } from './dev-pages.ts';
import { leadInbox } from './lead-inbox.ts';
import { fileForPath } from '../validator/routes.ts';
import { settingsFromEnv, settingsProblems } from '../validator/settings.ts';
import { resolveSite } from '../renderer/resolve/site.ts';
import { MIME } from '../renderer/images/format.ts';
import { MEDIA_URL } from '../renderer/images/resolve.ts';
import { mediaFile } from '../validator/media.ts';

const DEV_ASSETS = { css: [], entry: '/renderer/client/main.ts', modulePreload: [] };

function reportToOverlay(server: ViteDevServer, errors: ConfigError[]) {
  const first = errors[0];
  server.ws.send({
    type: 'error',
    err: {
      message: formatErrors(errors),
      stack: '',
      plugin: 'site-config',
      id: first ? join(server.config.root, first.file) : undefined,
      loc: first ? { file: join(server.config.root, first.file), line: first.line, column: first.column } : undefined,
    },
  });
}

/** The config, or why not: whatever is saved (and even a bug in the validator) becomes a reported error, never a crash of the server. */
function guardedLoad(): LoadResult {
  try {
    return loadSiteConfig();
  } catch (e) {
    return { errors: [unexpectedError(process.env.SITE_CONFIG_DIR ?? 'site.config', e)] };
  }
}

/**
 * Validation in `vite dev` and `vite build`, server-side rendering in dev, and a preview
 * server that answers unknown paths with the not-found page and HTTP 404.
 */
export function sitePlugin(): Plugin {
  let lastReport = '';
  let lastWarnings = '';
  const check = (server?: ViteDevServer, saved = false) => {
    const result = guardedLoad();
    // Warnings go to the terminal only (once each time they change): they stop nothing, so no overlay.
    const warned = result.warnings ? formatWarnings(result.warnings, true) : '';
    if (server && warned && warned !== lastWarnings) server.config.logger.warn(`\n${warned}\n`, { timestamp: true });
    lastWarnings = warned;
    const report = result.errors.length ? formatErrors(result.errors, true) : 'ok';
    if (server && result.errors.length && report !== lastReport) {
      server.config.logger.error(`\nsite.config has problems:\n\n${report}\n`, { timestamp: true });
      reportToOverlay(server, result.errors);
    } else if (server && !result.errors.length && saved) {
      // A valid save: reload so the page shows the new content (and the overlay goes away).
      if (lastReport !== 'ok') server.config.logger.info('site.config is valid again.', { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    }
    lastReport = report;
    return result;
  };

  return {
    name: 'site-config',
    buildStart() {
      if (this.environment?.config.consumer === 'server') return;
      const { errors } = guardedLoad();
      if (errors.length) this.error(`site.config has problems:\n\n${formatErrors(errors)}`);
      const problems = settingsProblems();
      if (problems.length) this.error(`The deployment settings have problems:\n\n${problems.join('\n')}`);
    },
    configureServer(server) {
      for (const problem of settingsProblems()) server.config.logger.error(problem, { timestamp: true });
      const watched = [resolve(server.config.root, process.env.SITE_CONFIG_DIR ?? 'site.config'), join(server.config.root, 'schema')];
      server.watcher.add(watched);
      const onChange = (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        try {
          check(server, true);
        } catch (e) {
          // An event handler that throws would stop the dev server: report and keep watching.
          server.config.logger.error(`site.config could not be checked: ${String((e as Error).stack ?? e)}`, { timestamp: true });
        }
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      check(server);
      server.middlewares.use(leadInbox());
      // The media folder's pictures as they are: a build makes their AVIF and WebP files, `npm run dev` shows the originals.
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (req.method !== 'GET' || !url.pathname.startsWith(MEDIA_URL)) return next();
        const found = mediaFile(
          resolve(server.config.root, process.env.SITE_CONFIG_DIR ?? 'site.config'),
          decodeURIComponent(url.pathname.slice(MEDIA_URL.length)),
        );
        if (!found) return next();
        res.setHeader('Content-Type', MIME[found.format]);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.end(found.bytes);
      });

      return () => {
        server.middlewares.use(async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
          const url = new URL(req.url ?? '/', 'http://localhost');
          if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/@')) return next();
          const { bundle, errors } = check(server);
          let html: string;
          let status = 200;
          if (!bundle) {
            html = configErrorPage(errors);
            status = 500;
          } else {
            const route = url.pathname.replace(/\/+$/, '') || '/';
            // An old address answers as the hosts answer it (build/site-files.ts).
            const moved = bundle.redirects.find((r) => r.from === route);
            if (moved) {
              res.writeHead(moved.permanent ? 301 : 302, { Location: moved.to });
              return res.end();
            }
            const entry = bundle.pages.find((p) => p.page.route === route) ?? bundle.pages.find((p) => p.page.route === '*');
            if (!entry) return next();
            if (entry.page.route === '*') status = 404;
            try {
              const mod = (await server.ssrLoadModule('/renderer/server/render.tsx')) as typeof import('../renderer/server/render');
              const resolved = resolveSite({ ...bundle, pages: [entry] }, settingsFromEnv());
              html = await mod.renderPage({ site: resolved.site, page: resolved.pages[0].page, assets: DEV_ASSETS });
              // In development the entry also brings the styles: it runs as soon as the page is parsed
              // (the page's own loader then imports the same module, which runs once).
              html = html.replace('</head>', () => `<script type="module" src="${DEV_ASSETS.entry}"></script>\n  </head>`);
            } catch (e) {
              server.ssrFixStacktrace(e as Error);
              server.config.logger.error(String((e as Error).stack ?? e));
              html = renderErrorPage(e as Error, entry.file);
              status = 500;
            }
          }
          html = await server.transformIndexHtml(url.pathname, html);
          res.statusCode = status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        });
      };
    },
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use(leadInbox());
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const asFile = join(outDir, url.pathname);
        if (existsSync(asFile) && statSync(asFile).isFile()) return next();
        const page = join(outDir, fileForPath(url.pathname));
        if (existsSync(page)) {
          req.url = `/${fileForPath(url.pathname)}${url.search}`;
          return next();
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(join(outDir, '404.html')));
      });
    },
  };
}
