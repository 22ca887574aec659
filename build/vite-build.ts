/**
 * The config of the build's `vite build` (vite-worker.mjs). Not vite.config.ts, which Vite bundles
 * first and which imports UnoCSS's Vite plugin and the dev server's: here the site stylesheet's
 * rules come from the build's main thread (site-utilities.ts) as `virtual:uno.css`.
 */
import type { InlineConfig, Plugin } from 'vite';
import { compileClasses, islandClasses, NO_ISLAND_CLASSES, type IslandClasses } from './island-classes.ts';
import { viteBase } from './vite-base.ts';

const UTILITIES = '\0site-utilities.css';

/** `virtual:uno.css`, imported by the browser entry, holds `utilities` once they are made. */
const siteUtilities = (utilities: Promise<string>): Plugin => ({
  name: 'site-utilities',
  resolveId: (id) => (id === 'virtual:uno.css' ? UTILITIES : undefined),
  load: (id) => (id === UTILITIES ? utilities : undefined),
});

/** The islands' source gets the names of its class lists (island-classes.ts), as the prerender's does. */
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

/** The config, writing into `outDir` (the folder that replaces dist/ at the end, build/dist-swap.ts). */
export function viteBuildConfig(utilities: Promise<string>, extra: Plugin[] = [], outDir?: string): InlineConfig {
  const base = viteBase();
  return {
    ...base,
    configFile: false,
    // The build's folder is new, and empty.
    build: { ...base.build, outDir: outDir ?? base.build?.outDir, emptyOutDir: false },
    plugins: [islandClassNames(), ...base.plugins, siteUtilities(utilities), ...extra],
  };
}
