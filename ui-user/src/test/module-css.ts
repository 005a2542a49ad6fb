import { readFileSync } from 'node:fs';

/**
 * Puts a CSS Module's real rules into the jsdom document, so a test can read with
 * getComputedStyle what a browser would apply. Vitest loads no CSS: `styles.row` names a class,
 * but no rule gives it a style. `file` is the module's path from the test (`./x.module.css`),
 * `from` the test's `import.meta.url`, and `styles` the module's import, whose names the
 * selectors are rewritten to.
 * jsdom lays nothing out: this checks the declared layout (wrapping, white-space, shrinking),
 * and a screenshot in a real browser checks the pixels. Returns a function that removes the rules.
 */
export function applyModuleCss(
  file: string,
  from: string,
  styles: Readonly<Record<string, string>>,
): () => void {
  const source = readFileSync(decodeURIComponent(new URL(file, from).pathname), 'utf8');
  // `.name` as the build names it; a number such as 0.875rem has no letter after its dot.
  const css = source.replace(/\.([_a-zA-Z][\w-]*)/g, (_, name: string) => `.${styles[name] ?? name}`);
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  return () => sheet.remove();
}
