/**
 * The islands' class list names (island-classes.ts) in `vite build`: the islands' source gets
 * the names in place of its lists, as the prerender's does, and every UnoCSS rule of a utility in
 * a named list is written for the names as well (`.text-white,._b,._k{…}`). The site stylesheet
 * keeps its utilities and their order, so a name's rules come where its utilities' came, after
 * the reset; the dev server and Storybook, which leave the lists as written, do without.
 */
import type { Postprocessor } from 'unocss';
import type { Plugin } from 'vite';
import { renameSelectorList } from './css-selectors.ts';
import { compileClasses, islandClasses, NO_ISLAND_CLASSES, type IslandClasses } from './island-classes.ts';

export function islandClassNames(root = process.cwd()): { plugin: Plugin; postprocess: Postprocessor } {
  let classes: IslandClasses = NO_ISLAND_CLASSES;
  let namesOf = new Map<string, string[]>();
  return {
    plugin: {
      name: 'island-class-names',
      apply: 'build',
      // Before UnoCSS's transformers and the TSX compile: the lists as written.
      enforce: 'pre',
      async buildStart() {
        classes = await islandClasses(root);
        namesOf = new Map();
        for (const [name, list] of classes.listOf) for (const u of list) namesOf.set(u, [...(namesOf.get(u) ?? []), name]);
      },
      transform(code, id) {
        const compiled = compileClasses(code, id, classes);
        return compiled === undefined ? undefined : { code: compiled, map: null };
      },
    },
    postprocess(util) {
      if (namesOf.size === 0) return;
      util.selector = renameSelectorList(util.selector, (c) => ({ keep: true, names: namesOf.get(c) ?? [] })).join(',');
    },
  };
}
