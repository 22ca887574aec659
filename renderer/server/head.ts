import type { PageConfig, SiteConfig } from '../generated/config';
import { gateScript } from '../payments/handoff';
import type { ResolvedImage } from '../images/types';
import { ENTRY_LOADER } from './entry-loader';

export interface PageAssets {
  /** Stylesheets to link. */
  css: string[];
  /** The browser entry module. */
  entry: string;
  /** Modules worth fetching early (the entry's static imports). */
  modulePreload: string[];
}

/** What the head needs of site.json and of a page (author or resolved config alike). */
type HeadSite = Pick<SiteConfig, 'url' | 'brand'>;
type HeadPage = Omit<PageConfig, 'blocks' | 'shareImage'> & { shareImage?: Partial<Pick<ResolvedImage, 'src' | 'alt'>> };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function pageUrl(site: HeadSite, page: Pick<HeadPage, 'route'>): string {
  return page.route === '*' ? site.url : `${site.url}${page.route === '/' ? '/' : page.route}`;
}

export function documentTitle(site: HeadSite, page: HeadPage): string {
  return page.title.includes(site.brand.name) ? page.title : `${page.title} | ${site.brand.name}`;
}

/** <head> but the browser assets: title, description, canonical and Open Graph tags from the page's JSON. */
export function renderHead(site: HeadSite, page: HeadPage): string {
  const title = escapeHtml(documentTitle(site, page));
  const description = escapeHtml(page.description);
  const url = escapeHtml(pageUrl(site, page));
  const indexed = page.indexed && page.route !== '*';
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // A gated page leaves before it paints when the visitor has not paid.
    ...(page.access ? [`<script>${gateScript(page.access.redirectTo).replace(/</g, '\\u003c')}</script>`] : []),
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    indexed ? `<link rel="canonical" href="${url}">` : '<meta name="robots" content="noindex">',
    '<meta name="theme-color" content="#0b1324">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(site.brand.name)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    ...shareImageTags(site, page.shareImage),
  ].join('');
}

/** The link preview's picture (its address made absolute: previews are fetched from elsewhere), large when there is one. */
function shareImageTags(site: HeadSite, image: HeadPage['shareImage']): string[] {
  // An author's image field has no address yet: only a resolved one is shown.
  if (!image?.src) return ['<meta name="twitter:card" content="summary">'];
  const src = escapeHtml(image.src.startsWith('/') ? site.url + image.src : image.src);
  return [
    `<meta property="og:image" content="${src}">`,
    ...(image.alt ? [`<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`] : []),
    '<meta name="twitter:card" content="summary_large_image">',
  ];
}

/**
 * The browser assets, at the end of <head>: the site stylesheet linked, or (`inlineCss`, a built
 * page's own CSS, build/page-css.ts) inlined with the site stylesheet named for the islands to
 * load (renderer/client/site-css.ts); the entry's preloads, and its loader.
 */
export function assetTags(assets: PageAssets, inlineCss?: string): string {
  const css =
    inlineCss === undefined
      ? assets.css.map((c) => `<link rel="stylesheet" href="${c}">`)
      : [`<style data-site-css="${assets.css.join(' ')}">${inlineCss.replace(/<\/style/gi, '<\\/style')}</style>`];
  return [
    ...css,
    ...assets.modulePreload.map((m) => `<link rel="modulepreload" href="${m}">`),
    `<script data-entry="${escapeHtml(assets.entry)}">${ENTRY_LOADER}</script>`,
  ].join('');
}
