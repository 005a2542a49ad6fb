/** Vite's `?raw` import (vitest serves it): a file's text, for tests that check the source itself. */
declare module '*?raw' {
  const text: string;
  export default text;
}
