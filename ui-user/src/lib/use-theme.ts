import { useSyncExternalStore } from 'react';
import { readTheme, subscribeTheme, type ThemeChoice } from './theme.js';

/** The remembered theme choice, re-rendering when it changes. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeTheme, readTheme, readTheme);
}
