import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

interface StartFilesOptions {
  /** The modules main.tsx imports to start the app (absolute paths). */
  start: string[];
  /** The folder of the module whose glob names the screens (their keys are relative to it). */
  screensDir: string;
}

/**
 * Fetching what the first screen needs at once. An entry that starts the app through dynamic
 * imports (to evaluate it in several tasks, see ui-user/src/main.tsx) would otherwise find each
 * file only when the import before it has run: one round trip per step on a phone.
 * - The start-up imports' files, scripts and stylesheets, go in the page's head, fetched with it.
 * - Each screen's files (beyond those) go in a JSON table in the page (`#screen-files`, keyed as
 *   the screens' glob is), so main.tsx can fetch the opened screen's files without evaluating
 *   them before the shell.
 */
export function startFiles({ start, screensDir }: StartFilesOptions): Plugin {
  return {
    name: 'tradesim:start-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const closure = (roots: string[], skip: Set<string>) => {
          const scripts = new Set<string>();
          const styles = new Set<string>();
          const visit = (fileName: string) => {
            const output = bundle[fileName];
            if (output?.type !== 'chunk' || scripts.has(fileName) || skip.has(fileName)) return;
            scripts.add(fileName);
            for (const css of output.viteMetadata?.importedCss ?? []) if (!skip.has(css)) styles.add(css);
            for (const imported of output.imports) visit(imported);
          };
          for (const root of roots) visit(root);
          return { scripts: [...scripts], styles: [...styles] };
        };
        const inPage = closure([chunk.fileName], new Set());
        const isStart = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' && output.moduleIds.some((id) => start.includes(id));
        };
        const startUp = closure(
          chunk.dynamicImports.filter(isStart),
          new Set([...inPage.scripts, ...inPage.styles]),
        );
        const loaded = new Set([...inPage.scripts, ...inPage.styles, ...startUp.scripts, ...startUp.styles]);
        const screens: Record<string, { scripts: string[]; styles: string[] }> = {};
        for (const fileName of chunk.dynamicImports) {
          const output = bundle[fileName];
          if (output?.type !== 'chunk' || !output.facadeModuleId || isStart(fileName)) continue;
          const key = relative(screensDir, output.facadeModuleId).split(sep).join('/');
          screens[key.startsWith('.') ? key : `./${key}`] = closure([fileName], loaded);
        }
        const link = (rel: string, href: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${href}` },
          injectTo: 'head' as const,
        });
        return [
          ...startUp.styles.map((file) => link('stylesheet', file)),
          ...startUp.scripts.map((file) => link('modulepreload', file)),
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'screen-files' },
            children: JSON.stringify(screens).replaceAll('<', '\\u003c'),
            injectTo: 'body' as const,
          },
        ];
      },
    },
  };
}
