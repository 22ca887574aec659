import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { islandClassNames } from './scripts/build/vite-classes.ts';
import { sitePlugin } from './scripts/vite-plugin-site.ts';
import unoConfig from './uno.config.ts';

const classNames = islandClassNames();

export default defineConfig({
  // Pages are server-rendered by sitePlugin in dev and prerendered by scripts/prerender.ts.
  appType: 'custom',
  // The UnoCSS inspector takes port 9999, which a second Vite server (tests) would collide with.
  // The config passed in, not looked up: UnoCSS would load uno.config.ts again through jiti (0.1 s
  // of every build). Vite restarts the dev server when uno.config.ts, imported here, changes.
  // The islands' class list names apply to `vite build` only (scripts/build/vite-classes.ts).
  plugins: [classNames.plugin, react(), UnoCSS({ ...unoConfig, postprocess: classNames.postprocess, configFile: false, inspector: false }), sitePlugin()],
  build: {
    outDir: 'dist',
    manifest: true,
    rollupOptions: { input: 'renderer/client/main.ts' },
  },
});
