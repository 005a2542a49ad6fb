/**
 * The user app's colour theme: "system" (no data-theme on <html>, the prefers-color-scheme media
 * query in ui-kit's tokens decides, live), "light" or "dark" (data-theme forces it). The choice is
 * remembered in localStorage and applied before the first render by `startTheme` (main.tsx).
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const themeStorageKey = 'tradesim.theme';
const darkQuery = '(prefers-color-scheme: dark)';
const choices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // Storage blocked (privacy settings): the theme just is not remembered.
  }
}

function media(): MediaQueryList | undefined {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(darkQuery) : undefined;
}

/** The remembered choice; "system" when none (or something unknown) is stored. */
export function readTheme(): ThemeChoice {
  let stored: string | null | undefined;
  try {
    stored = storage()?.getItem(themeStorageKey);
  } catch {
    stored = undefined;
  }
  return choices.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : 'system';
}

/** What is on screen: the forced theme, or the system's for "system". */
export function resolvedTheme(choice: ThemeChoice = readTheme()): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return media()?.matches ? 'dark' : 'light';
}

/** Puts the choice on <html>: data-theme for light/dark, no attribute for system. */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Remembers, applies and announces a new choice. */
export function setTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage()?.removeItem(themeStorageKey);
    else storage()?.setItem(themeStorageKey, choice);
  } catch {
    // Not remembered, still applied.
  }
  applyTheme(choice);
  notify();
}

/** Calls `listener` when the choice or (under "system") the system's setting changes. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies the remembered choice and follows the system's setting from then on (the CSS follows
 * it by itself; this keeps the attribute right and tells subscribers). Returns a stop function.
 */
export function startTheme(): () => void {
  applyTheme(readTheme());
  const query = media();
  const onChange = () => {
    applyTheme(readTheme());
    notify();
  };
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}
