// @vitest-environment node
import { JSDOM } from 'jsdom';
import { resolvedPage } from './resolve.ts';
import { describe, expect, it } from 'vitest';
import { formatErrors } from '../../validator/format.ts';
import { loadSiteConfig } from '../../validator/load.ts';
import { documentTitle, pageUrl, renderPage } from '../../renderer/server/render.tsx';

// The live site on purpose: a page that fails to validate or render must fail `npm test`. Expected
// texts come from the JSON itself, never written here, so rewording a page changes no expectation.
const { bundle, errors } = loadSiteConfig('site.config');
const assets = { css: ['/assets/main.css'], entry: '/assets/main.js', modulePreload: [] };

describe('site.config', () => {
  it('validates with no errors', () => {
    expect(errors.length === 0 ? 'valid' : formatErrors(errors)).toBe('valid');
  });
});

describe.each(bundle?.pages.map((p) => [p.page.route, p] as const) ?? [])('page %s', (_route, { page }) => {
  const render = async () => {
    const html = await renderPage({ ...resolvedPage(bundle!, page), assets });
    return new JSDOM(html).window.document;
  };

  it('renders its content into the HTML with exactly one h1', async () => {
    const doc = await render();
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('main')?.textContent?.trim().length).toBeGreaterThan(20);
    const types = [...doc.querySelectorAll('main [data-block]')].map((el) => el.getAttribute('data-block'));
    expect(types).toEqual(page.blocks.map((b) => b.type));
  });

  it('takes its title, description, canonical URL and Open Graph tags from its JSON', async () => {
    const doc = await render();
    const site = bundle!.site;
    expect(doc.title).toBe(documentTitle(site, page));
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.description);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(documentTitle(site, page));
    expect(doc.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(page.description);
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
    if (page.route === '*' || !page.indexed) expect(canonical).toBeUndefined();
    else expect(canonical).toBe(pageUrl(site, page));
  });

  it('has the shared chrome: banner with the main navigation, and the footer', async () => {
    const doc = await render();
    const header = doc.querySelector('[data-island="siteHeader"] header');
    expect(header?.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect(header?.textContent).toContain(bundle!.site.header.action.label);
    const footer = doc.querySelector('footer');
    expect(footer?.textContent).toContain(bundle!.site.footer.copyright);
    // From site.json, not pinned here: editors may reword the live site, this only checks it is rendered.
    for (const line of bundle!.site.footer.office.lines) expect(footer?.querySelector('address')?.textContent).toContain(line);
  });
});
