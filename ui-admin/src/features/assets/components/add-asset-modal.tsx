import type { Asset } from '@tradesim/core';
import { Button, Modal, Segmented } from '@tradesim/ui-kit';
import { useState } from 'react';
import styles from './add-asset.module.css';
import { ManualAssetForm } from './manual-asset-form.js';
import { MarketSearch } from './market-search.js';

type Mode = 'search' | 'manual';

const modes = [
  { value: 'search', label: 'Search markets' },
  { value: 'manual', label: 'Enter manually' },
] as const;

/**
 * Add Asset (docs/product/admin-console.md#screens): search the crypto and stock sources and add a result. DESIGN: the
 * API also takes an asset entered by hand (symbol, name, type, an optional price), for a symbol
 * the sources do not know or while they are down; that is the second tab.
 */
export function AddAssetModal({ onClose, onAdded }: { onClose(): void; onAdded(asset: Asset): void }) {
  const [mode, setMode] = useState<Mode>('search');
  return (
    <Modal
      title="Add Asset"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className={styles.body}>
        <Segmented<Mode> label="How to add" options={modes} value={mode} onChange={setMode} />
        {mode === 'search' ? <MarketSearch /> : <ManualAssetForm onAdded={onAdded} />}
      </div>
    </Modal>
  );
}
