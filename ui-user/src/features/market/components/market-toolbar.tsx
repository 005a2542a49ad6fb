import { Field, Segmented } from '@tradesim/ui-kit';
import styles from './market-toolbar.module.css';
import { SortButtons } from './sort-buttons.js';
import type { MarketFilter, useMarketFilters } from './use-market-filters.js';

const filterOptions: readonly { value: MarketFilter; label: string }[] = [
  { value: 'all', label: 'All Assets' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'stock', label: 'Stocks' },
];

/** Search by name or symbol, the type filter and the sort, above the market list. */
export function MarketToolbar({ view }: { view: ReturnType<typeof useMarketFilters> }) {
  return (
    <div className={styles.toolbar}>
      <Field
        className={styles.search}
        label="Search by name or symbol"
        type="search"
        placeholder="e.g. Bitcoin or BTC"
        autoComplete="off"
        value={view.search}
        onChange={(event) => view.setSearch(event.target.value)}
      />
      <div className={styles.controls}>
        <Segmented label="Asset type" options={filterOptions} value={view.filter} onChange={view.setFilter} />
        <SortButtons sort={view.sort} order={view.order} onChoose={view.chooseSort} />
      </div>
    </div>
  );
}
