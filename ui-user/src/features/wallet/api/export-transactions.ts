import { useMutation } from '@tanstack/react-query';
import { useClient } from '../../../lib/sdk-context.js';
import type { HistoryFilter } from './use-transaction-history.js';

export const exportFileName = 'tradesim-transactions.csv';

/** Hands text to the browser as a file download (a Blob behind a temporary object URL). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Exports the history with the screen's filter as tradesim-transactions.csv. */
export function useExportTransactions() {
  const client = useClient();
  return useMutation({
    mutationFn: async (type: HistoryFilter) => {
      downloadText(await client.wallet.transactions.exportCsv({ type }), exportFileName);
    },
  });
}
