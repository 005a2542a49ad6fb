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
  const add = (rel: string, href: string) => {
    const link = doc.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = `/${href}`;
    doc.head.append(link);
  };
  for (const style of files.styles) add('stylesheet', style);
  for (const script of files.scripts) add('modulepreload', script);
}
