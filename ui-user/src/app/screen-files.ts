import type { Page } from './pages.js';

interface ScreenFiles {
  scripts: string[];
  styles: string[];
}

/**
 * Starts fetching a screen's files while React and the shell load, without evaluating them: the
 * build lists each screen's files in the page (`#screen-files`, see
 * ui-user/vite.start-files.ts). Evaluating the screen now would evaluate the shell with it, in one
 * long task; main.tsx imports it once the shell is up. A development server writes no table: nothing to do.
 */
export function fetchScreenFiles(screen: Page | undefined, doc: Document = document): void {
  const table = doc.getElementById('screen-files')?.textContent;
  if (!screen || !table) return;
  const files = (JSON.parse(table) as Record<string, ScreenFiles>)[screen.file];
  if (!files) return;
  const link = (rel: string, href: string) => {
    const element = doc.createElement('link');
    element.rel = rel;
    element.crossOrigin = '';
    element.href = `/${href}`;
    return element;
  };
  // One insertion for all of them.
  doc.head.append(
    ...files.styles.map((style) => link('stylesheet', style)),
    ...files.scripts.map((script) => link('modulepreload', script)),
  );
}
