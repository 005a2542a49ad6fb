import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AliasOptions } from 'vite';

/**
 * What both UIs' Vite configs share. Workspace packages are read from their TypeScript sources
 * (the `source` export condition).
 */
export const conditions = ['source', 'module', 'browser', 'development|production'];

/**
 * React Router 7 exports only its development build (warnings on, ENABLE_DEV_WARNINGS = true);
 * its production build sits beside it, identical but for that flag. A production bundle takes
 * the production one; the dev server keeps the warnings.
 */
export function productionAliases(mode: string): AliasOptions {
  if (mode !== 'production') return [];
  const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [{ find: /^react-router$/, replacement: join(routerDir, 'dist', 'production', 'index.mjs') }];
}

/**
 * Tree-shaking hints for a production bundle. Core's schemas are module-level zod calls
 * (`z.object({...}).meta(...)`), which a bundler must keep unless told they are pure; then a
 * page's bundle builds only the schemas it uses, not every schema of a module it touches.
 * (`.meta` registers a schema for the API's OpenAPI document, which is never built in a browser.)
 */
export const treeshake = { manualPureFunctions: ['z'] };
