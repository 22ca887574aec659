import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { sitePlugin } from './scripts/vite-plugin-site.ts';

export default defineConfig(({ command }) => ({
  appType: 'custom',
  plugins: [react(), UnoCSS({ inspector: command === 'serve' && !process.env.VITEST }), sitePlugin()],
  build: {
    outDir: 'dist',
    manifest: true,
    rollupOptions: { input: 'renderer/client/main.ts' },
  },
}));
