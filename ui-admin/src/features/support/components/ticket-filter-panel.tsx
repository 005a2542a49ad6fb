import { ticketCategoryOptions, ticketPriorityOptions } from '@tradesim/ui-kit';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { useAdminName } from '../api/use-admin-name.js';
import type { SupportFilters } from '../lib/support-filters.js';
import { statusOptions } from '../lib/ticket-labels.js';
import type { SupportFilterChange } from '../lib/use-support-filters.js';
import { SelectControl } from './select-control.js';
import styles from './ticket-toolbar.module.css';

/**
 * The Status, Priority and Category selects of docs/product/admin-console.md#screens, plus the assignee.
 * DESIGN: the API lists no admins, so the assignee filter offers "Assigned to me" (the everyday
 * question) and, when a link names another admin, that admin.
 */
export function TicketFilterPanel({
  filters,
  onChange,
}: {
  filters: SupportFilters;
  onChange(change: SupportFilterChange): void;
}) {
  const me = useAdminAuth().admin;
  const other = filters.assigned && filters.assigned !== 'me' ? filters.assigned : undefined;
  const otherName = useAdminName(other);
  const assigneeOptions: [string, string][] = [
    ['', 'Anyone'],
    ['me', 'Assigned to me'],
    ...(other && other !== me?.id ? [[other, otherName ?? other] as [string, string]] : []),
  ];
  return (
    <div className={styles.panel}>
      <SelectControl
        label="Status"
        value={filters.status ?? ''}
        options={[['', 'All statuses'], ...statusOptions]}
        onChange={(status) => onChange({ status })}
      />
      <SelectControl
        label="Priority"
        value={filters.priority ?? ''}
        options={[['', 'All priorities'], ...ticketPriorityOptions]}
        onChange={(priority) => onChange({ priority })}
      />
      <SelectControl
        label="Category"
        value={filters.category ?? ''}
        options={[['', 'All categories'], ...ticketCategoryOptions]}
        onChange={(category) => onChange({ category })}
      />
      <SelectControl
        label="Assigned to"
        value={filters.assigned === me?.id ? 'me' : (filters.assigned ?? '')}
        options={assigneeOptions}
        onChange={(assigned) => onChange({ assigned })}
      />
    </div>
  );
}
