/**
 * What a prerendered page costs, read from dist/ alone (no browser, no timings): the bytes a
 * visitor's browser must fetch before it can paint, and the scripts each island fetches when it
 * wakes. Sizes are gzip (level 6, what servers use).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

interface IslandCost {
  name: string;
  hydrate: string;
  /** Own-origin script files fetched when the island wakes that were not fetched at load. */
  files: string[];
  gz: number;
}

export interface PageCost {
  file: string;
  /** The document without the text of its inline <style> and <script> blocks (those count as CSS and JS). */
  htmlGz: number;
  /**
   * That document without its words (markup.ts): what the builder adds to a page, which an editor
   * rewriting a sentence does not change.
   */
  markupGz: number;
  /** Inline <style> plus every stylesheet linked in <head> without a non-screen media query. */
  cssGz: number;
  cssFiles: string[];
  /**
   * Stylesheets linked in <body>: browsers render what comes before one while it loads, so the
   * first paint does not wait for them; they hold back only what follows them.
   */
  bodyCssGz: number;
  /** Inline scripts, and module scripts with everything they import statically. */
  loadJsGz: number;
  loadJsFiles: string[];
  /**
   * What the page fetches by itself once it has loaded and the browser is idle (the entry waits
   * for both, renderer/client/main.ts): islands marked data-hydrate="load" and the full site
   * stylesheet named by data-site-css.
   */
  idleJsGz: number;
  idleCssGz: number;
  islands: IslandCost[];
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 6 }).length;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The module graph a file pulls in statically: the manifest's `imports`, followed. */
function staticGraph(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    staticGraph(manifest, chunk.imports ?? [], into);
  }
  return into;
}

/** The manifest key whose output file is `file` ("/assets/x.js" or "assets/x.js"). */
function keyOfFile(manifest: Manifest, file: string): string | undefined {
  const clean = file.replace(/^\//, '');
  return Object.keys(manifest).find((k) => manifest[k].file === clean);
}

/**
 * A document with every word an editor writes taken out: text between tags, the texts of
 * attributes that carry words (alt, title, aria-label, content, placeholder) and every string in
 * its JSON (island props, structured data). Its tags, classes, links and structure stay.
 */
export function withoutWords(document: string): string {
  // Scripts (at odd places after the split) keep their JSON's shape; the rest loses its text.
  return document
    .split(/(<script\b[^>]*>[\s\S]*?<\/script>)/)
    .map((part, i) =>
      i % 2
        ? part.replace(/>([\s\S]*)(?=<\/script>$)/, (_, json: string) => `>${json.replace(/"(?:[^"\\]|\\.)*"/g, '""')}`)
        : part.replace(/>[^<]+</g, '><').replace(/\s(alt|title|aria-label|content|placeholder)="[^"]*"/g, ' $1=""'),
    )
    .join('');
}

export interface MeasureContext {
  dist: string;
  manifest: Manifest;
  /** Island name → manifest key of its module (from the block declarations and the chrome's loaders). */
  islandModules: Map<string, string>;
}

export function measurePage(ctx: MeasureContext, file: string): PageCost {
  const { dist, manifest } = ctx;
  const html = readFileSync(join(dist, file), 'utf8');
  const size = (f: string) => gz(readFileSync(join(dist, f.replace(/^\//, ''))));

  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .filter((m) => attr(m[0], 'rel') === 'stylesheet')
    .filter((m) => !attr(m[0], 'media') || /^(all|screen)$/.test(attr(m[0], 'media')!))
    .map((m) => ({ href: attr(m[0], 'href')!, inBody: m.index! > headEnd && m.index! < bodyEnd }));
  const cssFiles = stylesheets.filter((l) => !l.inBody).map((l) => l.href);
  const cssGz = (styles.length ? gz(styles.join('')) : 0) + cssFiles.reduce((s, f) => s + size(f), 0);
  const bodyCssGz = stylesheets.filter((l) => l.inBody).reduce((s, l) => s + size(l.href), 0);
  const document = html
    .replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2')
    .replace(/(<script\b(?![^>]*\s(?:src=|type="application\/))[^>]*>)[\s\S]*?(<\/script>)/g, '$1$2');
  const htmlGz = gz(document);
  const markupGz = gz(withoutWords(document));

  const scriptTags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const inlineJs = scriptTags.filter((m) => !attr(m[0], 'src') && !/type="application\/(ld\+)?json"/.test(m[1])).map((m) => m[2]);
  const entryFiles = [
    // An entry is a module script, or an inline loader that imports it once the page has loaded.
    ...scriptTags.map((m) => attr(m[0], 'src') ?? attr(m[0], 'data-entry')).filter((s): s is string => !!s?.startsWith('/')),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => attr(m[0], 'href')!),
  ];
  const atLoad = new Set<string>();
  for (const f of entryFiles) {
    const key = keyOfFile(manifest, f);
    if (key) staticGraph(manifest, [key], atLoad);
    else atLoad.add(f.replace(/^\//, ''));
  }

  const found = [...html.matchAll(/<[^>]*\sdata-island="([^"]+)"[^>]*>/g)].map((m) => ({
    name: m[1],
    hydrate: attr(m[0], 'data-hydrate') ?? 'load',
  }));
  const islands: IslandCost[] = [];
  const seen = new Set<string>();
  for (const { name, hydrate } of found) {
    if (seen.has(name)) continue;
    seen.add(name);
    const key = ctx.islandModules.get(name);
    if (!key || !manifest[key]) throw new Error(`${file}: island "${name}" has no chunk in the Vite manifest`);
    const files = [...staticGraph(manifest, [key])].filter((f) => !atLoad.has(f));
    islands.push({ name, hydrate, files, gz: files.reduce((s, f) => s + size(f), 0) });
  }
  const loadJsFiles = [...atLoad];
  const loadJsGz = (inlineJs.length ? gz(inlineJs.join('')) : 0) + loadJsFiles.reduce((s, f) => s + size(f), 0);
  const idleJsFiles = new Set(islands.filter((i) => i.hydrate === 'load').flatMap((i) => i.files));
  const idleJsGz = [...idleJsFiles].reduce((s, f) => s + size(f), 0);
  const siteCss = /<(?:style|link)\b[^>]*\sdata-site-css="([^"]*)"/.exec(html)?.[1].split(' ').filter(Boolean) ?? [];
  const idleCssGz = siteCss.reduce((s, f) => s + size(f), 0);

  return { file, htmlGz, markupGz, cssGz, cssFiles, bodyCssGz, loadJsGz, loadJsFiles, idleJsGz, idleCssGz, islands };
}

/** Island name → manifest key of its module, from island name → source file (the block declarations and the chrome's loaders, build/island-sources.ts). */
export function islandModulesFrom(entries: Map<string, string>, root: string, manifest: Manifest): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, file] of entries) {
    const key = relative(root, file).split('\\').join('/');
    if (manifest[key]) map.set(name, key);
  }
  return map;
}
