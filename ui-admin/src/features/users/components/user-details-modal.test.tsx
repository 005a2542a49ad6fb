import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminFixture, adminUserDetailsFixture, adminUserFixture } from '../../../test/fixtures.js';
import { chooseRowAction, renderUsers, userPage } from '../../../test/users-test-kit.js';

afterEach(cleanup);

const ada = adminUserDetailsFixture({ preferences: { theme: 'dark', notifications: { email: true } } });
const banned = adminUserDetailsFixture({
  isBanned: true,
  bannedReason: 'Chargeback fraud',
  bannedAt: '2026-11-20T14:30:00.000Z',
  bannedBy: adminFixture().id,
});
const adaUrl = `/users?user=${ada.id}`;

/** The term → value pairs of the details list. */
function detailsOf(dialog: HTMLElement): Record<string, string> {
  const pairs = within(dialog)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
  return Object.fromEntries(pairs);
}

describe('the View Details modal', () => {
  it('opens from a deep link (?user=<id>) with everything the server returns', async () => {
    const get = vi.fn().mockResolvedValue(ada);
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([])), get }, adaUrl);
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('Ada Lovelace');
    expect(get).toHaveBeenCalledWith(ada.id);
    expect(detailsOf(dialog)).toEqual({
      Role: 'Regular User',
      Email: 'ada@example.com',
      // Local time, as the admin's clock shows it.
      Joined: formatDateTime('2026-01-05T10:00:00.000Z'),
      'Last Login': formatDateTime('2026-11-21T09:00:00.000Z'),
      Balance: '$1,250.00',
      'Portfolio Value': '$540.00 Simulated',
      'Total Return': '+8.00%',
    });
    expect(within(dialog).getByText('Active')).toBeTruthy();
    expect(within(dialog).getByText(/"theme": "dark"/).textContent).toBe(
      JSON.stringify(ada.preferences, null, 2),
    );
  });

  it('shows the user’s timeline, newest first, and pages to older events', async () => {
    const event = (id: string, overrides: Record<string, unknown>) => ({
      id: `00000000-0000-4000-8000-0000000e00${id}`,
      at: '2026-11-25T08:00:00.000Z',
      status: null,
      amount: null,
      direction: null,
      detail: null,
      ipAddress: null,
      userAgent: null,
      surface: null,
      ...overrides,
    });
    const timeline = vi
      .fn()
      .mockResolvedValueOnce({
        items: [
          event('01', {
            kind: 'sign_in_failed',
            status: 'wrong_password',
            surface: 'app',
            ipAddress: '203.0.113.7',
            userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
          }),
          event('02', {
            kind: 'adjustment',
            status: 'completed',
            amount: '50.00',
            direction: 'in',
            detail: 'Goodwill',
          }),
        ],
        nextCursor: 'next',
      })
      .mockResolvedValueOnce({
        items: [event('03', { kind: 'ban', detail: 'Chargeback' })],
        nextCursor: null,
      });
    renderUsers(
      { list: vi.fn().mockResolvedValue(userPage([])), get: vi.fn().mockResolvedValue(ada), timeline },
      adaUrl,
    );
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    const section = within(await within(dialog).findByRole('region', { name: 'Timeline' }));
    const items = await section.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Failed sign-in to the app: wrong password${formatDateTime('2026-11-25T08:00:00.000Z')}203.0.113.7 · Firefox on Windows`,
      `Balance adjustment by staff+$50.00${formatDateTime('2026-11-25T08:00:00.000Z')}CompletedGoodwill`,
    ]);
    expect(timeline).toHaveBeenCalledWith(ada.id, { limit: 20 });
    fireEvent.click(section.getByRole('button', { name: 'Show older' }));
    expect(await section.findByText('Banned')).toBeTruthy();
    expect(timeline).toHaveBeenLastCalledWith(ada.id, { limit: 20, cursor: 'next' });
    expect(section.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('shows the role of an administrator and a user who never signed in', async () => {
    const get = vi.fn().mockResolvedValue({ ...ada, userType: 'admin', lastLoginAt: null });
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([])), get }, adaUrl);
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('Administrator');
    expect(detailsOf(dialog)['Last Login']).toBe('Never');
  });

  it('shows the ban: reason, date, and who banned', async () => {
    renderUsers(
      { list: vi.fn().mockResolvedValue(userPage([])), get: vi.fn().mockResolvedValue(banned) },
      adaUrl,
    );
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('Chargeback fraud');
    expect(detailsOf(dialog)).toMatchObject({
      'Ban Reason': 'Chargeback fraud',
      'Banned On': formatDateTime('2026-11-20T14:30:00.000Z'),
      'Banned By': 'You',
    });
    expect(within(dialog).getByText('Banned')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Unban User' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ban User' })).toBeNull();
  });

  it('names another admin who banned the user', async () => {
    const otherAdmin = adminUserDetailsFixture({
      id: '00000000-0000-4000-8000-00000000ad02',
      displayName: 'Alan Turing',
      email: 'alan@tradesim.test',
      userType: 'admin',
    });
    const get = vi.fn(async (id: string) =>
      id === otherAdmin.id ? otherAdmin : { ...banned, bannedBy: otherAdmin.id },
    );
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([])), get }, adaUrl);
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await waitFor(() => expect(detailsOf(dialog)['Banned By']).toBe('Alan Turing (alan@tradesim.test)'));
  });

  it('opens from the row menu, keeps the user in the URL, and Close takes it out', async () => {
    const get = vi.fn().mockResolvedValue(ada);
    const { search } = renderUsers({ list: vi.fn().mockResolvedValue(userPage([adminUserFixture()])), get });
    await chooseRowAction('Ada Lovelace', 'View Details');
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(search()).toBe(`?user=${ada.id}`);
    await within(dialog).findByText('ada@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(search()).toBe('');
  });

  it('closes on Escape and keeps the filters', async () => {
    const get = vi.fn().mockResolvedValue(ada);
    const { search } = renderUsers(
      { list: vi.fn().mockResolvedValue(userPage([])), get },
      `/users?q=ada&user=${ada.id}`,
    );
    await screen.findByRole('dialog', { name: 'User Details' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(search()).toBe('?q=ada');
  });

  it('says so when the linked user does not exist, and Retry asks again', async () => {
    const get = vi.fn().mockRejectedValueOnce(new AppError('USER_NOT_FOUND')).mockResolvedValue(ada);
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([])), get }, adaUrl);
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('User not found');
    expect(within(dialog).queryByRole('button', { name: 'Edit Balance' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('ada@example.com')).toBeTruthy();
  });

  it('falls back to "Failed to fetch users" when the details fail otherwise', async () => {
    const get = vi.fn().mockRejectedValue(new TypeError('network'));
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([])), get }, adaUrl);
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to fetch users');
  });

  it('hands over to Edit Balance and Ban from its foot', async () => {
    const get = vi.fn().mockResolvedValue(ada);
    const { search } = renderUsers({ list: vi.fn().mockResolvedValue(userPage([])), get }, adaUrl);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Balance' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Balance' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'User Details' })).toBeNull();
    expect(search()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves live: a transaction event refreshes the balance it shows', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(ada)
      .mockResolvedValue({ ...ada, balance: '1300.00' });
    const { sdk } = renderUsers({ list: vi.fn().mockResolvedValue(userPage([])), get }, adaUrl);
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('$1,250.00');
    sdk.emit({
      topic: 'admin.transactions',
      event: 'insert',
      data: { id: '00000000-0000-4000-8000-0000000000f9', type: 'deposit', status: 'completed' },
    });
    expect(await within(dialog).findByText('$1,300.00')).toBeTruthy();
  });
});
