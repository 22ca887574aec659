/**
 * The config of the build's `vite build` (vite-worker.mjs). Not vite.config.ts: loading that
 * one bundles it first and imports UnoCSS's Vite plugin and the dev server's, and the plugin made
 * the site stylesheet's UnoCSS rules in Vite's thread, at more cost than the rest of the build.
 * Here the rules come from the build's main thread (site-utilities.ts) as `virtual:uno.css`.
 */
import type { InlineConfig, Plugin } from 'vite';
import { viteBase } from './vite-base.ts';
import { islandClassNames } from './vite-classes.ts';

const UTILITIES = '\0site-utilities.css';

/** `virtual:uno.css`, imported by the browser entry, holds `utilities` once they are made. */
const siteUtilities = (utilities: Promise<string>): Plugin => ({
  name: 'site-utilities',
  resolveId: (id) => (id === 'virtual:uno.css' ? UTILITIES : undefined),
  load: (id) => (id === UTILITIES ? utilities : undefined),
});

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
