import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { sitePlugin } from './scripts/vite-plugin-site.ts';

export default defineConfig({
  // Pages are server-rendered by sitePlugin in dev and prerendered by scripts/prerender.ts.
  appType: 'custom',
  // The UnoCSS inspector takes port 9999, which a second Vite server (tests) would collide with.
  plugins: [react(), UnoCSS({ inspector: false }), sitePlugin()],
  build: {
    outDir: 'dist',
    manifest: true,
    rollupOptions: { input: 'renderer/client/main.ts' },
  },
});
