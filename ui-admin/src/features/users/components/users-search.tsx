import { useDebouncedValue } from '@tradesim/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './users-filters.module.css';

/** The server refuses a longer `q` (adminUserListQuerySchema). */
const maxQueryLength = 200;

/**
 * The search box: it asks once typing pauses (300 ms) and writes the text into the URL. A `q`
 * that changes from outside (the header search, Back) replaces what is typed.
 */
export function UsersSearch({ q, onSearch }: { q: string; onSearch(q: string): void }) {
  const id = useId();
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text, 300);
  const written = useRef(q);
  useEffect(() => {
    if (settled.trim() === written.current) return;
    written.current = settled.trim();
    onSearch(settled);
  }, [settled, onSearch]);
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setText(q);
  }, [q]);
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        Search users by name or email
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        placeholder="Search by name or email..."
        autoComplete="off"
        maxLength={maxQueryLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
