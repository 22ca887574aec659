import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measurePage } from './measure.ts';

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
});
