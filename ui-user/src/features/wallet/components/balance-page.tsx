import { PageHeader } from '@tradesim/ui-kit';
import { BalanceCard } from './balance-card.js';
import styles from './balance-page.module.css';
import { TransactionHistory } from './transaction-history.js';

/** /balance: the available balance and the transaction history (docs/product/user-app.md#balance). */
export function BalancePage() {
  return (
    <div>
      <PageHeader title="Balance" />
      <div className={styles.grid}>
        <BalanceCard />
        <TransactionHistory />
      </div>
    </div>
  );
}
