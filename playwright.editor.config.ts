import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './tests/browser.ts';
import { copyRoot } from './tests/editor/project-copy.ts';

const port = Number(process.env.EDITOR_E2E_PORT ?? 4520);
// The web server makes the copy (tests/editor/serve-copy.ts); the tests find it here.
process.env.EDITOR_E2E_ROOT = copyRoot(port);

/** The visual editor in Chromium, against `npm run edit` on a temporary copy of the project. */
export default defineConfig({
  testDir: 'tests/editor',
  // Apart from test-results/, which other Playwright runs in this folder clear when they start.
  outputDir: join(tmpdir(), `editor-e2e-results-${port}`),
  globalTeardown: './tests/editor/teardown.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx tsx tests/editor/serve-copy.ts ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
