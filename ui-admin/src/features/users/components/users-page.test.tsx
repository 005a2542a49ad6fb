import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminFixture, adminUserFixture, portfolioFixture } from '../../../test/fixtures.js';
import { renderUsers, userPage } from '../../../test/users-test-kit.js';

afterEach(cleanup);

const ada = adminUserFixture();
const bob = adminUserFixture({
  id: '00000000-0000-4000-8000-000000000002',
  email: 'bob@example.com',
  firstName: 'Bob',
  lastName: 'Banned',
  displayName: 'Bob Banned',
  balance: '0.00',
  isBanned: true,
  portfolio: portfolioFixture({
    totalInvested: '100.00',
    currentValue: '90.00',
    totalReturn: '-10.00',
    totalReturnPercent: '-10.00',
  }),
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the users list', () => {
  it('shows a spinner while the users load', async () => {
    renderUsers({ list: () => new Promise(() => undefined) });
    expect((await screen.findByRole('status')).textContent).toBe('Loading users...');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
  });

  it('shows every column of the spec, the count, and a badge per status', async () => {
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([ada, bob], { total: 2 })) });
    expect((await screen.findByText('2 user(s) found')).getAttribute('role')).toBe('status');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['User', 'Balance', 'Portfolio Simulated', 'Status', 'Joined', 'Actions']);
    const cells = within(rowOf('Ada Lovelace'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'ALAda Lovelaceada@example.comJoined Jan 5, 2026',
      '$1,250.00',
      '$540.00+8.00%',
      'Active',
      'Jan 5, 2026',
      'Actions',
    ]);
    expect(within(rowOf('Bob Banned')).getByText('-10.00%').className).toContain('negative');
    expect(within(rowOf('Bob Banned')).getByText('Banned')).toBeTruthy();
    expect(within(rowOf('Ada Lovelace')).getByText('+8.00%').className).toContain('positive');
  });

  it('shows a zero return green with a plus sign, as the spec asks for >= 0', async () => {
    const flat = adminUserFixture({
      portfolio: portfolioFixture({
        totalInvested: '0.00',
        currentValue: '0.00',
        totalReturn: '0.00',
        totalReturnPercent: '0.00',
      }),
    });
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([flat])) });
    const percent = await screen.findByText('+0.00%');
    expect(percent.className).toContain('positive');
    expect(screen.getByText('1 user(s) found')).toBeTruthy();
  });

  it('tags administrators and the signed-in admin’s own row', async () => {
    const self = adminUserFixture({
      id: adminFixture().id,
      displayName: 'Grace Hopper',
      email: 'grace@tradesim.test',
      userType: 'admin',
    });
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([self, ada])) });
    await waitFor(() => expect(within(rowOf('Grace Hopper')).getByText('You')).toBeTruthy());
    expect(within(rowOf('Grace Hopper')).getByText('Admin')).toBeTruthy();
    expect(within(rowOf('Ada Lovelace')).queryByText('Admin')).toBeNull();
    expect(within(rowOf('Ada Lovelace')).queryByText('You')).toBeNull();
  });

  it('says when nobody has registered yet', async () => {
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([])) });
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.getByText('Users appear here once they register.')).toBeTruthy();
    expect(screen.getByText('0 user(s) found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when a search finds nobody', async () => {
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([])) }, '/users?q=zed');
    expect(await screen.findByText('Try another name or email, or another status.')).toBeTruthy();
  });

  it('shows "Error: {message}" when the list fails, and Retry asks again', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'))
      .mockResolvedValue(userPage([ada]));
    renderUsers({ list });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('falls back to "Failed to fetch users" for an error that is not the server’s', async () => {
    renderUsers({ list: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Failed to fetch users');
  });
});

describe('paging', () => {
  it('loads the next page by the server’s cursor and appends it', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(userPage([ada], { nextCursor: 'c1', total: 2 }))
      .mockResolvedValueOnce(userPage([bob], { total: 2 }));
    renderUsers({ list });
    expect(await screen.findByText('Showing 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bob Banned')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ status: 'all', limit: 50, cursor: 'c1' });
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('2 user(s) found')).toBeTruthy();
  });

  it('keeps the loaded rows when the next page fails, and says why', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(userPage([ada], { nextCursor: 'c1', total: 2 }))
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(userPage([bob], { total: 2 }));
    renderUsers({ list });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch users');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bob Banned')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('live updates', () => {
  it('moves a balance when a transaction event arrives, without a reload', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(userPage([ada]))
      .mockResolvedValue(userPage([{ ...ada, balance: '1350.00' }]));
    const { sdk } = renderUsers({ list });
    expect(await screen.findByText('$1,250.00')).toBeTruthy();
    sdk.emit({
      topic: 'admin.transactions',
      event: 'update',
      data: { id: '00000000-0000-4000-8000-0000000000f9', type: 'deposit', status: 'completed' },
    });
    expect(await screen.findByText('$1,350.00')).toBeTruthy();
  });
});
