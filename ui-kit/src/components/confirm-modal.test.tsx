import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal.js';

afterEach(cleanup);

function renderConfirm(busy: boolean) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmModal
      title="Remove QR Code"
      confirmLabel="Remove QR Code"
      busyLabel="Removing..."
      cancelLabel="Keep it"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>Users will see no QR code.</p>
    </ConfirmModal>,
  );
  return { onCancel, onConfirm };
}

describe('ConfirmModal', () => {
  it('asks in a dialog named by its title, and each button does its one thing', () => {
    const { onCancel, onConfirm } = renderConfirm(false);
    expect(screen.getByRole('dialog', { name: 'Remove QR Code' })).toBeTruthy();
    expect(screen.getByText('Users will see no QR code.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove QR Code' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while the action runs, says so and lets neither button be pressed', () => {
    renderConfirm(true);
    const running = screen.getByRole('button', { name: 'Removing...' }) as HTMLButtonElement;
    const keep = screen.getByRole('button', { name: 'Keep it' }) as HTMLButtonElement;
    expect(running.disabled).toBe(true);
    expect(keep.disabled).toBe(true);
  });

  it('offers "Cancel" as the way out unless told otherwise', () => {
    render(
      <ConfirmModal
        title="Sure?"
        confirmLabel="Do it"
        busyLabel="Doing..."
        busy={false}
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
      >
        <p>Text</p>
      </ConfirmModal>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
