import { defineConfig } from 'vitest/config';

/**
 * `npm run test:e2e`: both UIs in Debian's headless Chromium (playwright-core) against the
 * built product started as `npm start` starts it. Files run one at a time: each starts a
 * server and a browser, and two cores are enough for one pair.
 */
export default defineConfig({
  test: {
    include: ['ui-user/e2e/**/*.e2e.ts', 'ui-admin/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
