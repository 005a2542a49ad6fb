import { userScreenMessages } from '@tradesim/core';
import {
  Button,
  ErrorState,
  LoadingState,
  Notice,
  PageHeader,
  SimulatedNotice,
  useTimedMessage,
} from '@tradesim/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { errorMessage } from '../../../lib/errors.js';
import { useInvestments } from '../api/use-investments.js';
import { mergeMainList } from '../merge-lists.js';
import { useNavigationBanner } from '../use-navigation-banner.js';
import { InvestmentSection } from './investment-section.js';
import styles from './portfolio-page.module.css';
import { PortfolioSummary } from './portfolio-summary.js';
import { SellEarlyModal } from './sell-early-modal.js';
import { usePortfolioActions } from './use-portfolio-actions.js';

const loadingText = 'Loading portfolio...';
const loadError = (error: unknown) =>
  `Error loading portfolio: ${errorMessage(error, userScreenMessages.loadInvestmentsFailed)}`;

/**
 * My Portfolio (/portfolio): the figures, then the open and finished investments (the server
 * settles matured ones as the lists load), or the archived ones.
 */
export function PortfolioPage() {
  const banner = useNavigationBanner();
  const notice = useTimedMessage(3_000);
  const [showArchived, setShowArchived] = useState(false);
  const active = useInvestments('active');
  const completed = useInvestments('completed');
  const archived = useInvestments('archived', { enabled: showArchived });
  const { cardActions, sale, selling, confirmSale, cancelSale } = usePortfolioActions(notice.show);
  const failed = active.isError ? active.error : completed.isError ? completed.error : null;

  return (
    <>
      <PageHeader
        title="My Portfolio"
        actions={
          <Link to={paths.invest} className={styles.newLink}>
            New Investment
          </Link>
        }
      />
      <div className={styles.notices}>
        {banner && <Notice tone={banner.tone}>{banner.text}</Notice>}
        {notice.message && <Notice tone={notice.message.tone}>{notice.message.text}</Notice>}
      </div>
      {failed ? (
        <ErrorState
          message={loadError(failed)}
          onRetry={() => {
            for (const query of [active, completed]) if (query.isError) void query.refetch();
          }}
        />
      ) : !active.data || !completed.data ? (
        <LoadingState text={loadingText} />
      ) : (
        <>
          <PortfolioSummary summary={active.data.summary} />
          {showArchived ? (
            <InvestmentSection
              title="Archived Investments"
              toggle={<Toggle label="Show Active" onClick={() => setShowArchived(false)} />}
              items={archived.data?.items}
              status={
                archived.isError ? (
                  <ErrorState message={loadError(archived.error)} onRetry={() => void archived.refetch()} />
                ) : archived.isPending ? (
                  <LoadingState text={loadingText} />
                ) : undefined
              }
              empty={{
                title: 'No Archived Investments',
                text: "You don't have any archived investments yet",
              }}
              actions={cardActions}
            />
          ) : (
            <InvestmentSection
              title="Active Investments"
              toggle={
                active.data.counts.archived > 0 && (
                  <Toggle
                    label={`Show Archived (${active.data.counts.archived})`}
                    onClick={() => setShowArchived(true)}
                  />
                )
              }
              items={mergeMainList(active.data.items, completed.data.items)}
              empty={{
                title: 'No Active Investments',
                text: 'Start investing to see your portfolio grow',
                action: (
                  <Link to={paths.invest} className={styles.newLink}>
                    Start Investing
                  </Link>
                ),
              }}
              actions={cardActions}
            />
          )}
        </>
      )}
      <SimulatedNotice />
      {sale && (
        <SellEarlyModal investment={sale} selling={selling} onCancel={cancelSale} onConfirm={confirmSale} />
      )}
    </>
  );
}

function Toggle({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      {label}
    </Button>
  );
}
