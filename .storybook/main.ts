import type { StorybookConfig } from '@storybook/react-vite';
import { blockExamplesIndexer } from './plugins.ts';

const config: StorybookConfig = {
  // Every block schema is a story file: its `examples` become its stories (.storybook/).
  stories: ['../schema/blocks/*.schema.json', '../renderer/**/*.stories.@(ts|tsx)'],
  // The icon sprite (public/icons.svg) the blocks' icons point to, as the site serves it.
  staticDirs: ['../public'],
  experimental_indexers: async (existing) => [blockExamplesIndexer, ...(existing ?? [])],
  framework: {
    name: '@storybook/react-vite',
    // Storybook's own Vite config: the site's one adds the dev server's page rendering.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
