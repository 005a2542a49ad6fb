import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../test/fake-sdk.js';
import { assetFixture, profileFixture } from '../../test/fixtures.js';
import { LiveProbe } from '../../test/live-probe.js';
import { renderPage } from '../../test/render.js';
import { AssetSearch } from './asset-search.js';
import { AvatarMenu } from './avatar-menu.js';
import { BalanceChip } from './balance-chip.js';
import { Sidebar } from './sidebar.js';

afterEach(cleanup);

describe('the header', () => {
  it('shows the balance and updates it when a profile event arrives', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(profileFixture({ balance: '10.00' }))
      .mockResolvedValue(profileFixture({ balance: '510.00' }));
    const sdk = fakeSdk({ me: { get } });
    renderPage(
      <>
        <LiveProbe />
        <BalanceChip />
      </>,
      { sdk },
    );
    await waitFor(() => expect(screen.getByTestId('balance-chip').textContent).toBe('$10.00'));
    sdk.emit({ topic: 'me', event: 'profile', data: { balance: '510.00' } });
    await waitFor(() => expect(screen.getByTestId('balance-chip').textContent).toBe('$510.00'));
  });

  const coins = ['BTC', 'BCH', 'BNB', 'BAT', 'BAND', 'BSV'].map((symbol, index) =>
    assetFixture({ id: `00000000-0000-4000-8000-00000000000${index}`, symbol, name: `${symbol} coin` }),
  );
  const openSearch = () => {
    const list = vi.fn().mockResolvedValue({ items: coins });
    renderPage(<AssetSearch />, { sdk: fakeSdk({ market: { assets: { list } } }) });
    return { list, input: screen.getByRole('combobox', { name: 'Search assets' }) };
  };
  const key = (element: HTMLElement, name: string) => fireEvent.keyDown(element, { key: name });

  it('suggests at most 5 matching assets and opens the one picked', async () => {
    const { list, input } = openSearch();
    fireEvent.change(input, { target: { value: 'b' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    expect(list).toHaveBeenLastCalledWith({ q: 'b', sort: 'name', order: 'asc' });
    fireEvent.click(screen.getByRole('option', { name: /BNB coin/ }));
    expect(screen.getByTestId('location').textContent).toBe('/asset/00000000-0000-4000-8000-000000000002');
  });

  it('is a combobox: its listbox of options, the highlight moved by the arrows, Enter and Escape', async () => {
    const { input } = openSearch();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'b' } });
    const listbox = await screen.findByRole('listbox', { name: 'Matching assets' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(5));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    const highlighted = () => {
      const id = input.getAttribute('aria-activedescendant');
      const selected = screen
        .getAllByRole('option')
        .filter((option) => option.getAttribute('aria-selected') === 'true');
      expect(selected.map((option) => option.id)).toEqual(id ? [id] : []);
      return id ? document.getElementById(id)?.textContent : null;
    };
    key(input, 'ArrowDown');
    expect(highlighted()).toBe('BTC coinBTC');
    key(input, 'ArrowDown');
    expect(highlighted()).toBe('BCH coinBCH');
    key(input, 'ArrowUp');
    expect(highlighted()).toBe('BTC coinBTC');
    // Up from the first wraps to the last, and down from the last back to the first.
    key(input, 'ArrowUp');
    expect(highlighted()).toBe('BAND coinBAND');
    key(input, 'ArrowDown');
    expect(highlighted()).toBe('BTC coinBTC');
    key(input, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    // Down opens the list again on its first option; Enter opens the highlighted asset.
    key(input, 'ArrowDown');
    await screen.findByRole('listbox');
    expect(highlighted()).toBe('BTC coinBTC');
    key(input, 'ArrowDown');
    expect(highlighted()).toBe('BCH coinBCH');
    key(input, 'Enter');
    expect(screen.getByTestId('location').textContent).toBe('/asset/00000000-0000-4000-8000-000000000001');
  });

  it('opens the first suggestion on Enter when none is highlighted', async () => {
    const { input } = openSearch();
    fireEvent.change(input, { target: { value: 'b' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    key(input, 'Enter');
    expect(screen.getByTestId('location').textContent).toBe('/asset/00000000-0000-4000-8000-000000000000');
  });

  it('names the account button while the profile is still loading (its placeholders are hidden)', () => {
    const get = vi.fn(() => new Promise<never>(() => undefined));
    renderPage(<AvatarMenu />, { sdk: fakeSdk({ me: { get } }) });
    expect(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-haspopup')).toBe('menu');
  });

  it("calls the user 'User' when the profile has no name, and signs out from the avatar menu", async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    const get = vi.fn().mockResolvedValue(profileFixture({ firstName: null, lastName: null }));
    renderPage(<AvatarMenu />, { sdk: fakeSdk({ me: { get }, auth: { logout } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'User' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(logout).toHaveBeenCalledWith({ scope: 'local' });
  });
});

describe('the sidebar', () => {
  it('signs out with Logout (the spec only logged a message)', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    renderPage(<Sidebar />, { sdk: fakeSdk({ auth: { logout } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('links every section', () => {
    renderPage(<Sidebar />);
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Dashboard', 'Market', 'Portfolio', 'Profile', 'Support', 'Settings', 'FAQ']);
  });
});
