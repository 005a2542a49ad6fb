import { adminScreenMessages } from '@tradesim/core';
import { Button, EmptyState, formatCount, QueryState } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useNow } from '../../../lib/use-now.js';
import type { useTicketList } from '../api/use-ticket-list.js';
import styles from './ticket-list.module.css';
import { TicketRow } from './ticket-row.js';

interface TicketListProps {
  list: ReturnType<typeof useTicketList>;
  selectedId: string | undefined;
  onSelect(id: string): void;
}

/** The left third (docs/product/admin-console.md#screens): the tickets with their count, paged by "Load more". */
export function TicketList({ list, selectedId, onSelect }: TicketListProps) {
  const now = useNow();
  return (
    <section className={styles.panel} aria-labelledby="ticket-list-title" aria-busy={list.isFetching}>
      <header className={styles.header}>
        <h2 id="ticket-list-title" className={styles.title}>
          Tickets
        </h2>
        {list.total !== undefined && (
          <span className={`${styles.count} tabular`} data-testid="ticket-count">
            {formatCount(list.total)}
          </span>
        )}
      </header>
      <TicketListBody list={list} selectedId={selectedId} onSelect={onSelect} now={now} />
    </section>
  );
}

function TicketListBody(props: TicketListProps & { now: number }) {
  const { list } = props;
  // Tickets already on screen stay there when a refresh fails.
  return (
    <QueryState
      query={list}
      loading="Loading tickets..."
      errorText={(error) =>
        adminScreenMessages.listError(errorMessage(error, adminScreenMessages.fetchTicketsFailed))
      }
      keepData
      isEmpty={() => list.tickets.length === 0}
      empty={<EmptyState title="No tickets found" />}
    >
      {() => <LoadedTickets {...props} />}
    </QueryState>
  );
}

function LoadedTickets({ list, selectedId, onSelect, now }: TicketListProps & { now: number }) {
  return (
    // Scrolls at the panel's height; its rows are buttons, so the keyboard reaches all of it.
    <div className={styles.scroll}>
      <ul className={styles.list}>
        {list.tickets.map((ticket) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            selected={ticket.id === selectedId}
            now={now}
            onSelect={onSelect}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            size="sm"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
          <span className={styles.shown}>
            Showing {formatCount(list.tickets.length)} of {formatCount(list.total ?? 0)}
          </span>
        </div>
      )}
    </div>
  );
}
