/** sitemap.xml and robots.txt, from the site's outline: every shard of a build writes the same. */
import { pageUrl } from '../renderer/server/head.ts';
import { escapeXml, oneLine } from '../validator/escape.ts';
import type { SiteOutline } from '../validator/load.ts';

export function siteFiles({ site, pages }: Pick<SiteOutline, 'site' | 'pages'>): { files: Array<[string, string]>; urls: number } {
  const indexed = pages.filter((p) => p.route !== '*' && p.indexed && !p.access);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${indexed.map((page) => `  <url><loc>${escapeXml(pageUrl(site, page))}</loc></url>`).join('\n')}
</urlset>
`;
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${oneLine(`${site.url}/sitemap.xml`)}\n`;
  return {
    files: [
      ['sitemap.xml', sitemap],
      ['robots.txt', robots],
    ],
    urls: indexed.length,
  };
}
