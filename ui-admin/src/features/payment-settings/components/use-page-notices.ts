import { useTimedMessage } from '@tradesim/ui-kit';
import { useCallback, useState } from 'react';

const successMs = 3000;

/**
 * The screen's two banners (docs/product/admin-console.md#screens): a success message that vanishes after 3 seconds
 * (docs/product/admin-console.md#states-and-transitions "QR code"), and an error that stays until dismissed or replaced. One replaces the other.
 */
export function usePageNotices() {
  const success = useTimedMessage(successMs);
  const [error, setError] = useState<string | null>(null);
  const { show, clear } = success;
  return {
    success: success.message?.text ?? null,
    error,
    showSuccess: useCallback(
      (text: string) => {
        setError(null);
        show(text);
      },
      [show],
    ),
    showError: useCallback(
      (text: string) => {
        clear();
        setError(text);
      },
      [clear],
    ),
    dismissError: useCallback(() => setError(null), []),
  };
}

export type PageNotices = ReturnType<typeof usePageNotices>;
