import { Icon, useDebouncedValue } from '@tradesim/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './ticket-toolbar.module.css';

/** docs/product/admin-console.md#constants-and-limits: the list is asked again 300 ms after typing pauses. */
export const searchDebounceMs = 300;

interface TicketSearchProps {
  /** The search the URL holds (already trimmed). */
  value: string;
  onSearch(q: string): void;
}

/**
 * The box over subject and description. What is typed reaches the URL (and so the list) once
 * typing pauses; a new URL (a link, Clear) replaces what the box shows.
 */
export function TicketSearch({ value, onSearch }: TicketSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, searchDebounceMs).trim();
  const written = useRef(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing writes; a URL change alone must not write the old text back.
  useEffect(() => {
    if (settled === value) return;
    written.current = settled;
    onSearch(settled);
  }, [settled]);
  useEffect(() => {
    // Our own write coming back must not undo what was typed since.
    if (value === written.current) return;
    written.current = value;
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        Search tickets
      </label>
      <span className={styles.searchIcon} aria-hidden="true">
        <Icon name="search" size={18} />
      </span>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder="Search tickets..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
