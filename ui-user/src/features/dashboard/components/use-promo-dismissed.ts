import { useCallback, useState } from 'react';

/** Versioned, so a new promo shows again to users who closed this one. */
export const promoStorageKey = 'tradesim.promo.crypto-150.dismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(promoStorageKey) === '1';
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): show the promo.
    return false;
  }
}

/** Whether the user closed the promo card; remembered in localStorage across visits. */
export function usePromoDismissed() {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.localStorage.setItem(promoStorageKey, '1');
    } catch {
      // Not remembered, but closed for this visit.
    }
  }, []);
  return { dismissed, dismiss };
}
