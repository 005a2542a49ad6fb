import { Button, Segmented } from '@tradesim/ui-kit';
import { DateRangeFields } from '../../../components/date-range-fields.js';
import { ExportCsvButton } from '../../../components/export-csv-button.js';
import { SearchField } from '../../../components/search-field.js';
import { rangeFileSuffix } from '../../../lib/date-range.js';
import { useClient } from '../../../lib/sdk-context.js';
import { type StatusFilter, statusOptions, type TypeFilter, typeOptions } from './labels.js';
import styles from './transaction-filters.module.css';
import type { useTransactionFilters } from './use-transaction-filters.js';

type Filters = ReturnType<typeof useTransactionFilters>;

/**
 * Search (description or hash), the type and status filters, the period, Export CSV (the whole
 * filtered list) and Clear when any filter is set.
 */
export function TransactionFilters({ filters }: { filters: Filters }) {
  const client = useClient();
  return (
    <div className={styles.bar}>
      <SearchField
        id="transaction-search"
        label="Search transactions"
        className={styles.search}
        placeholder="Search by description or transaction hash..."
        value={filters.search}
        onChange={(event) => filters.setSearch(event.target.value)}
      />
      <Segmented<TypeFilter>
        label="Type"
        options={typeOptions}
        value={filters.type}
        onChange={filters.setType}
      />
      <label htmlFor="transaction-status" className="visually-hidden">
        Status
      </label>
      <select
        id="transaction-status"
        className={styles.select}
        value={filters.status}
        onChange={(event) => filters.setStatus(event.target.value as StatusFilter)}
      >
        {statusOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <DateRangeFields id="transactions" range={filters.range} onChange={filters.setRange} />
      <ExportCsvButton
        load={() => client.admin.transactions.exportCsv(filters.filters)}
        fileName={`tradesim-transactions${rangeFileSuffix(filters.range)}.csv`}
      />
      {filters.hasFilters && (
        <Button variant="ghost" size="sm" onClick={filters.clear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
