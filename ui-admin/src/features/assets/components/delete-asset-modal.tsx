import { type Asset, adminScreenMessages } from '@tradesim/core';
import { Button, Modal, Notice } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useDeleteAsset } from '../api/use-asset-actions.js';
import styles from './modal-form.module.css';

interface DeleteAssetModalProps {
  asset: Asset;
  onClose(): void;
  onDeleted(asset: Asset): void;
}

/**
 * Delete Asset with the spec's confirmation. The server refuses while investments reference the
 * asset (ASSET_IN_USE); its message, which says to deactivate instead, is shown here.
 */
export function DeleteAssetModal({ asset, onClose, onDeleted }: DeleteAssetModalProps) {
  const remove = useDeleteAsset();
  const confirm = () => remove.mutate(asset, { onSuccess: () => onDeleted(asset) });
  return (
    <Modal
      title="Delete Asset"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete Asset'}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.text}>{adminScreenMessages.deleteAssetConfirm(asset.name)}</p>
        {remove.isError && (
          <Notice tone="error">{errorMessage(remove.error, adminScreenMessages.deleteAssetFailed)}</Notice>
        )}
      </div>
    </Modal>
  );
}
