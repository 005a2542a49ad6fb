import { Button, Icon } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useExportTransactions } from '../api/export-transactions.js';
import type { HistoryFilter } from '../api/use-transaction-history.js';
import styles from './export-csv-button.module.css';

export const exportFailedMessage = 'Failed to export transactions';

/** Downloads the history with the current filter as tradesim-transactions.csv. */
export function ExportCsvButton({ filter }: { filter: HistoryFilter }) {
  const exporter = useExportTransactions();
  return (
    <div className={styles.wrap}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => exporter.mutate(filter)}
        disabled={exporter.isPending}
      >
        <Icon name="download" size={16} />
        {exporter.isPending ? 'Exporting...' : 'Export CSV'}
      </Button>
      {exporter.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(exporter.error, exportFailedMessage)}
        </p>
      )}
    </div>
  );
}
