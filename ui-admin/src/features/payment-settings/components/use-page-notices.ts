import type { Approval } from '@tradesim/core';
import { useTimedMessage } from '@tradesim/ui-kit';
import { useCallback, useState } from 'react';

const successMs = 3000;

/**
 * The screen's banners (docs/product/admin-console.md#screens): a success message that vanishes
 * after 3 seconds, an error that stays until dismissed or replaced, and a change sent for a second
 * staff member's approval, which stays (nothing changed yet: that must not flash by). One
 * replaces the others.
 */
export function usePageNotices() {
  const success = useTimedMessage(successMs);
  const [error, setError] = useState<string | null>(null);
  const [awaiting, setAwaiting] = useState<Approval | null>(null);
  const { show, clear } = success;
  return {
    success: success.message?.text ?? null,
    error,
    awaiting,
    showSuccess: useCallback(
      (text: string) => {
        setError(null);
        setAwaiting(null);
        show(text);
      },
      [show],
    ),
    showError: useCallback(
      (text: string) => {
        clear();
        setAwaiting(null);
        setError(text);
      },
      [clear],
    ),
    showAwaiting: useCallback(
      (approval: Approval) => {
        clear();
        setError(null);
        setAwaiting(approval);
      },
      [clear],
    ),
    dismissError: useCallback(() => setError(null), []),
  };
}

export type PageNotices = ReturnType<typeof usePageNotices>;
