import { SearchInput } from '@tradesim/ui-kit';
import { useDeferredValue, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/routes.js';
import { useAssets } from '../../features/market/api/use-market.js';
import styles from './asset-search.module.css';

const suggestionLimit = 5;

/** Header search: up to 5 assets whose name or symbol matches; a click opens one, Enter the first. */
export function AssetSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDeferredValue(text.trim());
  const navigate = useNavigate();
  const listId = useId();
  const assets = useAssets(query ? { q: query, sort: 'name', order: 'asc' } : { sort: 'name', order: 'asc' });
  const suggestions = query ? (assets.data ?? []).slice(0, suggestionLimit) : [];
  const showList = open && query.length > 0;

  const choose = (id: string) => {
    setText('');
    setOpen(false);
    navigate(paths.asset(id));
  };

  return (
    <div className={styles.root}>
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search assets
      </label>
      <SearchInput
        id={`${listId}-input`}
        placeholder="Search assets"
        aria-controls={showList ? listId : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          else if (event.key === 'Enter' && suggestions[0]) {
            event.preventDefault();
            choose(suggestions[0].id);
          }
        }}
      />
      {showList && (
        <ul id={listId} className={styles.list} aria-label="Matching assets">
          {suggestions.length === 0 && !assets.isFetching && (
            <li className={styles.empty}>No assets found</li>
          )}
          {suggestions.map((asset) => (
            <li key={asset.id}>
              <button
                type="button"
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(asset.id)}
              >
                <span>{asset.name}</span>
                <span className={styles.symbol}>{asset.symbol}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
