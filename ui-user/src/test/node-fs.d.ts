/**
 * The one Node API the component tests use (module-css.ts reads a stylesheet). They run in Node,
 * but the app's own types have no Node in them, and should not: only this declaration is added.
 */
declare module 'node:fs' {
  export function readFileSync(path: string, encoding: 'utf8'): string;
}
