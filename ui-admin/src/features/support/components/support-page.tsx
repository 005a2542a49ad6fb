import { PageHeader } from '@tradesim/ui-kit';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { useTicketList } from '../api/use-ticket-list.js';
import { toListQuery } from '../lib/support-filters.js';
import { useSupportFilters } from '../lib/use-support-filters.js';
import { ChatPanel, ChatPlaceholder } from './chat-panel.js';
import styles from './support-page.module.css';
import { SupportToastProvider } from './support-toast.js';
import { TicketList } from './ticket-list.js';
import { TicketStats } from './ticket-stats.js';
import { TicketToolbar } from './ticket-toolbar.js';

/**
 * The support center (docs/product/admin-console.md#screens): stat cards, search and filters, the ticket list and the
 * chat of the ticket picked. Filters and the open ticket live in the URL (`?q=`, `?status=`,
 * `?ticket=`…); new tickets and messages arrive live.
 */
export function SupportPage() {
  return (
    <SupportToastProvider>
      <SupportCenter />
    </SupportToastProvider>
  );
}

function SupportCenter() {
  const { filters, update } = useSupportFilters();
  const me = useAdminAuth().admin;
  const list = useTicketList(toListQuery(filters, me?.id));
  return (
    <>
      <PageHeader title="Support Center" />
      <TicketStats
        counts={list.counts}
        status={filters.status}
        priority={filters.priority}
        onFilter={update}
      />
      <TicketToolbar filters={filters} onChange={update} />
      {/* On a phone the open chat takes the list's place (its Close returns to the list). */}
      <div className={filters.ticket ? `${styles.workspace} ${styles.chatOpen}` : styles.workspace}>
        <TicketList list={list} selectedId={filters.ticket} onSelect={(ticket) => update({ ticket })} />
        {filters.ticket ? (
          <ChatPanel
            key={filters.ticket}
            ticketId={filters.ticket}
            onClose={() => update({ ticket: undefined })}
          />
        ) : (
          <ChatPlaceholder />
        )}
      </div>
    </>
  );
}
