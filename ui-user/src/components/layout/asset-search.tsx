import { SearchInput } from '@tradesim/ui-kit';
import { type KeyboardEvent, useDeferredValue, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/routes.js';
import { useAssets } from '../../lib/use-market.js';
import styles from './asset-search.module.css';
import { searchAllAssets } from './frame-reads.js';

const suggestionLimit = 5;

/**
 * Header search: up to 5 assets whose name or symbol matches, as an ARIA 1.2 combobox (the
 * list-autocomplete pattern of the APG). Focus stays in the input; the arrows move a highlight
 * through the options (aria-activedescendant), Enter opens the highlighted one or else the
 * first, Escape closes the list; a click opens the one clicked.
 */
export function AssetSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDeferredValue(text.trim());
  const navigate = useNavigate();
  const listId = useId();
  const inputId = `${listId}-input`;
  const assets = useAssets(query ? { q: query, ...searchAllAssets } : searchAllAssets);
  const suggestions = query ? (assets.data ?? []).slice(0, suggestionLimit) : [];
  const showPopup = open && query.length > 0;
  // The combobox is expanded only while its listbox is on screen with options in it.
  const expanded = showPopup && suggestions.length > 0;
  const highlighted = expanded && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (id: string) => {
    setText('');
    close();
    // Fire and forget: the data router's promise only says the navigation is done.
    void navigate(paths.asset(id));
  };
  /** Moves the highlight by `step`, wrapping at either end; opens the list first if closed. */
  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    if (count === 0) return;
    setOpen(true);
    if (!expanded || highlighted < 0) setActive(step === 1 ? 0 : count - 1);
    else setActive((highlighted + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // The highlighted suggestion, or the first when none is.
      const target = suggestions[Math.max(highlighted, 0)];
      if (!target) return;
      event.preventDefault();
      choose(target.id);
    } else if (event.key === 'Escape' && showPopup) {
      // Only closes the list; with the list closed, Escape clears the box as a search box does.
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className="visually-hidden">
        Search assets
      </label>
      <SearchInput
        id={inputId}
        placeholder="Search assets"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(close, 150)}
        onKeyDown={onKeyDown}
      />
      {expanded && (
        <div id={listId} role="listbox" className={styles.list} aria-label="Matching assets">
          {suggestions.map((asset, index) => (
            // The keys are the combobox input's (focus stays there: aria-activedescendant), so an
            // option only takes the pointer; tabIndex -1 keeps it out of the Tab order.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the focused combobox input handles the keys for every option
            <div
              key={asset.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === highlighted}
              className={`${styles.option} ${index === highlighted ? styles.highlighted : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(asset.id)}
            >
              <span>{asset.name}</span>
              <span className={styles.symbol}>{asset.symbol}</span>
            </div>
          ))}
        </div>
      )}
      {showPopup && suggestions.length === 0 && !assets.isFetching && (
        <p className={`${styles.list} ${styles.empty}`} role="status">
          No assets found
        </p>
      )}
    </div>
  );
}
