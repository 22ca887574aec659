/** sitemap.xml, robots.txt and the redirects' files, from the site's outline: every shard of a build writes the same. */
import type { Redirect } from '../renderer/generated/config.ts';
import { pageUrl } from '../renderer/server/head.ts';
import { escapeXml, oneLine } from '../validator/escape.ts';
import type { SiteOutline } from '../validator/load.ts';
import { outputFile } from '../validator/routes.ts';

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

/*
 * The redirects of site.config/redirects.json, in the forms static hosts read (none without redirects):
 *   _redirects   Netlify and Cloudflare Pages, two lines each: Netlify takes the first that matches, where
 *                "301!" wins over the page left at the old address; Cloudflare Pages knows no "!", skips
 *                that line and reads the plain one.
 *   vercel.json  Vercel, when dist/ is deployed as the project (`vercel deploy dist`).
 *   <old>.html   Any other host: a page that sends the visitor on, names the new address as canonical
 *                and asks search engines not to index it.
 */
type Site = Pick<SiteOutline['site'], 'url' | 'language' | 'brand'>;

/** The address a redirect goes to, absolute: a route of the site is prefixed with the site's origin. */
const absolute = (site: Site, to: string) => (to.startsWith('/') ? `${site.url}${to}` : to);

function netlifyAndCloudflare(redirects: Redirect[]): string {
  const lines = redirects.flatMap(({ from, to, permanent }) => {
    const code = permanent ? 301 : 302;
    return [`${from} ${oneLine(to)} ${code}!`, `${from} ${oneLine(to)} ${code}`];
  });
  return `# Written by npm run build from site.config/redirects.json; change that file, not this one.
# Netlify reads the first line of each pair ("!": even though a page is left at the old address).
# Cloudflare Pages knows no "!": it skips that line and reads the second.
${lines.join('\n')}
`;
}

function vercel(redirects: Redirect[]): string {
  const list = redirects.map(({ from, to, permanent }) => ({ source: from, destination: to, permanent }));
  return `${JSON.stringify({ redirects: list }, null, 2)}\n`;
}

/** The page left at an old address: it works without JavaScript, and tells search engines where the page went. */
export function redirectPage(site: Site, { to }: Pick<Redirect, 'to'>): string {
  const href = escapeXml(to);
  const canonical = escapeXml(absolute(site, to));
  return `<!doctype html>
<html lang="${escapeXml(site.language)}">
<head>
<meta charset="utf-8">
<title>This page has moved | ${escapeXml(site.brand.name)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${href}">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body>
<p>This page has moved to <a href="${href}">${canonical}</a>.</p>
</body>
</html>
`;
}

/** Every file the redirects need, as [path in dist/, text]. */
export function redirectFiles({ site, redirects }: { site: Site; redirects: Redirect[] }): Array<[string, string]> {
  if (redirects.length === 0) return [];
  return [
    ['_redirects', netlifyAndCloudflare(redirects)],
    ['vercel.json', vercel(redirects)],
    ...redirects.map((r): [string, string] => [outputFile(r.from), redirectPage(site, r)]),
  ];
}
