import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from '@tradesim/core';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import {
  adminFixture,
  adminTransactionFixture,
  adminUserFixture,
  assetFixture,
} from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { GlobalSearch } from './global-search.js';

afterEach(cleanup);

const user = adminUserFixture();
const bitcoin = assetFixture();
const deposit = adminTransactionFixture({ transactionHash: 'abc123' });

function renderSearch(
  overrides: { users?: unknown; assets?: unknown; transactions?: unknown } = {},
  role: StaffRole = 'owner',
) {
  const lists = {
    users: vi.fn().mockResolvedValue({ items: [user], nextCursor: null, total: 1 }),
    assets: vi.fn().mockResolvedValue({ items: [bitcoin] }),
    transactions: vi.fn().mockResolvedValue({ items: [deposit], nextCursor: null }),
    ...overrides,
  } as Record<'users' | 'assets' | 'transactions', Mock<(query: unknown) => Promise<unknown>>>;
  const session = vi.fn().mockResolvedValue({
    admin: adminFixture({ role }),
    expiresAt: '2099-01-01T00:00:00.000Z',
  });
  const sdk = fakeSdk({
    admin: {
      auth: { session },
      users: { list: lists.users },
      assets: { list: lists.assets },
      transactions: { list: lists.transactions },
    },
  });
  renderPage(<GlobalSearch />, { sdk });
  return lists;
}

const box = () => screen.getByRole('searchbox', { name: 'Search users, assets, transactions' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('the header search', () => {
  it('has the spec placeholder and waits for two characters', async () => {
    const lists = renderSearch();
    expect(box().getAttribute('placeholder')).toBe('Search users, assets, transactions...');
    type('a');
    expect(await screen.findByText('Type at least 2 characters.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lists.users).not.toHaveBeenCalled();
  });

  it('asks users, assets and transactions once typing pauses, and groups what they found', async () => {
    const lists = renderSearch();
    type('ad');
    type('ada');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await within(results).findByRole('link', { name: /Ada Lovelace/ });
    expect(lists.users).toHaveBeenCalledTimes(1);
    expect(lists.users).toHaveBeenCalledWith({ q: 'ada', limit: 5 });
    expect(lists.assets).toHaveBeenCalledWith({ q: 'ada' });
    expect(lists.transactions).toHaveBeenCalledWith({ q: 'ada', limit: 5 });
    const group = (name: string) => within(within(results).getByRole('list', { name }));
    expect(
      group('Users')
        .getByRole('link', { name: /Ada Lovelace\s*ada@example.com/ })
        .getAttribute('href'),
    ).toBe(`/users?q=ada%40example.com&user=${user.id}`);
    expect(
      group('Assets')
        .getByRole('link', { name: /Bitcoin \(BTC\)\s*Crypto/ })
        .getAttribute('href'),
    ).toBe(`/assets?q=BTC&asset=${bitcoin.id}`);
    expect(
      group('Transactions')
        .getByRole('link', { name: /Deposit \$100.00 · Pending\s*ada@example.com/ })
        .getAttribute('href'),
    ).toBe(`/transactions?q=ada&transaction=${deposit.id}`);
    expect(group('Users').getByRole('link', { name: 'Show all in Users' }).getAttribute('href')).toBe(
      '/users?q=ada',
    );
  });

  it('opens a result on click and clears itself', async () => {
    renderSearch();
    type('bitcoin');
    fireEvent.click(await screen.findByRole('link', { name: /Bitcoin \(BTC\)/ }));
    expect((await screen.findByTestId('location')).textContent).toBe(`/assets?q=BTC&asset=${bitcoin.id}`);
  });

  it('opens the first result on Enter', async () => {
    renderSearch();
    type('ada');
    await screen.findByRole('link', { name: /Ada Lovelace/ });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/users?q=ada%40example.com&user=${user.id}`,
    );
  });

  it('says when nothing matches', async () => {
    const none = () => vi.fn().mockResolvedValue({ items: [], nextCursor: null });
    renderSearch({ users: none(), assets: none(), transactions: none() });
    type('zzz');
    expect((await screen.findByRole('status')).textContent).toBe(
      'No users, assets or transactions match “zzz”.',
    );
  });

  it('shows what it found even when one list fails', async () => {
    renderSearch({ assets: vi.fn().mockRejectedValue(new Error('down')) });
    type('ada');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not search assets.');
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(screen.queryByText(/No users, assets or transactions/)).toBeNull();
  });

  it('closes on Escape and opens again on focus', async () => {
    renderSearch();
    type('ada');
    await screen.findByRole('link', { name: /Ada Lovelace/ });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull());
    // It points at the results only while they exist (axe: aria-controls must name an element).
    expect(box().getAttribute('aria-controls')).toBeNull();
    fireEvent.focus(box());
    expect(await screen.findByRole('region', { name: 'Search results' })).toBeTruthy();
  });

  it('searches only what the role may read', async () => {
    const lists = renderSearch({}, 'support');
    type('ada');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await within(results).findByRole('link', { name: /Ada Lovelace/ });
    expect(within(results).queryByRole('list', { name: 'Assets' })).toBeNull();
    expect(within(results).queryByRole('list', { name: 'Transactions' })).toBeNull();
    expect(lists.assets).not.toHaveBeenCalled();
    expect(lists.transactions).not.toHaveBeenCalled();
  });
});
