import { useMutation } from '@tanstack/react-query';
import { downloadText } from '@tradesim/ui-kit';
import { useClient } from '../../../lib/sdk-context.js';
import type { HistoryFilter } from './use-transaction-history.js';

export const exportFileName = 'tradesim-transactions.csv';

/** Exports the history with the screen's filter as tradesim-transactions.csv. */
export function useExportTransactions() {
  const client = useClient();
  return useMutation({
    mutationFn: async (type: HistoryFilter) => {
      downloadText(await client.wallet.transactions.exportCsv({ type }), exportFileName);
    },
  });
}
