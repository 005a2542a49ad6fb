import { PageHeader, SimulatedNotice } from '@tradesim/ui-kit';
import { useHoldings } from '../api/use-holdings.js';
import { AllocationCard } from './allocation-card.js';
import { AssetTabs } from './asset-tabs.js';
import styles from './dashboard-page.module.css';
import { HoldingsCard } from './holdings-card.js';
import { PromoCard } from './promo-card.js';
import { TotalValueCard } from './total-value-card.js';

/**
 * / : the total value with its 24 h change and its history, Top Up and Withdraw; the holdings;
 * the allocation; the promo; the assets by type. Desktop: two columns, the chart beside the
 * allocation (the main column first, as it is read); phone: one column in the same order.
 */
export function DashboardPage() {
  const holdings = useHoldings();
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className={styles.grid}>
        <div className={styles.main}>
          <TotalValueCard />
          <HoldingsCard holdings={holdings} />
        </div>
        <div className={styles.side}>
          <AllocationCard holdings={holdings} />
          <PromoCard />
        </div>
        <div className={styles.wide}>
          <AssetTabs />
        </div>
      </div>
      <SimulatedNotice />
    </>
  );
}
