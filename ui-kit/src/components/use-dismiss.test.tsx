import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDismiss } from './use-dismiss.js';

afterEach(cleanup);

function Popover({ open, close }: { open: boolean; close: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, open, close);
  return (
    <>
      <div ref={root}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </>
  );
}

describe('useDismiss', () => {
  it('closes on a press outside and on Escape, not on a press inside', () => {
    const close = vi.fn();
    render(<Popover open close={close} />);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'inside' }));
    expect(close).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'outside' }));
    expect(close).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('closes when the focus moves out, not when it moves inside or leaves the window', () => {
    const close = vi.fn();
    render(<Popover open close={close} />);
    const inside = screen.getByRole('button', { name: 'inside' });
    fireEvent.blur(inside, { relatedTarget: null });
    expect(close).not.toHaveBeenCalled();
    fireEvent.blur(inside, { relatedTarget: screen.getByRole('button', { name: 'outside' }) });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('does nothing while closed', () => {
    const close = vi.fn();
    render(<Popover open={false} close={close} />);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'outside' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
  });
});
