import { vi } from 'vitest';

/**
 * A browser whose user prefers reduced motion: `matchMedia` answers that query (and only it)
 * with a match, with the listener methods recharts' own check calls. Undo with vi.unstubAllGlobals.
 */
export function preferReducedMotion(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })),
  );
}
