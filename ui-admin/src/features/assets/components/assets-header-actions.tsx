import { Button, Icon } from '@tradesim/ui-kit';
import { useStaffMay } from '../../../lib/use-staff-may.js';
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
  // Debug Images only checks the images in this browser; the rest changes the catalogue.
  const canChange = useStaffMay()('catalogue', 'change');
  return (
    <div className={styles.headerActions}>
      <Button variant="ghost" size="sm" onClick={onDebugImages}>
        Debug Images
      </Button>
      {canChange && <CatalogueActions {...{ imagesRunning, onUpdateImages, onBulkAdd, onAddAsset }} />}
    </div>
  );
}

function CatalogueActions({
  imagesRunning,
  onUpdateImages,
  onBulkAdd,
  onAddAsset,
}: Omit<AssetsHeaderActionsProps, 'onDebugImages'>) {
  return (
    <>
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
    </>
  );
}
