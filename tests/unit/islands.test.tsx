// @vitest-environment node
import { JSDOM } from 'jsdom';
import { resolvedPage } from './resolve.ts';
import { describe, expect, it } from 'vitest';
import { idPrefix } from '../../renderer/islands/IslandRoot.tsx';
import { renderPage } from '../../renderer/server/render.tsx';
import { loadFixture } from './fixture-config.ts';

const { bundle } = loadFixture();
const assets = { css: [], entry: '/main.js', modulePreload: [] };

describe('islands', () => {
  it('server-renders each island inside its root, with its props as JSON, and static blocks outside any', async () => {
    const notFound = bundle!.pages.find((p) => p.page.route === '*')!.page;
    const html = await renderPage({ ...resolvedPage(bundle!, notFound), assets });
    const doc = new JSDOM(html).window.document;
    const header = doc.querySelector<HTMLElement>('[data-island="siteHeader"]')!;
    expect(header.querySelector('header')).not.toBeNull();
    // The header has no link to the not-found page: no route to mark (renderer/chrome/header-route.ts).
    expect(JSON.parse(header.dataset.props!)).toMatchObject({ brandName: bundle!.site.brand.name, currentRoute: '' });
    // The not-found message is static: no island, its h1 in the page's own HTML.
    expect(doc.querySelector('[data-island="notFound"]')).toBeNull();
    const h1 = doc.querySelector('h1')!;
    expect(h1.textContent).toBe('404');
    expect(h1.closest('[data-island]')).toBeNull();
  });

  it('numbers each island in render order and writes the number on its root, the prefix of its React ids', async () => {
    // The footer's demo form is an island on every page, after the header's.
    const page = bundle!.pages.find((p) => p.page.route === '/')!.page;
    const doc = new JSDOM(await renderPage({ ...resolvedPage(bundle!, page), assets })).window.document;
    const islands = [...doc.querySelectorAll<HTMLElement>('[data-island]')];
    expect(islands.map((el) => el.getAttribute('data-island-id'))).toEqual(islands.map((_, i) => String(i)));
    const forms = islands.filter((el) => el.querySelector('input[id]'));
    expect(forms.length).toBeGreaterThan(0);
    for (const el of forms)
      for (const input of el.querySelectorAll('input[id]')) expect(input.id.startsWith(`_${idPrefix(el.getAttribute('data-island-id')!)}`)).toBe(true);
    // Filled: no slot is left in the page.
    expect(doc.querySelector('template[data-island-slot]')).toBeNull();
  });

  it('escapes editor text instead of injecting it as HTML', async () => {
    const page = structuredClone(bundle!.pages.find((p) => p.page.route === '/')!.page);
    (page.blocks[0] as { heading: string }).heading = '<img src=x onerror=alert(1)>';
    const html = await renderPage({ ...resolvedPage(bundle!, page), assets });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
