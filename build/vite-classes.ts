/**
 * The islands' class list names (island-classes.ts) in the build's `vite build` (vite-build.ts):
 * the islands' source gets the names in place of its lists, as the prerender's does. The site
 * stylesheet's rules name them as well (site-utilities.ts). The dev server and Storybook leave
 * the lists as written.
 */
import type { Plugin } from 'vite';
import { compileClasses, islandClasses, NO_ISLAND_CLASSES, type IslandClasses } from './island-classes.ts';

export function islandClassNames(root = process.cwd()): Plugin {
  let classes: IslandClasses = NO_ISLAND_CLASSES;
  return {
    name: 'island-class-names',
    apply: 'build',
    // Before the TSX compile: the lists as written.
    enforce: 'pre',
    async buildStart() {
      classes = await islandClasses(root);
    },
    transform(code, id) {
      const compiled = compileClasses(code, id, classes);
      return compiled === undefined ? undefined : { code: compiled, map: null };
    },
  };
}
