import { Button, Icon } from '@tradesim/ui-kit';
import { useId, useState } from 'react';
import { hasActiveFilters, hasPanelFilters, type SupportFilters } from '../lib/support-filters.js';
import type { SupportFilterChange } from '../lib/use-support-filters.js';
import { TicketFilterPanel } from './ticket-filter-panel.js';
import { TicketSearch } from './ticket-search.js';
import styles from './ticket-toolbar.module.css';

const cleared: SupportFilterChange = {
  q: undefined,
  status: undefined,
  priority: undefined,
  category: undefined,
  assigned: undefined,
};

/**
 * docs/product/admin-console.md#screens: a search box, a Filters toggle that reveals the selects, and Clear while any
 * filter or search narrows the list. The panel starts open when a link already set a filter.
 */
export function TicketToolbar({
  filters,
  onChange,
}: {
  filters: SupportFilters;
  onChange(change: SupportFilterChange): void;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(() => hasPanelFilters(filters));
  return (
    <div className={styles.toolbar}>
      <div className={styles.row}>
        <TicketSearch value={filters.q} onSearch={(q) => onChange({ q })} />
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          Filters
          <span className={open ? styles.chevronOpen : styles.chevron}>
            <Icon name="chevronDown" size={16} />
          </span>
        </Button>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" onClick={() => onChange(cleared)}>
            Clear
          </Button>
        )}
      </div>
      <div id={panelId} hidden={!open}>
        {open && <TicketFilterPanel filters={filters} onChange={onChange} />}
      </div>
    </div>
  );
}
