import { type Transaction, userScreenMessages } from '@tradesim/core';
import { Card, formatUsd, Segmented, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { StatusToast } from '../../../components/status-toast.js';
import { type HistoryFilter, useTransactionHistory } from '../api/use-transaction-history.js';
import { CancelWithdrawalDialog } from './cancel-withdrawal-dialog.js';
import { ExportCsvButton } from './export-csv-button.js';
import { HistoryList } from './history-list.js';
import styles from './transaction-history.module.css';

const filters = [
  { value: 'all', label: 'All' },
  { value: 'deposit', label: 'Dep.' },
  { value: 'withdrawal', label: 'With.' },
] as const;

/** The history card: filter, export, the paged list, and the cancel-withdrawal dialog. */
export function TransactionHistory() {
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const history = useTransactionHistory(filter);
  const [cancelling, setCancelling] = useState<Transaction | null>(null);
  const notice = useTimedMessage(5000);
  const onCancelled = (tx: Transaction) => {
    setCancelling(null);
    notice.show(`Withdrawal cancelled. ${formatUsd(tx.amount)} is back in your balance.`);
  };
  return (
    <Card className={styles.card} aria-labelledby="history-title">
      <div className={styles.header}>
        <h2 id="history-title" className={styles.title}>
          Transaction history
        </h2>
        <ExportCsvButton filter={filter} />
      </div>
      <Segmented<HistoryFilter>
        label="Show transactions"
        options={filters}
        value={filter}
        onChange={setFilter}
      />
      <StatusToast messages={[notice.message]} />
      <HistoryList
        history={history}
        onCancel={setCancelling}
        fallback={userScreenMessages.fetchTransactionsFailed}
      />
      {cancelling && (
        <CancelWithdrawalDialog
          tx={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={onCancelled}
        />
      )}
    </Card>
  );
}
