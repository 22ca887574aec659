/**
 * The UnoCSS rules of the site stylesheet, made on the build's main thread and handed to Vite as
 * `virtual:uno.css` (vite-build.ts), where UnoCSS's Vite plugin would cost a cold build 12% (the
 * README's machinery table). A generator of its own: the pages' would declare the variables of
 * every rule of the site. The classes are those the plugin reads: every .tsx file under renderer/,
 * variant groups written out. Each rule of a utility in an island's class list also names that
 * list (`.text-white,._b,._k{…}`, island-classes.ts): islands get their rules in the site's order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGenerator, expandVariantGroup } from '@unocss/core';
import unoConfig from '../uno.config.ts';
import { renameSelectorList } from './css-selectors.ts';
import type { IslandClasses } from './island-classes.ts';

/** UnoCSS's Vite plugin reads only the files its pipeline filter lets through: of renderer/'s, the .tsx ones. */
const READ = /\.[jt]sx$/;

export async function siteUtilities(islands: IslandClasses, root = process.cwd()): Promise<string> {
  const namesOf = new Map<string, string[]>();
  for (const [name, list] of islands.listOf) for (const u of list) namesOf.set(u, [...(namesOf.get(u) ?? []), name]);
  // Named while each rule is made, as the plugin did: UnoCSS orders rules of one kind by their selectors, names included.
  const uno = await createGenerator({
    ...unoConfig,
    postprocess: (util) => {
      util.selector = renameSelectorList(util.selector, (c) => ({ keep: true, names: namesOf.get(c) ?? [] })).join(',');
    },
  });
  const renderer = join(root, 'renderer');
  const tokens = new Set<string>();
  const files = readdirSync(renderer, { recursive: true, encoding: 'utf8' })
    .filter((f) => READ.test(f))
    .sort();
  for (const file of files) {
    const code = readFileSync(join(renderer, file), 'utf8');
    if (!code.includes('@unocss-ignore')) await uno.applyExtractors(expandVariantGroup(code), join(renderer, file), tokens);
  }
  return (await uno.generate(tokens, { minify: true })).css;
}
