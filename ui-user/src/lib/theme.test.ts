import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  readTheme,
  resolvedTheme,
  setTheme,
  startTheme,
  subscribeTheme,
  themeStorageKey,
} from './theme.js';

/** A controllable prefers-color-scheme: dark. */
function fakeMedia(initial: boolean) {
  const handlers = new Set<() => void>();
  const query = {
    matches: initial,
    addEventListener: (_: string, handler: () => void) => handlers.add(handler),
    removeEventListener: (_: string, handler: () => void) => handlers.delete(handler),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    handlers,
    change(matches: boolean) {
      query.matches = matches;
      for (const handler of handlers) handler();
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => vi.unstubAllGlobals());

describe('the theme store', () => {
  it('reads "system" when nothing (or something unknown) is stored', () => {
    expect(readTheme()).toBe('system');
    localStorage.setItem(themeStorageKey, 'sepia');
    expect(readTheme()).toBe('system');
  });

  it('remembers and applies light and dark; system removes both the key and the attribute', () => {
    setTheme('dark');
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(readTheme()).toBe('dark');
    setTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    setTheme('system');
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('applies the remembered choice at start', () => {
    fakeMedia(false);
    localStorage.setItem(themeStorageKey, 'dark');
    const stop = startTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });

  it('under "system", follows a change of the system setting and tells subscribers', () => {
    const media = fakeMedia(false);
    applyTheme('system');
    const stop = startTheme();
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    expect(resolvedTheme()).toBe('light');
    media.change(true);
    expect(resolvedTheme()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    unsubscribe();
    stop();
    expect(media.handlers.size).toBe(0);
  });

  it('a forced choice wins over the system setting', () => {
    fakeMedia(true);
    expect(resolvedTheme('light')).toBe('light');
    expect(resolvedTheme('system')).toBe('dark');
  });
});
