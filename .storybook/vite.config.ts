import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { blockStoriesPlugin, siteDataPlugin } from './plugins.ts';
import unoConfig from '../uno.config.ts';

export default defineConfig({
  // The inspector takes port 9999, which the site's dev server may hold. The config as imported,
  // as in ../vite.config.ts, not loaded again through jiti.
  plugins: [react(), UnoCSS({ ...unoConfig, configFile: false, inspector: false }), blockStoriesPlugin(), siteDataPlugin()],
  // Blocks resolve lead endpoints from build-time environment variables; none are set here.
});
