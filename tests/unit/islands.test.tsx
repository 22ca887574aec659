// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../scripts/config/load.ts';
import { renderPage } from '../../renderer/server/render.tsx';
import { registry } from '../../renderer/blocks/registry.ts';
import { islandLoaders } from '../../renderer/islands/loaders.ts';

const { bundle } = loadSiteConfig('tests/fixtures/base-config');
const assets = { css: [], entry: '/main.js', modulePreload: [] };

describe('islands', () => {
  it('server-renders each island inside its placeholder, with its props as JSON', async () => {
    const notFound = bundle!.pages.find((p) => p.page.route === '*')!.page;
    const html = await renderPage({ site: bundle!.site, plans: bundle!.plans, forms: bundle!.forms, page: notFound, assets });
    const doc = new JSDOM(html).window.document;
    const header = doc.querySelector<HTMLElement>('[data-island="siteHeader"]')!;
    expect(header.querySelector('header')).not.toBeNull();
    expect(JSON.parse(header.dataset.props!)).toMatchObject({ brandName: bundle!.site.brand.name, currentRoute: '*' });
    const block = doc.querySelector<HTMLElement>('[data-island="notFound"]')!;
    expect(block.querySelector('h1')?.textContent).toBe('404');
    expect(JSON.parse(block.dataset.props!).block.message).toBe('Oops! Page not found');
  });

  it('ships no JavaScript for static blocks: only registry entries marked "island" have a browser loader', () => {
    const islands = Object.values(registry).flatMap((e) => (e.runs === 'island' ? [e.island] : []));
    for (const name of islands) expect(Object.keys(islandLoaders)).toContain(name);
    const staticTypes = Object.entries(registry).filter(([, e]) => e.runs === 'static').map(([t]) => t);
    expect(staticTypes).toContain('hero');
    expect(Object.keys(islandLoaders)).not.toContain('hero');
  });

  it('escapes editor text instead of injecting it as HTML', async () => {
    const page = structuredClone(bundle!.pages.find((p) => p.page.route === '/')!.page);
    (page.blocks[0] as { heading: string }).heading = '<img src=x onerror=alert(1)>';
    const html = await renderPage({ site: bundle!.site, plans: bundle!.plans, forms: bundle!.forms, page, assets });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
