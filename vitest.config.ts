import { defineConfig } from 'vitest/config';
import { conditions } from './vite.shared.js';

/**
 * `npm test`: everything that needs no browser. Workspace packages resolve to their TypeScript
 * sources through the `source` export condition, so tests never need a build first.
 * Every API test file starts its own server on its own database (PGlite in memory, or a fresh
 * database on TEST_DATABASE_URL), so files run in parallel without sharing state.
 */
const resolve = { conditions };
const ssr = { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } };
// jsdom lacks the native dialog's showModal(), which ui-kit's Modal opens with.
const setupFiles = ['ui-kit/src/testing/dialog-polyfill.ts'];

export default defineConfig({
  test: {
    projects: [
      { resolve, ssr, test: { name: 'core', include: ['core/src/**/*.test.ts'], environment: 'node' } },
      {
        resolve,
        ssr,
        test: { name: 'migrations', include: ['migrations/src/**/*.test.ts'], environment: 'node' },
      },
      { resolve, ssr, test: { name: 'sdk', include: ['sdk/src/**/*.test.ts'], environment: 'node' } },
      {
        resolve,
        ssr,
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts', 'api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'cli',
          include: ['cli/src/**/*.test.ts', 'cli/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'ui-kit',
          include: ['ui-kit/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'ui-user',
          include: ['ui-user/src/**/*.test.{ts,tsx}', 'ui-user/service-worker/*.test.ts'],
          environment: 'jsdom',
          setupFiles,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'ui-admin',
          include: ['ui-admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles,
        },
      },
      // The repository's own checks: documentation links, the paths comments name, the modules scripts load by path.
      { resolve, ssr, test: { name: 'repo', include: ['scripts/test/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
