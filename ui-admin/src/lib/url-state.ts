import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The option equal to a search param's value, if the value is one of them. */
export function pickOption<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/**
 * A screen whose state lives in its URL: the current search params and `update`, which sets each
 * given param (an empty value or null deletes it). Updates replace the history entry, so Back
 * leaves the screen rather than undoing each keystroke.
 */
export function useUrlState<Key extends string>() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<Record<Key, string | null>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries<string | null | undefined>(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, update };
}
