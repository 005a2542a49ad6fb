import { Button, Icon } from '@tradesim/ui-kit';
import styles from './assets-page.module.css';

interface AssetsHeaderActionsProps {
  imagesRunning: boolean;
  onDebugImages(): void;
  onUpdateImages(): void;
  onBulkAdd(): void;
  onAddAsset(): void;
}

/** The header's buttons (docs/product/admin-console.md#screens); the price feed's own sit in its bar below. */
export function AssetsHeaderActions({
  imagesRunning,
  onDebugImages,
  onUpdateImages,
  onBulkAdd,
  onAddAsset,
}: AssetsHeaderActionsProps) {
  return (
    <div className={styles.headerActions}>
      <Button variant="ghost" size="sm" onClick={onDebugImages}>
        Debug Images
      </Button>
      <Button variant="secondary" size="sm" onClick={onUpdateImages} disabled={imagesRunning}>
        <Icon name="image" size={16} />
        {imagesRunning ? 'Updating Images...' : 'Update Images'}
      </Button>
      <Button variant="secondary" size="sm" onClick={onBulkAdd}>
        <Icon name="assets" size={16} />
        Bulk Add
      </Button>
      <Button size="sm" onClick={onAddAsset}>
        <Icon name="plus" size={16} />
        Add Asset
      </Button>
    </div>
  );
}
