import { gzipSync } from 'node:zlib';
import { createGenerator } from '@unocss/core';
import { beforeAll, describe, expect, it } from 'vitest';
import unoConfig from '../uno.config.ts';
import { resolveSite } from '../renderer/resolve/site.ts';
import { assetTags } from '../renderer/server/head.ts';
import { documentHtml, renderPageParts } from '../renderer/server/render.tsx';
import { loadSiteConfig } from '../validator/load.ts';
import { settingsFromEnv } from '../validator/settings.ts';
import { createPageFinisher } from './page-steps.ts';
import { createIslandProps } from './island-props.ts';
import { passPage } from './page-pass.ts';

const assets = { entry: '/assets/main.js', css: ['/assets/main.css'], modulePreload: [] };
const { bundle } = loadSiteConfig();
const site = resolveSite(bundle!, settingsFromEnv({}));
const pageOf = (route: string) => site.pages.find((p) => p.page.route === route)!.page;
const render = async (route: string) => documentHtml(await renderPageParts({ site: site.site, page: pageOf(route) }), '');

let finisher: Awaited<ReturnType<typeof createPageFinisher>>;
/** The files finished pages linked to. */
const linked = new Map<string, string>();
const finish = async (html: string) => {
  const done = await finisher.finish(html);
  for (const [file, text] of finisher.take()) linked.set(file, text);
  return documentHtml(done, assetTags(assets, done.style));
};
beforeAll(async () => {
  finisher = await createPageFinisher();
});

/** The classes of a finished page, outside its islands and inside them. */
const classesOf = (html: string) => {
  const found = { outside: [] as string[], inside: [] as string[] };
  passPage(html, (tag, inIsland) => {
    const classes = /\sclass="([^"]*)"/.exec(tag)?.[1].split(' ') ?? [];
    found[inIsland ? 'inside' : 'outside'].push(...classes);
    return { text: tag, classes };
  });
  return found;
};

describe('page CSS and class names of a built page', () => {
  it('names every class list outside the islands, keeps the islands’ utilities, and styles both', async () => {
    const html = await finish(await render('/industries/automotive'));
    const { outside, inside } = classesOf(html);
    expect(outside.length).toBeGreaterThan(100);
    expect(outside.filter((c) => !/^_[A-Za-z0-9_-]+$/.test(c))).toEqual([]);
    expect(inside).toContain('container');
    expect(inside.some((c) => c.startsWith('_'))).toBe(false);

    const inline = /<style data-site-css="\/assets\/main.css">([\s\S]*?)<\/style>/.exec(html)![1];
    const file = /<link rel="stylesheet" href="\/(assets\/page-[0-9a-f]{10}\.css)">/.exec(html)![1];
    const body = linked.get(file)!;
    // The hero's lists are styled at first paint; the last block's only by the file that follows the first block.
    const firstBlockEnd = html.indexOf('<link rel="stylesheet" href="/assets/page-');
    expect(html.slice(0, firstBlockEnd)).toMatch(/data-block="hero"[\s\S]*<\/section>$/);
    const heroHeading = /<h1 class="([^"]+)"/.exec(html)![1];
    expect(inline).toContain(`.${heroHeading}`);
    // The file leaves out what the head holds: the first block's lists' own rules, but for hover, focus and transitions.
    const ownRules = (css: string, name: string) =>
      (css.match(/[^{}]+\{[^{}]*\}/g) ?? []).filter((rule) => rule.slice(0, rule.indexOf('{')).split(',').includes(`.${name}`));
    expect(ownRules(body, heroHeading)).toEqual([]);
    const heroButton = /data-block="hero"[\s\S]*?<a href="[^"]*" class="([^"]+)"/.exec(html)![1];
    expect(ownRules(inline, heroButton).length).toBeGreaterThan(3);
    expect(ownRules(body, heroButton).length).toBeGreaterThan(0);
    expect(ownRules(body, heroButton).filter((rule) => !/\{transition-/.test(rule))).toEqual([]);
    expect(body).toMatch(new RegExp(`\\.${heroButton}:hover`));
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

  it('gives a page the same CSS whichever pages its thread finished before, and declares every variable its rules read', async () => {
    const cssOf = async (pages: string[]) => {
      const own = await createPageFinisher();
      let last = '';
      const files = new Map<string, string>();
      for (const route of pages) {
        const done = await own.finish(await render(route));
        for (const [file, text] of own.take()) files.set(file, text);
        last = documentHtml(done, assetTags(assets, done.style));
      }
      const file = /<link rel="stylesheet" href="\/(assets\/page-[0-9a-f]{10}\.css)">/.exec(last)![1];
      return { head: /<style[^>]*>([\s\S]*?)<\/style>/.exec(last)![1], body: files.get(file)! };
    };
    // The home page's rules (rings, transforms, shadows) matched first, then the automotive page.
    const defaults = Object.keys((await createGenerator(unoConfig)).config.theme.preflightBase as Record<string, string>);
    const after = await cssOf(['/', '/calling-agents', '/industries/automotive']);
    const alone = await cssOf(['/industries/automotive']);
    expect(after).toEqual(alone);
    for (const css of [alone.head, alone.body]) {
      const preflight = /\*,::before,::after\{([^{}]*)\}/.exec(css)?.[1] ?? '';
      const rules = css.replace(/(\*,::before,::after|::backdrop)\{--un-[^{}]*\}/g, '');
      const read = [...rules.matchAll(/var\((--un-[\w-]+)/g)].map((m) => m[1]).filter((name) => defaults.includes(name));
      expect(read.length).toBeGreaterThan(0);
      for (const name of read) expect(preflight).toContain(`${name}:`);
    }
    expect(alone.body).toMatch(/\*,::before,::after\{--un-rotate:0;/);
  });

  it('moves the large island props to JSON files, one per distinct props, shared between pages', async () => {
    const props = createIslandProps();
    // Two pages the header does not link to, and one it does (header-route.ts: it alone gets its route).
    const pages = await Promise.all(
      ['/privacy', '/terms', '/industries/automotive'].map(async (r) =>
        documentHtml(await renderPageParts({ site: site.site, page: pageOf(r), placeProps: props.place }), ''),
      ),
    );
    const files = new Map(props.take());
    const islands = pages.map((html) =>
      Object.fromEntries(
        [...html.matchAll(/data-island="(\w+)"([^>]*)>/g)].map(([, name, attributes]) => [
          name,
          { src: /data-props-src="\/([^"]+)"/.exec(attributes)?.[1], inPage: /data-props="([^"]*)"/.exec(attributes)?.[1] },
        ]),
      ),
    );
    expect(islands[0].demoForm.src).toBe(islands[2].demoForm.src);
    expect(JSON.parse(files.get(islands[0].demoForm.src!)!)).toHaveProperty('form');
    expect(islands[0].siteHeader.src).toBe(islands[1].siteHeader.src);
    expect(islands[2].siteHeader.src).not.toBe(islands[0].siteHeader.src);
    expect(JSON.parse(files.get(islands[2].siteHeader.src!)!)).toMatchObject({ currentRoute: '/industries/automotive', nav: expect.any(Array) });
    expect(JSON.parse(files.get(islands[2].voiceWidget.src!)!)).toMatchObject({ widget: { consentKey: 'rivo_voice_consent' } });
    expect(pages[2]).toContain('<script data-consent-key="rivo_voice_consent">');
    // What stays in the page is short.
    for (const { inPage } of Object.values(islands[2])) expect(inPage?.length ?? 0).toBeLessThan(200);
    expect(islands[2].toaster).toEqual({ src: undefined, inPage: undefined });
  });
});
