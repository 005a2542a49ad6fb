import { PageHeader, SimulatedNotice } from '@tradesim/ui-kit';
import { AssetTabs } from './asset-tabs.js';
import styles from './dashboard-page.module.css';
import { PromoCard } from './promo-card.js';
import { TotalValueCard } from './total-value-card.js';

/** / : the balance with its return, Top Up and Withdraw, the promo, and the assets by type. */
export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className={styles.grid}>
        <TotalValueCard />
        <PromoCard />
        <AssetTabs />
      </div>
      <SimulatedNotice />
    </>
  );
}
