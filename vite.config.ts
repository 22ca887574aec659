import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { viteBase } from './build/vite-base.ts';
import { sitePlugin } from './dev-server/vite-plugin-site.ts';
import unoConfig from './uno.config.ts';

// The dev server and preview. `npm run build` runs `vite build` with build/vite-build.ts.
const base = viteBase();

export default defineConfig({
  ...base,
  // The UnoCSS inspector takes port 9999, which a second Vite server (tests) would collide with.
  // The config passed in, not looked up: UnoCSS would load uno.config.ts again through jiti (0.1 s
  // of every start). Vite restarts the dev server when uno.config.ts, imported here, changes.
  plugins: [...base.plugins, UnoCSS({ ...unoConfig, configFile: false, inspector: false }), sitePlugin()],
  // Visitors' leads (.leads/) are never served, and no other local site may read the project through
  // the dev server: Vite's default CORS lets any http://localhost:* page do that.
  server: { cors: false, fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.leads/**'] } },
  preview: { cors: false },
});
