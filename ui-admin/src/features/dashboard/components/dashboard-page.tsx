import { adminScreenMessages, type Dashboard } from '@tradesim/core';
import { PageHeader, QueryState } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useNow } from '../../../lib/use-now.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { useDashboard } from '../api/use-dashboard.js';
import { awaitingCards, type DashboardCard, platformCards } from './dashboard-cards.js';
import styles from './dashboard-page.module.css';
import { LedgerHealth } from './ledger-health.js';
import { QuickActions } from './quick-actions.js';
import { StatCard } from './stat-card.js';

const loadFailed = 'Failed to load dashboard';

/**
 * The dashboard (docs/product/admin-console.md#dashboard): the quick actions, what awaits staff
 * first (the approvals with how long the oldest has waited), then the platform's figures beside
 * the ledger's health. Every card opens the list it counts, so a role sees only the cards of the
 * lists it may read; the figures move live with transactions, approvals, tickets and the catalogue.
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  const may = useStaffMay();
  const now = useNow();
  const readable = (cards: DashboardCard[]) => cards.filter((card) => may(card.area));
  return (
    <>
      {/* The spinner stands alone; the title comes with the figures (and their actions) or their failure. */}
      {!dashboard.isPending && (
        <PageHeader title="Dashboard" actions={dashboard.isSuccess ? <QuickActions /> : undefined} />
      )}
      <QueryState
        query={dashboard}
        loading="Loading dashboard..."
        errorText={(error) => adminScreenMessages.listError(errorMessage(error, loadFailed))}
      >
        {(data) => (
          <DashboardFigures data={data} awaiting={readable(awaitingCards(data, now))} readable={readable} />
        )}
      </QueryState>
    </>
  );
}

function DashboardFigures({
  data,
  awaiting,
  readable,
}: {
  data: Dashboard;
  awaiting: DashboardCard[];
  readable(cards: DashboardCard[]): DashboardCard[];
}) {
  return (
    <>
      {awaiting.length > 0 && (
        <section aria-labelledby="awaiting-title" className={styles.section}>
          <h2 id="awaiting-title" className={styles.sectionTitle}>
            Awaiting staff
          </h2>
          <div className={styles.grid}>
            {awaiting.map(({ area: _area, ...card }) => (
              <StatCard key={card.label} {...card} />
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="platform-title" className={styles.section}>
        <h2 id="platform-title" className={styles.sectionTitle}>
          Platform
        </h2>
        <div className={styles.grid}>
          {readable(platformCards(data)).map(({ area: _area, ...card }) => (
            <StatCard key={card.label} {...card} />
          ))}
          <LedgerHealth ledger={data.ledger} />
        </div>
      </section>
    </>
  );
}
