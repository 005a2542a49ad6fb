import { type Asset, adminScreenMessages } from '@tradesim/core';
import { Button, formatCount, Modal, QueryState } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useAssets } from '../api/use-assets.js';
import { useImageChecks } from '../hooks/use-image-checks.js';
import { ImageCheckList } from './image-check-list.js';

interface ImageCheckModalProps {
  onClose(): void;
  onUpdateImages(): void;
}

/**
 * Debug Images. The spec's button only writes to the console; this checks every asset's icon
 * the way the table draws it (an image that loads within 5 s, one that fails, a text icon or
 * none) and lists what it found, with Update Images one press away.
 */
export function ImageCheckModal({ onClose, onUpdateImages }: ImageCheckModalProps) {
  const catalogue = useAssets({ status: 'all' });
  return (
    <Modal
      title="Asset Images"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onUpdateImages}>Update Images</Button>
        </>
      }
    >
      <QueryState
        query={catalogue}
        loading="Loading assets..."
        errorText={(error) =>
          adminScreenMessages.listError(errorMessage(error, adminScreenMessages.fetchAssetsFailed))
        }
      >
        {(data) => <ImageCheckReport assets={data.items} />}
      </QueryState>
    </Modal>
  );
}

function ImageCheckReport({ assets }: { assets: readonly Asset[] }) {
  const checks = useImageChecks(assets);
  const states = assets.map((asset) => checks.get(asset.id)?.state);
  const count = (state: string, one: string, many: string) => {
    const n = states.filter((value) => value === state).length;
    return `${formatCount(n)} ${n === 1 ? one : many}`;
  };
  const pending = states.filter((state) => state === undefined).length;
  return (
    <>
      <p role="status" data-testid="image-check-summary">
        {pending > 0
          ? `Checking ${formatCount(pending)} of ${formatCount(assets.length)} images...`
          : `${count('ok', 'image loads', 'images load')}, ${count('failed', 'fails', 'fail')}, ${count('text', 'text icon', 'text icons')}, ${count('none', 'without an icon', 'without an icon')}.`}
      </p>
      <ImageCheckList assets={assets} checks={checks} />
    </>
  );
}
