import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSite } from '../../renderer/resolve/site.ts';
import { renderPage } from '../../renderer/server/render.tsx';
import { loadSiteConfig } from '../config/load.ts';
import { settingsFromEnv } from '../config/settings.ts';
import { islandRanges } from './html-scan.ts';
import { createIslandProps } from './island-props.ts';
import { createPageCss, type PageCss } from './page-css.ts';

const assets = { entry: '/assets/main.js', css: ['/assets/main.css'], modulePreload: [] };
const { bundle } = loadSiteConfig();
const site = resolveSite(bundle!, settingsFromEnv({}));
const render = (route: string) => renderPage({ site: site.site, page: site.pages.find((p) => p.page.route === route)!.page, assets });

let pageCss: PageCss;
beforeAll(async () => {
  pageCss = await createPageCss();
});

const classesOf = (html: string) => [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(' '));
const staticPart = (html: string) => {
  let out = html;
  for (const [a, b] of islandRanges(html).reverse()) out = out.slice(0, a) + out.slice(b);
  return out;
};

describe('page CSS and class names of a built page', () => {
  it('names every class list outside the islands, keeps the islands’ utilities, and styles both', async () => {
    const html = await pageCss.inline(await render('/industries/automotive'), assets.css);
    const outside = classesOf(staticPart(html));
    expect(outside.length).toBeGreaterThan(100);
    expect(outside.filter((c) => !/^_[A-Za-z0-9_-]+$/.test(c))).toEqual([]);
    const inside = islandRanges(html).flatMap(([a, b]) => classesOf(html.slice(a, b)));
    expect(inside).toContain('container');
    expect(inside.some((c) => c.startsWith('_'))).toBe(false);

    const inline = /<style data-site-css="\/assets\/main.css">([\s\S]*?)<\/style>/.exec(html)![1];
    const file = /<link rel="stylesheet" href="\/(assets\/page-[0-9a-f]{10}\.css)" \/>/.exec(html)![1];
    const body = pageCss.files().get(file)!;
    // The hero's lists are styled at first paint; the last block's only by the file that follows the first block.
    const firstBlockEnd = html.indexOf('<link rel="stylesheet" href="/assets/page-');
    expect(html.slice(0, firstBlockEnd)).toMatch(/data-block="hero"[\s\S]*<\/section>$/);
    const heroHeading = /<h1 class="([^"]+)"/.exec(html)![1];
    expect(inline).toContain(`.${heroHeading}`);
    expect(body).toContain(`.${heroHeading}`);
    const cta = /data-block="cta"[^>]*><div class="([^"]+)"/.exec(html)![1];
    expect(body).toContain(`.${cta}`);
    expect(inline).not.toContain(`.${cta}{`);
    // The islands' utilities are styled at first paint under their own names; hover waits for the site sheet.
    expect(inline).toMatch(/(^|[},])\.container[,{]/);
    expect(inline).not.toMatch(/:hover/);
    expect(body).toMatch(/\._[A-Za-z0-9_-]+:hover/);
    expect(html).not.toContain('<link rel="stylesheet" href="/assets/main.css"');
    expect(gzipSync(inline).length).toBeLessThan(4096);
  });

  it('moves island props to JSON files, one per distinct props, shared between pages', async () => {
    const props = createIslandProps();
    const pages = await Promise.all(['/', '/industries/automotive'].map(async (r) => props.extract(await pageCss.inline(await render(r), assets.css))));
    const sources = pages.map((html) =>
      Object.fromEntries([...html.matchAll(/data-island="(\w+)"[^>]*?data-props-src="\/([^"]+)"/g)].map((m) => [m[1], m[2]])),
    );
    expect(sources[0].demoForm).toBe(sources[1].demoForm);
    expect(JSON.parse(props.files().get(sources[0].demoForm)!)).toHaveProperty('form');
    expect(JSON.parse(props.files().get(sources[1].siteHeader)!)).toMatchObject({ currentRoute: '/industries/automotive' });
    expect(JSON.parse(props.files().get(sources[1].voiceWidget)!)).toMatchObject({ widget: { consentKey: 'rivo_voice_consent' } });
    expect(pages[1]).toContain('<script data-consent-key="rivo_voice_consent">');
    // Only tiny props stay (the toaster's "{}").
    expect(pages[1]).not.toMatch(/data-props="\{&quot;/);
  });
});
