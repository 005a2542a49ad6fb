import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenu } from './account-menu.js';

afterEach(cleanup);

function Menu({ header }: { header?: string }) {
  return (
    <AccountMenu
      avatar="AL"
      header={header && <p>{header}</p>}
      items={({ close, itemClass }) => (
        <button type="button" role="menuitem" className={itemClass} onClick={close}>
          Sign out
        </button>
      )}
    >
      Ada
    </AccountMenu>
  );
}

describe('AccountMenu', () => {
  it('opens its menu from the avatar button and an item closes it', () => {
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Ada' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('puts a header above a menu named "Account"', () => {
    render(<Menu header="ada@example.com" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ada' }));
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
  });
});
