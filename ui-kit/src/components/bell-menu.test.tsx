import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BellMenu } from './bell-menu.js';

afterEach(cleanup);

function Bell({ count }: { count: number }) {
  return (
    <BellMenu label={`Alerts: ${count}`} count={count} countTestId="count" panelLabel="Alerts">
      {(close) => (
        <button type="button" onClick={close}>
          Done
        </button>
      )}
    </BellMenu>
  );
}

describe('BellMenu', () => {
  it('shows the count, capped at 99+, and none at zero', () => {
    const { rerender } = render(<Bell count={3} />);
    expect(screen.getByTestId('count').textContent).toBe('3');
    rerender(<Bell count={140} />);
    expect(screen.getByTestId('count').textContent).toBe('99+');
    rerender(<Bell count={0} />);
    expect(screen.queryByTestId('count')).toBeNull();
  });

  it('opens its named panel and lets the panel close it', () => {
    render(<Bell count={1} />);
    const bell = screen.getByRole('button', { name: 'Alerts: 1' });
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Alerts' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Alerts' })).toBeNull();
  });
});
