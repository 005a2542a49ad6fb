import type { Asset } from '@tradesim/core';
import { Card, EmptyState, Field, SimulatedTag } from '@tradesim/ui-kit';
import { useId, useState } from 'react';
import { AssetOption } from './asset-option.js';
import styles from './asset-picker.module.css';

/** Name or symbol contains the search, ignoring case. */
function matches(asset: Asset, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return asset.name.toLowerCase().includes(needle) || asset.symbol.toLowerCase().includes(needle);
}

/**
 * The searchable list of active assets to invest in.
 * DESIGN: the search filters the loaded list as the user types (a few dozen assets at most),
 * instead of asking the server on every keystroke.
 */
export function AssetPicker({
  assets,
  selectedId,
  onSelect,
}: {
  assets: Asset[];
  selectedId: string | null;
  onSelect(asset: Asset): void;
}) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const shown = assets.filter((asset) => matches(asset, search));
  return (
    <Card aria-labelledby={headingId} className={styles.picker}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          Choose an asset
        </h2>
        <SimulatedTag />
      </div>
      <Field
        label="Search assets"
        type="search"
        placeholder="Name or symbol"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {assets.length === 0 ? (
        <EmptyState title="No assets available" text="There is nothing to invest in right now." />
      ) : shown.length === 0 ? (
        <EmptyState title="No assets found" text="Try adjusting your search" />
      ) : (
        <fieldset className={styles.options}>
          <legend className="visually-hidden">Asset</legend>
          {shown.map((asset) => (
            <AssetOption key={asset.id} asset={asset} checked={asset.id === selectedId} onSelect={onSelect} />
          ))}
        </fieldset>
      )}
    </Card>
  );
}
