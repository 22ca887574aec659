/**
 * Per-page CSS for prerendered pages, in place of the site-wide stylesheet: the reset, global.css
 * and only the UnoCSS rules (and icons) for the classes in the page's HTML. Inlined at the end of
 * <head> (renderer/server/head.ts, assetTags), what the first paint needs: the reset for its
 * elements, global.css, and the rules (no hover, focus or transitions) for the classes down to the
 * end of the first block. The rest follows that block in one hashed file: browsers render what
 * comes before an in-body stylesheet while it loads.
 *
 * The <style> names the site stylesheets in data-site-css: the browser appends them to <body>
 * before an island first hydrates (renderer/client/site-css.ts), for the states islands render on
 * the client (open menus, dialogs, toasts); coming last, they keep the site's rule order for the
 * islands' utilities, and they hold no rule for a list name.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { createGenerator, entriesToCss, type UnoGenerator } from '@unocss/core';
import { transform } from 'lightningcss';
import unoConfig from '../uno.config.ts';
import { cacheDir, fileSha, pruneCache, sha, writeCacheFile } from '../validator/cache-file.ts';
import type { ClassNames } from './class-names.ts';
import { renameClasses } from './css-selectors.ts';
import type { PagePass } from './page-pass.ts';

const require = createRequire(import.meta.url);

/** Lightning CSS's minifier (Vite's): in this thread, where esbuild's would start a process of its own in each page thread. */
const minifyCss = (css: string) =>
  transform({ filename: 'page.css', code: Buffer.from(css), minify: true })
    .code.toString()
    .trim();

/**
 * The reset's rules for elements the page never has are left out: a rule whose selectors all
 * start with an element name (`sub,sup{…}`, `table{…}`) is kept only when one of those elements
 * is in the page's HTML or in an island's source.
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

type PreflightTheme = { preflightBase?: Record<string, string | number>; preflightRoot?: string[] };

/**
 * What UnoCSS's on-demand preflight (preset-mini, `preflight: 'on-demand'`) writes for rules that
 * read `var(--un-…)` variables: their defaults, on every element and ::backdrop. Found from the
 * variables the CSS reads rather than the rules UnoCSS has matched so far.
 */
function preflightFor(css: string, theme: PreflightTheme): string {
  const used = new Set(css.match(/--un-[\w-]+/g));
  const entries = Object.entries(theme.preflightBase ?? {}).filter(([key]) => used.has(key));
  if (entries.length === 0) return '';
  const body = entriesToCss(entries);
  return (theme.preflightRoot ?? ['*,::before,::after', '::backdrop']).map((root) => `${root}{${body}}`).join('');
}

/** Versions of the kept page CSS (folders of node_modules/.cache/rivo-page-css) that stay: other checkouts may share node_modules. */
const KEEP_VERSIONS = 4;

/**
 * The page CSS kept between builds, by its key (the page's class lists and elements). Only for the
 * compiled build, whose folder is named by its code's content (compile.mjs: this module, UnoCSS's
 * config, the islands' sources); the version adds the stylesheets read at run time and the lock file.
 * The source, as the tests run it, makes the CSS every time.
 */
function keptCss(root: string, stylesheets: string): (key: string, make: () => Promise<string>) => Promise<string> {
  const code = import.meta.dirname;
  if (basename(dirname(code)) !== 'rivo-build') return (_, make) => make();
  const cache = cacheDir(root, 'rivo-page-css');
  const dir = join(cache, sha(`${basename(code)}\n${fileSha(root, 'package-lock.json')}\n${stylesheets}`).slice(0, 16));
  mkdirSync(dir, { recursive: true });
  pruneCache(cache, dir, KEEP_VERSIONS);
  return async (key, make) => {
    const file = join(dir, `${sha(key).slice(0, 32)}.css`);
    try {
      return readFileSync(file, 'utf8');
    } catch {
      // Not made yet.
    }
    const css = await make();
    writeCacheFile(file, css);
    return css;
  };
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

/** A finished page: its document is `beforeAssets`, the asset tags with `style` inlined (assetTags), then `afterAssets`. */
export interface FinishedPage {
  beforeAssets: string;
  style: string;
  afterAssets: string;
}

/** `islandFiles`: the islands' TSX (island-classes.ts), whose elements an island may render later in the browser. */
export async function createPageCss(root: string, islandFiles: Iterable<string>) {
  const uno: UnoGenerator = await createGenerator(unoConfig);
  const reset = minifyCss(readFileSync(require.resolve('@unocss/reset/tailwind.css'), 'utf8'));
  const global = minifyCss(readFileSync(join(root, 'renderer/styles/global.css'), 'utf8'));
  // Every page has the header's island, so every page keeps the rules of its elements.
  const islandElements = new Set([...islandFiles].flatMap((f) => [...elementNames(readFileSync(f, 'utf8'))]));
  const cached = keptCss(root, reset + global);
  const written = new Set<string>();
  const fresh: Array<[string, string]> = [];

  /** List names → each utility with the names of the lists that hold it. */
  const listsByUtility = (classNames: ClassNames, names: Iterable<string>) => {
    const lists = new Map<string, string[]>();
    for (const name of names) for (const u of classNames.listOf(name)!) lists.set(u, [...(lists.get(u) ?? []), name]);
    return lists;
  };
  // UnoCSS's on-demand preflight declares the variables of every rule matched since its token cache was
  // emptied, which would make a page's CSS depend on the pages before it; emptied for each page, every
  // utility was matched again (0.8 s of a 1,042-page build). So the preflight is made from what this CSS reads.
  const utilitiesCss = async (utilities: Iterable<string>) => {
    const { css } = await uno.generate(new Set(utilities), { minify: true, preflights: false });
    return preflightFor(css, uno.config.theme as PreflightTheme) + css;
  };

  /** The page's class tokens: its list names, and the utilities it keeps (islands, see class-names.ts). */
  const tokensOf = (classNames: ClassNames, classes: Set<string>) => {
    const lists: string[] = [];
    const utilities: string[] = [];
    for (const t of classes) (classNames.listOf(t) ? lists : utilities).push(t);
    return { lists, utilities: new Set(utilities) };
  };
  // Names are a page's own (class-names.ts): a key names each list with the list's own key (the islands' names are everyone's).
  const keyOf = (classNames: ClassNames, lists: string[]) => lists.map((n) => `${n}=${classNames.keyOf(n) ?? ''}`);

  // The first paint: the page down to `split`. Utility names (islands) keep the site's rule order
  // because the site stylesheet follows every sheet of the page (renderer/client/site-css.ts).
  const headCss = (page: PagePass, classNames: ClassNames) => {
    const first = tokensOf(classNames, page.firstClasses);
    const whole = tokensOf(classNames, page.classes);
    const elements = new Set([...page.elements, ...islandElements]);
    const key = [
      'head',
      ...keyOf(classNames, first.lists),
      '|',
      ...first.utilities,
      '|',
      ...keyOf(classNames, whole.lists),
      '|',
      ...whole.utilities,
      '|',
      ...elements,
    ].join(' ');
    return cached(key, async () => {
      const firstLists = listsByUtility(classNames, first.lists);
      const css = paintRules(await utilitiesCss([...firstLists.keys(), ...first.utilities]));
      const allLists = listsByUtility(classNames, whole.lists);
      const global_ = renameClasses(global, (c) => ({ keep: whole.utilities.has(c), names: allLists.get(c) ?? [] }));
      return pruneReset(reset, elements) + global_ + renameClasses(css, (c) => ({ keep: first.utilities.has(c), names: firstLists.get(c) ?? [] }));
    });
  };

  // Every rule of the page's classes but the first paint's for the first block's lists (a list name
  // matches only its own elements: no rule order changes). The islands' utilities repeat the site
  // stylesheet's rules in its order: an element may hold several, whose order matters.
  const bodyCss = (page: PagePass, classNames: ClassNames) => {
    const { lists, utilities } = tokensOf(classNames, page.classes);
    const inHead = new Set(tokensOf(classNames, page.firstClasses).lists);
    const key = ['body', ...keyOf(classNames, lists), '|', ...utilities, '|', ...inHead].join(' ');
    return cached(key, async () => {
      const byUtility = listsByUtility(classNames, lists);
      const css = await utilitiesCss([...byUtility.keys(), ...utilities]);
      return renameClasses(
        css,
        (c) => ({ keep: utilities.has(c), names: byUtility.get(c) ?? [] }),
        (prelude, names) => names.length > 0 && !INTERACTION_ONLY.test(prelude) && names.every((n) => inHead.has(n)),
      );
    });
  };

  const fileFor = (css: string) => {
    const file = `assets/page-${sha(css).slice(0, 10)}.css`;
    if (!written.has(file)) {
      written.add(file);
      fresh.push([file, css]);
    }
    return file;
  };

  return {
    /** The page (its class lists named, its assets not yet) with its CSS. */
    async inline(page: PagePass, classNames: ClassNames): Promise<FinishedPage> {
      const { html } = page;
      const headEnd = html.indexOf('</head>');
      if (headEnd < 0) throw new Error('The page has no </head>');
      const split = page.firstBlockEnd < 0 ? html.lastIndexOf('</body>') : page.firstBlockEnd;
      const [style, fileCss] = await Promise.all([headCss(page, classNames), bodyCss(page, classNames)]);
      const body = fileCss ? `<link rel="stylesheet" href="/${fileFor(fileCss)}">` : '';
      return { beforeAssets: html.slice(0, headEnd), style, afterAssets: `${html.slice(headEnd, split)}${body}${html.slice(split)}` };
    },
    /** The CSS files linked since the last call, by path under dist/ ("assets/page-….css"). */
    take: () => fresh.splice(0),
  };
}
