/**
 * Where prerendered pages come from: rendered on this thread (`inThread`), or on the render
 * thread of a build (render-thread.ts), which uses the same `renderPages`.
 */
import { format } from 'node:util';
import { resolveSite } from '../../renderer/resolve/site.ts';
import type { ResolvedSite } from '../../renderer/resolve/types.ts';
import { pageUrl, type PageAssets } from '../../renderer/server/head.ts';
import { escapeXml, oneLine } from '../config/escape.ts';
import { settingsFromEnv } from '../config/settings.ts';
import type { SiteBundle } from '../config/types.ts';

/** A page that could not be rendered; the message names it. */
export class PrerenderError extends Error {}

/** Pages rendered between two turns of the event loop, which bring messages and finished writes. */
export const PAGES_PER_TURN = 16;

/** The site's pages in order, and the files that list them. */
export interface SiteOutline {
  pages: Array<{ file: string; route: string }>;
  sitemap: string;
  robots: string;
  /** URLs in the sitemap. */
  urls: number;
}

export interface PageSource extends SiteOutline {
  /**
   * Every page's HTML with `assets`, in order; with `first`, the first page's with those before.
   * Throws a PrerenderError naming a page that could not be rendered.
   */
  render(assets: PageAssets, first?: PageAssets): AsyncIterator<string>;
  /**
   * Stand-in asset names (`[assets, first]`) the source has started rendering with already:
   * asked for with these, it goes on with what it has rendered.
   */
  standIns?: [PageAssets, PageAssets];
}

export function outline(bundle: SiteBundle): SiteOutline {
  const indexed = bundle.pages.filter(({ page }) => page.route !== '*' && page.indexed && !page.access);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${indexed.map(({ page }) => `  <url><loc>${escapeXml(pageUrl(bundle.site, page))}</loc></url>`).join('\n')}
</urlset>
`;
  return {
    pages: bundle.pages.map(({ file, page }) => ({ file, route: page.route })),
    sitemap,
    robots: `User-agent: *\nAllow: /\n\nSitemap: ${oneLine(`${bundle.site.url}/sitemap.xml`)}\n`,
    urls: indexed.length,
  };
}

/** See PageSource.render. */
export async function* renderPages({ site, pages }: ResolvedSite, assets: PageAssets, first?: PageAssets): AsyncGenerator<string> {
  // React picks its build when first loaded: the development one checks and warns on every
  // element and renders several times slower, for the same HTML.
  process.env.NODE_ENV ??= 'production';
  // The renderer's own source, run by tsx like this script: a second (SSR) Vite build of it
  // cost more than rendering a thousand pages.
  const { renderPage } = await import('../../renderer/server/render.tsx');
  const jobs = [...(first && pages.length ? [{ ...pages[0], assets: first }] : []), ...pages.map((p) => ({ ...p, assets }))];
  for (const [i, { file, page, assets }] of jobs.entries()) {
    // Rendering settles in microtasks only: without these turns no message or finished write
    // would be seen before the last page.
    if (i % PAGES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    try {
      yield await renderPage({ site, page, assets });
    } catch (e) {
      throw new PrerenderError(format(`Could not render ${file} (${page.route}):`, e));
    }
  }
}

/** The site's pages, rendered on this thread. */
export function inThread(bundle: SiteBundle): PageSource {
  const resolved = resolveSite(bundle, settingsFromEnv());
  return { ...outline(bundle), render: (assets, first) => renderPages(resolved, assets, first) };
}
