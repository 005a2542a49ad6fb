import { Button, Card, formatUsd, Icon } from '@tradesim/ui-kit';
import { useNavigate } from 'react-router';
import { MeLoaded } from '../../../components/me-loaded.js';
import { paths } from '../../../config/routes.js';
import styles from './balance-card.module.css';
import { RefreshButton } from './refresh-button.js';

/** The available balance (live through `me` events) with Top Up, Withdraw and refresh. */
export function BalanceCard() {
  const navigate = useNavigate();
  return (
    <Card className={styles.card} aria-labelledby="balance-title">
      <div className={styles.top}>
        <h2 id="balance-title" className={styles.label}>
          Available balance
        </h2>
        <RefreshButton />
      </div>
      <MeLoaded>
        {(me) => (
          <p className={`${styles.amount} tabular`} data-testid="available-balance">
            {formatUsd(me.balance)}
          </p>
        )}
      </MeLoaded>
      <div className={styles.actions}>
        <Button onClick={() => navigate(paths.topUp)}>
          <Icon name="plus" size={18} />
          Top Up
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.withdraw)}>
          <Icon name="arrowUp" size={18} />
          Withdraw
        </Button>
      </div>
    </Card>
  );
}
