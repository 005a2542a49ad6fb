import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminFixture, adminUserDetailsFixture, adminUserFixture } from '../../../test/fixtures.js';
import { chooseRowAction, renderUsers, userPage } from '../../../test/users-test-kit.js';

afterEach(cleanup);

const ada = adminUserFixture();
const adaBanned = adminUserFixture({ isBanned: true });
const bannedDetails = adminUserDetailsFixture({
  isBanned: true,
  bannedReason: 'Chargeback fraud',
  bannedAt: '2026-11-20T14:30:00.000Z',
  bannedBy: adminFixture().id,
});

async function openBan(ban: unknown, list = vi.fn().mockResolvedValue(userPage([ada]))) {
  const result = renderUsers({ list, ban });
  await chooseRowAction('Ada Lovelace', 'Ban User');
  const form = within(await screen.findByRole('dialog', { name: 'Ban User' }));
  return { ...result, form, list };
}

describe('the Ban User modal', () => {
  it('needs a reason: "Please provide a reason for banning this user"', async () => {
    const ban = vi.fn();
    const { form } = await openBan(ban);
    expect(form.getByText(/They are signed out at once/)).toBeTruthy();
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(form.getByRole('button', { name: 'Ban User' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Please provide a reason for banning this user',
    );
    expect(ban).not.toHaveBeenCalled();
  });

  it('bans with the trimmed reason, confirms, and shows the row as banned', async () => {
    const ban = vi.fn().mockResolvedValue(bannedDetails);
    const list = vi
      .fn()
      .mockResolvedValueOnce(userPage([ada]))
      .mockResolvedValue(userPage([adaBanned]));
    const { form } = await openBan(ban, list);
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: ' Chargeback fraud ' } });
    fireEvent.click(form.getByRole('button', { name: 'Ban User' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ban).toHaveBeenCalledWith(ada.id, 'Chargeback fraud');
    expect(screen.getByText('Ada Lovelace has been banned.')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Ada Lovelace/ });
    await waitFor(() => expect(within(row).getByText('Banned')).toBeTruthy());
  });

  it('shows the server’s refusal, e.g. for an account that is no customer', async () => {
    const { form } = await openBan(vi.fn().mockRejectedValue(new AppError('USER_NOT_FOUND')));
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'Testing' } });
    fireEvent.click(form.getByRole('button', { name: 'Ban User' }));
    expect((await form.findByRole('alert')).textContent).toBe('User not found');
  });

  it('falls back to "Failed to ban user"', async () => {
    const { form } = await openBan(vi.fn().mockRejectedValue(new TypeError('network')));
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'Spam' } });
    fireEvent.click(form.getByRole('button', { name: 'Ban User' }));
    expect((await form.findByRole('alert')).textContent).toBe('Failed to ban user');
  });

  it('says "Banning..." while busy', async () => {
    const { form } = await openBan(vi.fn(() => new Promise(() => undefined)));
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'Spam' } });
    fireEvent.click(form.getByRole('button', { name: 'Ban User' }));
    expect(((await form.findByRole('button', { name: 'Banning...' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('Cancel closes without banning, and focus goes back to the row', async () => {
    const ban = vi.fn();
    const { form } = await openBan(ban);
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ban).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Actions for Ada Lovelace (ada@example.com)' }),
    );
  });
});

describe('the Unban User modal', () => {
  async function openUnban(unban: unknown) {
    const list = vi.fn().mockResolvedValue(userPage([adaBanned]));
    const get = vi.fn().mockResolvedValue(bannedDetails);
    const result = renderUsers({ list, get, unban });
    await chooseRowAction('Ada Lovelace', 'Unban User');
    const form = within(await screen.findByRole('dialog', { name: 'Unban User' }));
    return { ...result, form, list };
  }

  it('offers Unban instead of Ban on a banned row', async () => {
    renderUsers({ list: vi.fn().mockResolvedValue(userPage([adaBanned])) });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Actions for Ada Lovelace (ada@example.com)' }),
    );
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View Details', 'Edit Balance', 'Unban User']);
  });

  it('shows what ban it lifts, needs no reason, and confirms', async () => {
    const unban = vi.fn().mockResolvedValue(adminUserDetailsFixture());
    const { form } = await openUnban(unban);
    expect((await form.findByText(/Banned for:/)).textContent).toBe('Banned for: Chargeback fraud');
    expect(form.queryByRole('textbox')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Unban User' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(unban).toHaveBeenCalledWith(ada.id);
    expect(screen.getByText('Ada Lovelace has been unbanned.')).toBeTruthy();
  });

  it('shows the server’s message, or "Failed to unban user"', async () => {
    const unban = vi
      .fn()
      .mockRejectedValueOnce(new AppError('USER_NOT_BANNED'))
      .mockRejectedValueOnce(new TypeError('network'));
    const { form } = await openUnban(unban);
    fireEvent.click(form.getByRole('button', { name: 'Unban User' }));
    expect((await form.findByRole('alert')).textContent).toBe('User is not banned');
    fireEvent.click(form.getByRole('button', { name: 'Unban User' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('Failed to unban user'));
  });

  it('says "Unbanning..." while busy', async () => {
    const { form } = await openUnban(vi.fn(() => new Promise(() => undefined)));
    fireEvent.click(form.getByRole('button', { name: 'Unban User' }));
    expect(((await form.findByRole('button', { name: 'Unbanning...' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
