import { Button, Modal } from '@tradesim/ui-kit';

/** DESIGN: removing the QR takes it off every user's deposit screen, so it is confirmed first. */
export function RemoveQrModal({
  removing,
  onCancel,
  onConfirm,
}: {
  removing: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Modal
      title="Remove QR Code"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={removing}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={removing}>
            {removing ? 'Removing...' : 'Remove QR Code'}
          </Button>
        </>
      }
    >
      <p>
        Users will see no QR code when they deposit until you upload a new one. They can still copy the
        address.
      </p>
    </Modal>
  );
}
