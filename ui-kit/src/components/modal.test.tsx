import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';
import { Modal } from './modal.js';

afterEach(cleanup);

describe('Modal', () => {
  it('is a dialog named by its title, with focus moved into it', () => {
    render(
      <Modal title="Reject transaction" onClose={() => undefined} actions={<Button>Reject</Button>}>
        <p>The user will be notified.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject transaction' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('closes on Escape, and on a click on the dimmed page but not inside the panel', () => {
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
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
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
