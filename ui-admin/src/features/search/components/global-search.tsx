import { SearchInput, useDebouncedValue, useDismiss } from '@tradesim/ui-kit';
import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { minimumQueryLength, useGlobalSearch } from '../api/use-global-search.js';
import styles from './global-search.module.css';
import { ResultGroup } from './result-group.js';
import { searchGroups } from './search-groups.js';

/**
 * The header search (the spec's box "not wired to anything"): users, assets and transactions
 * matching the text, grouped, each linking to its screen with that row opened. Enter opens the
 * first result; Escape or a press elsewhere closes the panel.
 */
export function GlobalSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), 300);
  const search = useGlobalSearch(query);
  const groups = searchGroups(query, search);
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);

  const choose = (to: string) => {
    setText('');
    setOpen(false);
    // Fire and forget: the data router's promise only says the navigation is done.
    void navigate(to);
  };
  const first = groups.flatMap((group) => group.items)[0];
  const typed = text.trim();
  const busy = groups.some((group) => group.loading) || typed !== query;

  return (
    <div className={styles.root} ref={root}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search users, assets, transactions
      </label>
      <SearchInput
        id={`${id}-input`}
        className={styles.input}
        placeholder="Search users, assets, transactions..."
        aria-controls={open && typed.length > 0 ? `${id}-results` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && first && !busy) {
            event.preventDefault();
            choose(first.to);
          }
        }}
      />
      {open && typed.length > 0 && (
        <section id={`${id}-results`} className={styles.panel} aria-label="Search results" aria-busy={busy}>
          {typed.length < minimumQueryLength ? (
            <p className={styles.hint}>Type at least {minimumQueryLength} characters.</p>
          ) : (
            <>
              {groups.map((group) => (
                <ResultGroup key={group.title} group={group} onChoose={choose} />
              ))}
              {!busy && groups.every((group) => group.items.length === 0 && !group.failed) && (
                <p className={styles.hint} role="status">
                  No users, assets or transactions match “{query}”.
                </p>
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
}
