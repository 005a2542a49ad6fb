import { adminScreenMessages } from '@tradesim/core';
import { ErrorState, formatCount, formatUsd, LoadingState, PageHeader } from '@tradesim/ui-kit';
import { links, paths } from '../../../config/routes.js';
import { errorMessage } from '../../../lib/errors.js';
import { useDashboard } from '../api/use-dashboard.js';
import styles from './dashboard-page.module.css';
import { LedgerHealth } from './ledger-health.js';
import { QuickActions } from './quick-actions.js';
import { StatCard } from './stat-card.js';

const loadFailed = 'Failed to load dashboard';

/**
 * The dashboard (docs/product/admin-console.md#screens): the quick actions, what awaits staff first, then the
 * platform's figures beside the ledger's health. Every card opens the list it counts; the figures move
 * live with transactions, tickets and the catalogue.
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingState text="Loading dashboard..." />;
  if (dashboard.isError) {
    return (
      <>
        <PageHeader title="Dashboard" />
        <ErrorState
          message={adminScreenMessages.listError(errorMessage(dashboard.error, loadFailed))}
          onRetry={() => void dashboard.refetch()}
        />
      </>
    );
  }
  const data = dashboard.data;
  const awaiting = [
    {
      label: 'Pending Deposits',
      count: data.pendingDeposits,
      hint: 'Proofs waiting for review',
      icon: 'arrowDown',
      to: links.transactions({ type: 'deposit', status: 'pending' }),
    },
    {
      label: 'Pending Withdrawals',
      count: data.pendingWithdrawals,
      hint: 'Funds held until reviewed',
      icon: 'arrowUp',
      to: links.transactions({ type: 'withdrawal', status: 'pending' }),
    },
    {
      label: 'Open Support Tickets',
      count: data.openTickets,
      hint: 'Open or in progress',
      icon: 'support',
      to: paths.support,
    },
  ] as const;
  return (
    <>
      <PageHeader title="Dashboard" actions={<QuickActions />} />
      <section aria-labelledby="awaiting-title" className={styles.section}>
        <h2 id="awaiting-title" className={styles.sectionTitle}>
          Awaiting staff
        </h2>
        <div className={styles.grid3}>
          {awaiting.map(({ count, ...card }) => (
            <StatCard key={card.label} {...card} value={formatCount(count)} attention={count > 0} />
          ))}
        </div>
      </section>
      <section aria-labelledby="platform-title" className={styles.section}>
        <h2 id="platform-title" className={styles.sectionTitle}>
          Platform
        </h2>
        <div className={styles.grid3}>
          <StatCard label="Total Users" value={formatCount(data.totalUsers)} icon="users" to={paths.users} />
          <StatCard
            label="Active Users"
            value={formatCount(data.activeUsers)}
            hint="Last login within 7 days"
            icon="profile"
            to={links.users({ status: 'active' })}
          />
          <StatCard
            label="Total Assets"
            value={formatCount(data.totalAssets)}
            icon="assets"
            to={paths.assets}
          />
          <StatCard
            label="Total Transactions"
            value={formatCount(data.totalTransactions)}
            icon="transactions"
            to={paths.transactions}
          />
          <StatCard
            label="Total Revenue"
            value={formatUsd(data.totalRevenue)}
            hint="Completed deposits"
            icon="wallet"
            to={links.transactions({ type: 'deposit', status: 'completed' })}
          />
          <LedgerHealth ledger={data.ledger} />
        </div>
      </section>
    </>
  );
}
