import { ConfirmModal } from '@tradesim/ui-kit';

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
    <ConfirmModal
      title="Remove QR Code"
      confirmLabel="Remove QR Code"
      busyLabel="Removing..."
      busy={removing}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>
        Once a second staff member approves, users see no QR code when they deposit until a new one is
        uploaded. They can still copy the address.
      </p>
    </ConfirmModal>
  );
}
