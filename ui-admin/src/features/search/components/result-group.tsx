import { useId } from 'react';
import { Link } from 'react-router';
import styles from './global-search.module.css';
import type { SearchGroup } from './search-groups.js';

/** One group of the header search's results: its title, its rows, and a link to the full list. */
export function ResultGroup({ group, onChoose }: { group: SearchGroup; onChoose(to: string): void }) {
  const titleId = useId();
  if (!group.loading && !group.failed && group.items.length === 0) return null;
  return (
    <div className={styles.group}>
      <p id={titleId} className={styles.groupTitle}>
        {group.title}
      </p>
      {group.loading && <p className={styles.hint}>Searching...</p>}
      {group.failed && (
        <p className={styles.error} role="alert">
          Could not search {group.title.toLowerCase()}.
        </p>
      )}
      {group.items.length > 0 && (
        <ul className={styles.list} aria-labelledby={titleId}>
          {group.items.map((item) => (
            <li key={item.id}>
              <Link
                className={styles.option}
                to={item.to}
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(item.to);
                }}
              >
                <span className={styles.primary}>{item.primary}</span>
                <span className={styles.secondary}>{item.secondary}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              className={styles.all}
              to={group.allTo}
              onClick={(event) => {
                event.preventDefault();
                onChoose(group.allTo);
              }}
            >
              Show all in {group.title}
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
