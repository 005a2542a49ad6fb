import { Icon } from '@tradesim/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import styles from './promo-card.module.css';
import { usePromoDismissed } from './use-promo-dismissed.js';

/**
 * The spec's promo 'Earn up to $150 in crypto', saying in the headline itself that the crypto is
 * simulated (on its own it read as an offer of real money). DESIGN: its button opens the market
 * filtered to crypto, where the user can pick an asset to invest in; closing it is remembered.
 */
export function PromoCard() {
  const { dismissed, dismiss } = usePromoDismissed();
  const titleId = useId();
  if (dismissed) return null;
  return (
    <section className={styles.promo} aria-labelledby={titleId}>
      <button type="button" className={styles.close} aria-label="Dismiss promotion" onClick={dismiss}>
        <Icon name="close" size={18} />
      </button>
      <h2 id={titleId} className={styles.title}>
        Earn up to $150 in simulated crypto
      </h2>
      <p className={styles.text}>
        Invest your simulated balance in a crypto asset for a fixed period and watch your simulated return
        grow. No real money is involved.
      </p>
      <Link to={{ pathname: paths.market, search: '?type=crypto' }} className={styles.cta}>
        Explore crypto
      </Link>
    </section>
  );
}
