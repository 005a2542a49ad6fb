import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Modal } from './modal.js';

interface ConfirmModalProps {
  title: string;
  /** What will happen, and any error of the last attempt. */
  children: ReactNode;
  /** The confirming button ("Sell Early"), and its text while the action runs ("Selling..."). */
  confirmLabel: string;
  busyLabel: string;
  /** The way out ("Cancel", "Keep it"). */
  cancelLabel?: string;
  /** The action is running: both buttons wait for it. */
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * "Are you sure?" for an action that cannot be taken back: the way out first, the action as a
 * danger button that names itself, and neither clickable while it runs.
 */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  busy,
  onCancel,
  onConfirm,
}: ConfirmModalProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
