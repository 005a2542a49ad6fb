import { useDebouncedValue } from '@tradesim/ui-kit';
import { useEffect, useId, useState } from 'react';
import { SearchField } from '../../../components/search-field.js';
import styles from './asset-filters.module.css';

/** How long typing must pause before the list is asked again (the spec's list searches use 300 ms). */
const debounceMs = 300;

/**
 * The name-or-symbol search. What is typed goes to the URL once typing pauses; a new `q` from
 * outside (the header search, Back) replaces what is in the box.
 */
export function AssetSearch({ q, onQ }: { q: string; onQ(q: string): void }) {
  const id = useId();
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text, debounceMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text is sent; a new `q` must not send the old text back.
  useEffect(() => {
    if (settled.trim() !== q) onQ(settled);
  }, [settled]);
  useEffect(() => setText((current) => (current.trim() === q ? current : q)), [q]);
  return (
    <SearchField
      id={id}
      label="Search assets by name or symbol"
      className={styles.search}
      placeholder="Search by name or symbol..."
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
