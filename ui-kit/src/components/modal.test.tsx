import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';
import { Modal } from './modal.js';

afterEach(cleanup);

describe('Modal', () => {
  it('is a modal dialog named by its title, open, with focus moved onto it', () => {
    render(
      <Modal title="Reject transaction" onClose={() => undefined} actions={<Button>Reject</Button>}>
        <p>The user will be notified.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject transaction' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('asks to close on Escape, and on a press on the dimmed page but not inside the panel', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Details" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    fireEvent.mouseDown(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    fireEvent.mouseDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
    // The owner decides: the browser's own closing on Escape is refused, the dialog stays open.
    expect(dialog.open).toBe(true);
  });

  it('refuses the browser its cancel, and reports a close the browser made anyway', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Details" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    dialog.close();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes the native dialog when it unmounts, without reporting it as a close request', () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <Modal title="Details" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    unmount();
    expect(dialog.open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open, focus kept, when its owner re-renders it with a new onClose', () => {
    const { rerender } = render(
      <Modal title="Details" onClose={() => undefined}>
        <input aria-label="Name" />
      </Modal>,
    );
    const input = screen.getByLabelText('Name');
    input.focus();
    rerender(
      <Modal title="Details" onClose={() => undefined}>
        <input aria-label="Name" />
      </Modal>,
    );
    expect(document.activeElement).toBe(input);
    expect((screen.getByRole('dialog') as HTMLDialogElement).open).toBe(true);
  });

  it('gives focus back to what had it when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <Modal title="Details" onClose={() => undefined}>
        <p>Body</p>
      </Modal>,
    );
    expect(document.activeElement).not.toBe(opener);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
