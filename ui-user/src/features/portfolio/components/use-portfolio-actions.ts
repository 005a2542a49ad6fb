import { type Investment, userScreenMessages } from '@tradesim/core';
import type { NoticeTone } from '@tradesim/ui-kit';
import { useCallback, useState } from 'react';
import { useArchive, useRestore, useSellEarly } from '../api/use-investment-actions.js';
import type { CardActions } from './investment-card.js';

interface SaleInProgress {
  investment: Investment;
  /** Made when the warning opens: one sale per opening, however often Sell Early is pressed. */
  idempotencyKey: string;
}

/**
 * The card actions and their outcomes (docs/product/user-app.md#portfolio): archive and restore say how
 * they went; a sale says so when it worked, and a failed sale is only logged, the warning closing.
 */
export function usePortfolioActions(notify: (text: string, tone?: NoticeTone) => void) {
  const sell = useSellEarly();
  const archive = useArchive();
  const restore = useRestore();
  const [sale, setSale] = useState<SaleInProgress | null>(null);
  const cancelSale = useCallback(() => setSale(null), []);

  const confirmSale = () => {
    if (!sale || sell.isPending) return;
    sell.mutate(
      { id: sale.investment.id, idempotencyKey: sale.idempotencyKey },
      {
        onSuccess: () => notify(userScreenMessages.sellSuccess),
        onError: (error) => console.error('Failed to sell investment early', error),
        onSettled: () => setSale(null),
      },
    );
  };

  const busy = archive.isPending ? archive.variables : restore.isPending ? restore.variables : null;
  const cardActions: CardActions = {
    busyId: busy ?? null,
    onSell: (investment) => setSale({ investment, idempotencyKey: crypto.randomUUID() }),
    onArchive: (investment) =>
      archive.mutate(investment.id, {
        onSuccess: () => notify(userScreenMessages.archiveSuccess),
        onError: () => notify(userScreenMessages.archiveFailed, 'error'),
      }),
    onRestore: (investment) =>
      restore.mutate(investment.id, {
        onSuccess: () => notify(userScreenMessages.restoreSuccess),
        onError: () => notify(userScreenMessages.restoreFailed, 'error'),
      }),
  };
  return { cardActions, sale: sale?.investment ?? null, selling: sell.isPending, confirmSale, cancelSale };
}
