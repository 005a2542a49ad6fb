import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AliasOptions, ConfigEnv, PluginOption, Rolldown, UserConfig } from 'vite';

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
function productionAliases(mode: string): AliasOptions {
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
const treeshake = { manualPureFunctions: ['z'] };

/**
 * The Vite config of both UIs: the source condition, the production aliases, the tree-shaking
 * hints, a build with its manifest (the API reads it) and source maps, and
 * `API_URL=http://127.0.0.1:3000 npx vite` for hot reload against a running API.
 */
export function uiConfig(options: {
  base: string;
  plugins: PluginOption[];
  /** The pages built besides index.html (by their names), when there are any. */
  input?: Record<string, string>;
  /** How the build splits its chunks (the user app's start-up, see ui-user/vite.chunks.ts). */
  codeSplitting?: Rolldown.CodeSplittingOptions;
}): (env: ConfigEnv) => UserConfig {
  const apiUrl = process.env.API_URL;
  return ({ mode }) => ({
    base: options.base,
    plugins: options.plugins,
    resolve: { conditions, alias: productionAliases(mode) },
    server: apiUrl ? { proxy: { '/api': { target: apiUrl, ws: true } } } : {},
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        ...(options.input ? { input: options.input } : {}),
        treeshake,
        ...(options.codeSplitting ? { output: { codeSplitting: options.codeSplitting } } : {}),
      },
    },
  });
}
