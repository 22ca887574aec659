import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measurePage, withoutWords } from './measure.ts';

const gz = (text: string) => gzipSync(text, { level: 6 }).length;
const dist = mkdtempSync(join(tmpdir(), 'rivo-measure-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const css = 'body{color:#334155}';
const loader = "addEventListener('load',()=>import('/assets/main.js'))";
const data = '{"@context":"https://schema.org","@type":"Organization","name":"Rivo AI"}';
const markup = (style: string, script: string, json: string) =>
  `<!doctype html><html><head><style>${style}</style><script>${script}</script><script type="application/ld+json">${json}</script></head><body><main><h1>Rivo AI</h1></main></body></html>`;

describe('measurePage', () => {
  it('counts the text of inline styles as CSS and of inline scripts as JS at load, and neither as HTML; JSON data stays HTML', () => {
    writeFileSync(join(dist, 'index.html'), markup(css, loader, data));
    const cost = measurePage({ dist, manifest: {}, islandModules: new Map() }, 'index.html');
    expect(cost.htmlGz).toBe(gz(markup('', '', data)));
    expect(cost.cssGz).toBe(gz(css));
    expect(cost.loadJsGz).toBe(gz(loader));
  });

  it('leaves the words out of the markup budget: a rewritten sentence, alt text or island prop changes the HTML, not the markup', () => {
    const page = (heading: string, alt: string, prop: string, extra = '') =>
      `<!doctype html><html><head><title>${heading}</title><meta name="description" content="${heading}"></head><body><main class="a"><h1>${heading}</h1><img src="/x.avif" alt="${alt}">${extra}<script type="application/json" data-props>{"title":"${prop}","items":[1,2]}</script></main></body></html>`;
    const measured = (html: string) => {
      writeFileSync(join(dist, 'words.html'), html);
      return measurePage({ dist, manifest: {}, islandModules: new Map() }, 'words.html');
    };
    const before = measured(page('Rivo AI', 'A showroom', 'Plans'));
    const rewritten = measured(
      page('Voice agents that answer every call, day and night', 'A car showroom at dusk, with a booked test drive', 'Plans and packages for every team'),
    );
    expect(rewritten.htmlGz).toBeGreaterThan(before.htmlGz);
    expect(rewritten.markupGz).toBe(before.markupGz);
    // A block more is the builder's markup, and counts.
    expect(measured(page('Rivo AI', 'A showroom', 'Plans', '<section class="b"><h2>More</h2></section>')).markupGz).toBeGreaterThan(before.markupGz);
    // The JSON keeps its shape, and the tags their attributes.
    expect(withoutWords('<p class="lead">Hi <a href="/x">there</a></p><script type="application/json">{"a":"b\\"c","n":[1]}</script>')).toBe(
      '<p class="lead"><a href="/x"></a></p><script type="application/json">{"":"","":[1]}</script>',
    );
  });
});
