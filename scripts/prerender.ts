/**
 * Writes one HTML file per page into dist/, plus 404.html, sitemap.xml and robots.txt.
 * Runs after `vite build` (browser assets), with the renderer's source (tsx runs it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createIslandProps } from './build/island-props.ts';
import { createPageCss } from './build/page-css.ts';
import { escapeXml, oneLine } from './config/escape.ts';
import { formatErrors } from './config/format.ts';
import { loadSiteConfig } from './config/load.ts';
import { settingsFromEnv } from './config/settings.ts';
import { resolveSite } from '../renderer/resolve/site.ts';
import { outputFile } from './routes.ts';

// React picks its build when first loaded: the development one checks and warns on every
// element and renders several times slower, for the same HTML.
process.env.NODE_ENV ??= 'production';

const dist = join(process.cwd(), 'dist');

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

/** Writes files while the next pages render, a few at a time, each folder created once. */
function writeQueue(inFlight = 16) {
  const folders = new Set<string>();
  let pending: Array<Promise<void>> = [];
  return {
    async add(file: string, text: string) {
      const folder = dirname(file);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      pending.push(writeFile(file, text));
      if (pending.length >= inFlight) await this.done();
    },
    async done() {
      const batch = pending;
      pending = [];
      await Promise.all(batch);
    },
  };
}

async function main() {
  const { bundle, errors } = loadSiteConfig();
  if (!bundle) {
    console.error(formatErrors(errors));
    process.exit(1);
  }
  const resolved = resolveSite(bundle, settingsFromEnv());
  // The renderer's own source, run by tsx like this script: a second (SSR) Vite build of it
  // cost more than rendering a thousand pages.
  const { renderPage, pageUrl } = await import('../renderer/server/render.tsx');
  const assets = assetsFromManifest();
  const pageCss = await createPageCss();
  const islandProps = createIslandProps();
  const writes = writeQueue();
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
    html = islandProps.extract(await pageCss.inline(html, assets.css));
    await writes.add(join(dist, target), html);
    written.push(target);
  }
  for (const [file, text] of [...pageCss.files(), ...islandProps.files()]) await writes.add(join(dist, file), text);
  await writes.done();

  const indexed = bundle.pages.filter(({ page }) => page.route !== '*' && page.indexed && !page.access);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${indexed.map(({ page }) => `  <url><loc>${escapeXml(pageUrl(bundle.site, page))}</loc></url>`).join('\n')}
</urlset>
`;
  writeFileSync(join(dist, 'sitemap.xml'), sitemap);
  writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${oneLine(`${bundle.site.url}/sitemap.xml`)}\n`);
  console.log(`Prerendered ${written.length} pages, sitemap.xml (${indexed.length} URLs) and robots.txt into dist/.`);
}

await main();
