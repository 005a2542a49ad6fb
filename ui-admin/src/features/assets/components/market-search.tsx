import { Button, Icon } from '@tradesim/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { useMarketSearch } from '../api/use-market-search.js';
import styles from './add-asset.module.css';
import { MarketResults } from './market-results.js';

/**
 * The market search: submitted by Enter or the Search button; a blank query is not searched
 * (docs/product/admin-console.md#validation-rules). Searching the same text again asks the sources again.
 */
export function MarketSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const search = useMarketSearch(submitted);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    if (q === submitted) void search.refetch();
    else setSubmitted(q);
  };
  return (
    <>
      <form className={styles.searchForm} onSubmit={submit} aria-label="Search markets">
        <label htmlFor={id} className="visually-hidden">
          Search by symbol or name
        </label>
        <input
          id={id}
          type="search"
          className={styles.input}
          placeholder="Search by symbol or name..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={text.trim() === ''}>
          <Icon name="search" size={16} />
          Search
        </Button>
      </form>
      <MarketResults q={submitted} search={search} />
    </>
  );
}
