import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePopover } from './use-popover.js';

afterEach(cleanup);

function Menu({ focusOut }: { focusOut?: boolean }) {
  const { open, root, close, toggle } = usePopover(focusOut === undefined ? {} : { focusOut });
  return (
    <>
      <div ref={root}>
        <button type="button" aria-expanded={open} onClick={toggle}>
          Menu
        </button>
        {open && (
          <button type="button" onClick={close}>
            Item
          </button>
        )}
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Menu' });

describe('usePopover', () => {
  it('toggles from its trigger, closes from inside, on Escape and on a press outside', () => {
    render(<Menu />);
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('button', { name: 'Item' }));
    expect(screen.queryByRole('button', { name: 'Item' })).toBeNull();
    fireEvent.click(trigger());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Item' })).toBeNull();
    fireEvent.click(trigger());
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('button', { name: 'Item' })).toBeNull();
  });

  it('closes when the focus leaves it, unless told not to', () => {
    const { unmount } = render(<Menu />);
    fireEvent.click(trigger());
    fireEvent.focusOut(trigger(), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(screen.queryByRole('button', { name: 'Item' })).toBeNull();
    unmount();
    render(<Menu focusOut={false} />);
    fireEvent.click(trigger());
    fireEvent.focusOut(trigger(), { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(screen.getByRole('button', { name: 'Item' })).toBeTruthy();
  });
});
