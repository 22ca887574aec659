/** What the dev server (vite.config.ts) and the build's `vite build` (vite-build.ts) share: the browser entry, the output folder, the manifest. */
import react from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';

export const viteBase = (): UserConfig & { plugins: PluginOption[] } => ({
  // Pages are server-rendered by the site plugin in dev and prerendered by the build.
  appType: 'custom',
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    rollupOptions: { input: 'renderer/client/main.ts' },
  },
});
