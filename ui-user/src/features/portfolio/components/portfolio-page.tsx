import { type Investment, userScreenMessages } from '@tradesim/core';
import {
  Button,
  joinQueries,
  PageHeader,
  QueryState,
  SimulatedNotice,
  useTimedMessage,
} from '@tradesim/ui-kit';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { StatusToast } from '../../../components/status-toast.js';
import { paths } from '../../../config/routes.js';
import { errorMessage } from '../../../lib/errors.js';
import { useInvestments } from '../../../lib/use-investments.js';
import { splitMainList } from '../merge-lists.js';
import { useNavigationBanner } from '../use-navigation-banner.js';
import type { CardActions } from './investment-card.js';
import { InvestmentList, InvestmentSection } from './investment-section.js';
import styles from './portfolio-page.module.css';
import { PortfolioSummary } from './portfolio-summary.js';
import { SellEarlyModal } from './sell-early-modal.js';
import { usePortfolioActions } from './use-portfolio-actions.js';

const loadingText = 'Loading portfolio...';
const loadError = (error: unknown) =>
  `Error loading portfolio: ${errorMessage(error, userScreenMessages.loadInvestmentsFailed)}`;

/**
 * My Portfolio (/portfolio): the figures, then the open and the finished investments (the
 * server settles matured ones as the lists load), or the archived ones.
 */
export function PortfolioPage() {
  const banner = useNavigationBanner();
  const notice = useTimedMessage(3_000);
  const [showArchived, setShowArchived] = useState(false);
  const active = useInvestments('active');
  const completed = useInvestments('completed');
  const archived = useInvestments('archived', { enabled: showArchived });
  const { cardActions, sale, selling, confirmSale, cancelSale } = usePortfolioActions(notice.show);

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
      <StatusToast messages={[banner, notice.message]} />
      <QueryState query={joinQueries({ active, completed })} loading={loadingText} errorText={loadError}>
        {(lists) => (
          <>
            <PortfolioSummary summary={lists.active.summary} />
            {showArchived ? (
              <InvestmentSection
                title="Archived Investments"
                toggle={<Toggle label="Show Active" onClick={() => setShowArchived(false)} />}
              >
                <QueryState query={archived} loading={loadingText} errorText={loadError}>
                  {(data) => (
                    <InvestmentList
                      items={data.items}
                      empty={{
                        title: 'No Archived Investments',
                        text: "You don't have any archived investments yet",
                      }}
                      actions={cardActions}
                    />
                  )}
                </QueryState>
              </InvestmentSection>
            ) : (
              <MainLists
                active={lists.active.items}
                completed={lists.completed.items}
                toggle={
                  lists.active.counts.archived > 0 && (
                    <Toggle
                      label={`Show Archived (${lists.active.counts.archived})`}
                      onClick={() => setShowArchived(true)}
                    />
                  )
                }
                actions={cardActions}
              />
            )}
          </>
        )}
      </QueryState>
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

/**
 * The main view: "Active Investments" (with its empty state and the archive switch), then
 * "Completed Investments" once any has finished, each list headed by what it holds.
 */
function MainLists({
  active,
  completed,
  toggle,
  actions,
}: {
  active: Investment[];
  completed: Investment[];
  toggle: ReactNode;
  actions: CardActions;
}) {
  const lists = splitMainList(active, completed);
  return (
    <div className={styles.lists}>
      <InvestmentSection title="Active Investments" toggle={toggle}>
        <InvestmentList
          items={lists.open}
          empty={{
            title: 'No Active Investments',
            text: 'Start investing to see your portfolio grow',
            action: (
              <Link to={paths.invest} className={styles.newLink}>
                Start Investing
              </Link>
            ),
          }}
          actions={actions}
        />
      </InvestmentSection>
      {lists.finished.length > 0 && (
        <InvestmentSection title="Completed Investments">
          <InvestmentList
            items={lists.finished}
            empty={{ title: 'No Completed Investments', text: '' }}
            actions={actions}
          />
        </InvestmentSection>
      )}
    </div>
  );
}
