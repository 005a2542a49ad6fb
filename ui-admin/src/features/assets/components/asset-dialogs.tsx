import type { Asset } from '@tradesim/core';
import type { AssetFeedback } from '../hooks/use-asset-feedback.js';
import { AddAssetModal } from './add-asset-modal.js';
import { AssetDetailsModal } from './asset-details-modal.js';
import { DeleteAssetModal } from './delete-asset-modal.js';
import { EditAssetModal } from './edit-asset-modal.js';
import { ImageCheckModal } from './image-check-modal.js';

/** The one dialog open on the screen, if any; a row's dialog holds the row as it was opened. */
export type Dialog =
  | { kind: 'view' | 'edit' | 'delete'; asset: Asset }
  | { kind: 'add' }
  | { kind: 'images' };

interface AssetDialogsProps {
  dialog: Dialog | null;
  /** The rows as they stand now, so an open dialog shows live prices. */
  assets: readonly Asset[] | undefined;
  feedback: AssetFeedback;
  onOpen(dialog: Dialog): void;
  onClose(): void;
  onUpdateImages(): void;
}

export function AssetDialogs({
  dialog,
  assets,
  feedback,
  onOpen,
  onClose,
  onUpdateImages,
}: AssetDialogsProps) {
  if (!dialog) return null;
  const done = (text: string) => {
    onClose();
    feedback.succeed(text);
  };
  switch (dialog.kind) {
    case 'add':
      return (
        <AddAssetModal
          onClose={onClose}
          onAdded={(asset) => done(`${asset.name} (${asset.symbol}) added.`)}
        />
      );
    case 'images':
      return <ImageCheckModal onClose={onClose} onUpdateImages={onUpdateImages} />;
  }
  const asset = assets?.find((row) => row.id === dialog.asset.id) ?? dialog.asset;
  switch (dialog.kind) {
    case 'view':
      return (
        <AssetDetailsModal asset={asset} onClose={onClose} onEdit={() => onOpen({ kind: 'edit', asset })} />
      );
    case 'edit':
      return (
        <EditAssetModal asset={asset} onClose={onClose} onSaved={(saved) => done(`${saved.name} updated.`)} />
      );
    case 'delete':
      return (
        <DeleteAssetModal
          asset={asset}
          onClose={onClose}
          onDeleted={(gone) => done(`${gone.name} deleted.`)}
        />
      );
  }
}
