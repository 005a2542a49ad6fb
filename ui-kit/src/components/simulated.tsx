import { userScreenMessages } from '@tradesim/core';
import styles from './simulated.module.css';

/** The small tag beside every price and return: they are simulated, not market data. */
export function SimulatedTag() {
  return (
    <span className={styles.tag} title={userScreenMessages.simulatedNotice}>
      Simulated
    </span>
  );
}

/** The full sentence, for the foot of screens that show prices or returns. */
export function SimulatedNotice() {
  return <p className={styles.notice}>{userScreenMessages.simulatedNotice}</p>;
}
