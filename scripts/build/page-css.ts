/**
 * Per-page CSS for prerendered pages: the reset, global.css and only the UnoCSS rules (and
 * icons) for the classes in the page's HTML, inlined in <head> in place of the site-wide
 * stylesheet, so nothing else blocks the first paint.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createGenerator, expandVariantGroup, type UnoGenerator } from 'unocss';
import unoConfig from '../../uno.config.ts';

const require = createRequire(import.meta.url);

/** Comments and layout whitespace out; the rules themselves stay as written. */
function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/\{[^{}]*\}/g, (block) => block.replace(/\s*([:;])\s*/g, '$1'))
    .replace(/;}/g, '}')
    .trim();
}

/**
 * Variant groups in class attributes written out (`md:(a b)` → `md:a md:b`), as UnoCSS's
 * transformer does to the browser bundle: the prerender runs the renderer's source without it,
 * and the prerendered classes must be the ones the browser renders and the stylesheet has.
 */
function expandClassGroups(html: string, seen = new Map<string, string>()): string {
  return html.replace(/(\sclass=")([^"]*)"/g, (_, start: string, value: string) => {
    if (!value.includes('(')) return `${start}${value}"`;
    let expanded = seen.get(value);
    if (expanded === undefined) {
      expanded = expandVariantGroup(value.replace(/&amp;/g, '&')).replace(/&/g, '&amp;');
      seen.set(value, expanded);
    }
    return `${start}${expanded}"`;
  });
}

/** Class tokens of every class="…" attribute in an HTML document. */
function htmlClassTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const t of value.replace(/&amp;/g, '&').split(/\s+/)) if (t) tokens.add(t);
  }
  return tokens;
}

const RELATIVE_IMPORT = /^(?!\s*import\s+type\b).*?(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveSource(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find((f) => /\.tsx?$/.test(f) && existsSync(f));
}

/** A source file and every renderer/ module it imports for its values (type-only imports left out), transitively. */
function sourceGraph(entry: string, within: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(within)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolveSource(file, spec);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

/** Island name → its source module, read from renderer/islands/loaders.ts. */
function islandEntries(root: string): Map<string, string> {
  const loaders = join(root, 'renderer/islands/loaders.ts');
  const map = new Map<string, string>();
  for (const [, name, spec] of readFileSync(loaders, 'utf8').matchAll(/(\w+):\s*\(\)\s*=>\s*import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    const file = resolveSource(loaders, spec);
    if (file) map.set(name, file);
  }
  return map;
}

/**
 * The reset's rules for elements the page never has are left out: a rule whose selectors all
 * start with an element name (`sub,sup{…}`, `table{…}`) is kept only when one of those elements
 * is in the page's HTML or in the source of one of its islands (which may render it later).
 */
function pruneReset(reset: string, elements: Set<string>): string {
  return (reset.match(/[^{}]+\{[^{}]*\}/g) ?? [])
    .filter((rule) => {
      const selectors = rule.slice(0, rule.indexOf('{')).split(',');
      const names = selectors.map((sel) => /^[a-z][a-z0-9]*/.exec(sel.trim())?.[0]);
      return names.some((n) => n === undefined || elements.has(n));
    })
    .join('');
}

const INTERACTION_ONLY = /:(hover|focus|focus-visible|focus-within|active)\b|\.(transition|duration-|ease-)|aria-expanded/;

/**
 * Rules that only matter once the visitor acts (hover, focus, transitions, expanded menus)
 * are left to the site stylesheet that follows the page: they never change the first paint.
 */
function paintRules(css: string): string {
  return (css.match(/@[^{]+\{(?:[^{}]*\{[^{}]*\})*\}|[^{}]+\{[^{}]*\}/g) ?? [])
    .map((rule) => {
      if (!rule.startsWith('@')) return INTERACTION_ONLY.test(rule.slice(0, rule.indexOf('{'))) ? '' : rule;
      const open = rule.indexOf('{');
      const inner = paintRules(rule.slice(open + 1, -1));
      return inner ? `${rule.slice(0, open)}{${inner}}` : '';
    })
    .join('');
}

const elementNames = (text: string) => new Set([...text.matchAll(/<([a-z][a-z0-9]*)[\s>/]/g)].map((m) => m[1]));

/**
 * What a server sends in the first round trip of a new connection (TCP's initial window of ten
 * segments, less the response headers): a page that fits arrives whole before the browser asks
 * for anything else, so its CSS is inlined; a bigger page would wait a round trip more for its
 * own end, so its CSS goes in one small file, fetched while the rest of the page arrives.
 */
const FIRST_ROUND_TRIP = 14_000;

export interface PageCss {
  /** The CSS the page's prerendered HTML needs before anything else loads, minified. */
  critical(html: string): Promise<string>;
  /**
   * The page, its class variant groups written out, with its stylesheet links (`hrefs`) in
   * <head> replaced by its critical CSS: inline, or as one small file (see FIRST_ROUND_TRIP).
   * That element names the site stylesheets in data-site-css: the browser entry loads them
   * after the page has loaded (renderer/client/site-css.ts), for hover and focus rules and the
   * classes of states islands render on the client (open menus, dialogs, toasts, form errors).
   */
  inline(html: string, hrefs: string[]): Promise<string>;
  /** The CSS files pages link to, by path under dist/ ("assets/page-….css"). */
  files(): Map<string, string>;
}

export async function createPageCss(root = process.cwd()): Promise<PageCss> {
  const uno: UnoGenerator = await createGenerator(unoConfig);
  const reset = minifyCss(readFileSync(require.resolve('@unocss/reset/tailwind.css'), 'utf8'));
  const global = minifyCss(readFileSync(join(root, 'renderer/styles/global.css'), 'utf8'));
  const entries = islandEntries(root);
  const renderer = join(root, 'renderer');
  const islandElements = new Map<string, Set<string>>();
  const elementsOfIsland = (name: string) => {
    let names = islandElements.get(name);
    if (names) return names;
    const entry = entries.get(name);
    if (!entry) throw new Error(`Island "${name}" is on a page but not in renderer/islands/loaders.ts`);
    names = new Set(sourceGraph(entry, renderer).flatMap((f) => [...elementNames(readFileSync(f, 'utf8'))]));
    islandElements.set(name, names);
    return names;
  };
  const cache = new Map<string, Promise<string>>();
  const cssFiles = new Map<string, string>();
  const expandedClasses = new Map<string, string>();
  // Pages that share their critical CSS are built alike and compress alike: gzip's ratio is
  // measured on the first of them and applied to the others.
  const ratioByCss = new Map<string, number>();

  const critical = (html: string) => {
    // Pages built from the same blocks have the same class attributes and elements: the key is
    // those, as written, so a page like one seen before costs two scans and a lookup.
    const classAttributes = [...html.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1]).join('\n');
    const elements = elementNames(html);
    for (const name of islandsOf(html)) for (const e of elementsOfIsland(name)) elements.add(e);
    const key = `${classAttributes}\n${[...elements].join(' ')}`;
    let result = cache.get(key);
    if (!result) {
      result = uno.generate(htmlClassTokens(html), { minify: true }).then(({ css }) => pruneReset(reset, elements) + global + paintRules(css));
      cache.set(key, result);
    }
    return result;
  };

  return {
    critical,
    async inline(rendered, hrefs) {
      // The same class lists come back on every page: each is expanded once.
      const html = expandClassGroups(rendered, expandedClasses);
      const headEnd = html.indexOf('</head>');
      const head = html.slice(0, headEnd);
      const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}" />`).filter((l) => head.includes(l));
      if (links.length === 0) throw new Error(`No stylesheet link (${hrefs.join(', ')}) in the page's <head>`);
      const css = await critical(html);
      const named = `data-site-css="${hrefs.join(' ')}"`;
      const withCss = (tag: string) => {
        let newHead = head.replace(links[0], () => tag);
        for (const link of links.slice(1)) newHead = newHead.replace(link, '');
        return newHead + html.slice(headEnd);
      };
      const inlined = withCss(`<style ${named}>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
      let ratio = ratioByCss.get(css);
      if (ratio === undefined && inlined.length > FIRST_ROUND_TRIP) {
        ratio = gzipSync(inlined).length / inlined.length;
        ratioByCss.set(css, ratio);
      }
      if (inlined.length * (ratio ?? 1) <= FIRST_ROUND_TRIP) return inlined;
      const file = `assets/page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      cssFiles.set(file, css);
      return withCss(`<link rel="stylesheet" href="/${file}" ${named} />`);
    },
    files: () => cssFiles,
  };
}

function islandsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((m) => m[1]));
}
