import { useMutation } from '@tanstack/react-query';
import { Button, downloadText } from '@tradesim/ui-kit';
import { errorMessage } from '../lib/errors.js';
import styles from './export-csv-button.module.css';

interface ExportCsvButtonProps {
  /** Reads the CSV with the list's current filters (the SDK's exportCsv). */
  load(): Promise<string>;
  fileName: string;
}

/**
 * Downloads the whole filtered list (every page, not only the loaded ones) as CSV. A failure
 * says so beside the button and leaves the list as it was.
 */
export function ExportCsvButton({ load, fileName }: ExportCsvButtonProps) {
  const exporting = useMutation({
    mutationFn: async () => downloadText(await load(), fileName),
  });
  return (
    <span className={styles.wrap}>
      <Button variant="secondary" size="sm" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
        {exporting.isPending ? 'Exporting...' : 'Export CSV'}
      </Button>
      {exporting.isError && (
        <span role="alert" className={styles.error}>
          {errorMessage(exporting.error, 'Could not export the list. Try again.')}
        </span>
      )}
    </span>
  );
}
