import { Notice } from '@tradesim/ui-kit';
import styles from './risk-warning.module.css';

/** What can go wrong, said before the money moves: the early-sale penalty and simulated returns. */
export function RiskWarning() {
  return (
    <Notice tone="warning" title="Risk warning">
      <p className={styles.text}>
        The expected return is the most this investment can earn, not a promise: returns are simulated and may
        come in lower.
      </p>
      <p className={styles.text}>
        Selling before the maturity date costs a 50% penalty on your current earnings: you get your investment
        back plus half of the return earned so far.
      </p>
    </Notice>
  );
}
