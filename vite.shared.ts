import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AliasOptions, Plugin } from 'vite';

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

/**
 * An entry that starts the app through dynamic imports (to evaluate it in several tasks, see
 * ui-user/src/main.tsx) would otherwise find each file only when the import before it has run:
 * one round trip per step on a phone. This puts every file those imports need, scripts and
 * stylesheets, in the page's head, so the browser fetches them all at once, as it did when they
 * were static imports. `modules` names the imported modules (absolute paths); the entry's other
 * dynamic imports (every screen's chunk) stay on demand.
 */
export function preloadStartImports(modules: string[]): Plugin {
  return {
    name: 'tradesim:preload-start-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (output?.type !== 'chunk' || scripts.has(fileName)) return;
          scripts.add(fileName);
          for (const css of output.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of output.imports) visit(imported);
        };
        visit(chunk.fileName); // the entry and its static imports are in the page already
        const inPage = new Set([...scripts, ...styles]);
        for (const imported of chunk.dynamicImports) {
          const output = bundle[imported];
          if (output?.type === 'chunk' && output.moduleIds.some((id) => modules.includes(id)))
            visit(imported);
        }
        const tag = (rel: string, href: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${href}` },
          injectTo: 'head' as const,
        });
        return [
          ...[...styles].filter((file) => !inPage.has(file)).map((file) => tag('stylesheet', file)),
          ...[...scripts].filter((file) => !inPage.has(file)).map((file) => tag('modulepreload', file)),
        ];
      },
    },
  };
}
