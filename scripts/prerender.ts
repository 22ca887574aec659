/**
 * Writes one HTML file per page into dist/, plus 404.html, sitemap.xml and robots.txt.
 * Runs after `vite build` (browser assets) and `vite build --ssr` (the renderer in .ssr/).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPageCss } from './build/page-css.ts';
import { escapeXml, oneLine } from './config/escape.ts';
import { formatErrors } from './config/format.ts';
import { loadSiteConfig } from './config/load.ts';
import { settingsFromEnv } from './config/settings.ts';
import { resolveSite } from '../renderer/resolve/site.ts';
import { outputFile } from './routes.ts';

const dist = join(process.cwd(), 'dist');
const ssrEntry = join(process.cwd(), '.ssr', 'render.js');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

function assetsFromManifest() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['renderer/client/main.ts'];
  if (!entry) throw new Error('The browser entry is missing from the Vite manifest; run `vite build` first.');
  return {
    entry: `/${entry.file}`,
    css: (entry.css ?? []).map((c) => `/${c}`),
    modulePreload: (entry.imports ?? []).map((k) => `/${manifest[k].file}`),
  };
}

async function main() {
  const { bundle, errors } = loadSiteConfig();
  if (!bundle) {
    console.error(formatErrors(errors));
    process.exit(1);
  }
  const resolved = resolveSite(bundle, settingsFromEnv());
  const { renderPage, pageUrl } = (await import(pathToFileURL(ssrEntry).href)) as typeof import('../renderer/server/render');
  const assets = assetsFromManifest();
  const pageCss = await createPageCss();
  const written: string[] = [];
  for (const { page, file } of resolved.pages) {
    const target = outputFile(page.route);
    let html: string;
    try {
      html = await renderPage({ site: resolved.site, page, assets });
    } catch (e) {
      console.error(`Could not render ${file} (${page.route}):`, e);
      process.exit(1);
    }
    html = await pageCss.inline(html, assets.css);
    mkdirSync(dirname(join(dist, target)), { recursive: true });
    writeFileSync(join(dist, target), html);
    written.push(target);
  }

  const indexed = bundle.pages.filter(({ page }) => page.route !== '*' && page.indexed && !page.access);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${indexed.map(({ page }) => `  <url><loc>${escapeXml(pageUrl(bundle.site, page))}</loc></url>`).join('\n')}
</urlset>
`;
  writeFileSync(join(dist, 'sitemap.xml'), sitemap);
  writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${oneLine(`${bundle.site.url}/sitemap.xml`)}\n`);
  rmSync(join(process.cwd(), '.ssr'), { recursive: true, force: true });
  console.log(`Prerendered ${written.length} pages, sitemap.xml (${indexed.length} URLs) and robots.txt into dist/.`);
}

await main();
