import { Icon } from '@tradesim/ui-kit';
import styles from './sort-buttons.module.css';
import type { MarketSort, SortOrder } from './use-market-filters.js';

const options: readonly { value: MarketSort; label: string }[] = [
  { value: 'change', label: 'Change' },
  { value: 'price', label: 'Price' },
  { value: 'name', label: 'Name' },
];

const orderText: Record<SortOrder, string> = { asc: 'ascending', desc: 'descending' };

/**
 * Sort by Change, Price or Name. The active one shows its direction as an arrow, and says it
 * ("Price, descending") to screen readers; clicking it again flips the direction.
 */
export function SortButtons({
  sort,
  order,
  onChoose,
}: {
  sort: MarketSort;
  order: SortOrder;
  onChoose(value: MarketSort): void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Sort by</legend>
      {options.map((option) => {
        const active = option.value === sort;
        return (
          <button
            key={option.value}
            type="button"
            className={styles.option}
            aria-pressed={active}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
            {active && (
              <>
                <Icon name={order === 'asc' ? 'arrowUp' : 'arrowDown'} size={16} />
                <span className="visually-hidden">, {orderText[order]}</span>
              </>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
