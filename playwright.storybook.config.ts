import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser.ts';

const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6107);

/** Opens every story of the built Storybook (`npm run build-storybook` first) in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/storybook',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `tsx cli/serve-dir.ts storybook-static ${port}`,
    url: `http://localhost:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
