import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, type StaffInvite, type StaffMember, type StaffRole } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminFixture, staffInviteFixture, staffMemberFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { StaffPage } from './staff-page.js';

afterEach(cleanup);

/** Grace, the signed-in owner, as the Staff screen lists her. */
const grace = staffMemberFixture({
  id: adminFixture().id,
  email: adminFixture().email,
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'owner',
  mfaEnabled: false,
});
const linus = staffMemberFixture();
const newcomer = staffMemberFixture({
  id: '00000000-0000-4000-8000-00000000ad03',
  email: 'ken@tradesim.test',
  firstName: null,
  lastName: null,
  role: 'auditor',
  lastSignInAt: null,
  disabled: true,
  mfaEnabled: false,
});

const listOf = (items: StaffMember[], invites: StaffInvite[] = []) =>
  vi.fn().mockResolvedValue({ items, invites });

function renderStaff(staff: Record<string, unknown>, role: StaffRole = 'owner') {
  const session = vi.fn().mockResolvedValue({
    admin: adminFixture({ role }),
    expiresAt: '2099-01-01T00:00:00.000Z',
  });
  const sdk = fakeSdk({ admin: { auth: { session }, staff } });
  renderPage(<StaffPage />, { sdk, path: '/staff' });
  return sdk;
}

const row = async (name: string) =>
  within((await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Staff screen', () => {
  it('lists each member with role, status, two-step and last sign-in', async () => {
    renderStaff({ list: listOf([grace, linus, newcomer]) });
    const linusRow = await row('Linus Torvalds');
    expect((linusRow.getByLabelText('Role of Linus Torvalds') as HTMLSelectElement).value).toBe('finance');
    expect(linusRow.getByText('Active')).toBeTruthy();
    expect(linusRow.getByText('On')).toBeTruthy();
    expect(linusRow.getByText(formatDateTime(linus.lastSignInAt ?? ''))).toBeTruthy();
    const kenRow = await row('ken@tradesim.test');
    expect(kenRow.getByText('Disabled')).toBeTruthy();
    expect(kenRow.getByText('Off')).toBeTruthy();
    expect(kenRow.getByText('Never')).toBeTruthy();
    expect(kenRow.getByRole('button', { name: 'Enable ken@tradesim.test' })).toBeTruthy();
    expect((await row('Grace Hopper')).getByText('(you)')).toBeTruthy();
  });

  it('changes a role after a confirmation that says they are signed out', async () => {
    const update = vi.fn().mockResolvedValue({ ...linus, role: 'support' });
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [grace, linus], invites: [] })
      .mockResolvedValue({ items: [grace, { ...linus, role: 'support' }], invites: [] });
    renderStaff({ list, update });
    const select = (await row('Linus Torvalds')).getByLabelText(
      'Role of Linus Torvalds',
    ) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'support' } });
    const dialog = within(screen.getByRole('dialog', { name: 'Change role' }));
    expect(
      dialog.getByText(
        'Change the role of Linus Torvalds from Finance to Support? Linus Torvalds will be signed out everywhere. They sign in again with what the new role allows.',
      ),
    ).toBeTruthy();
    // Nothing changes before the owner confirms.
    expect(select.value).toBe('finance');
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(linus.id, { role: 'support' }));
    expect((await screen.findByRole('status')).textContent).toBe('Linus Torvalds is now Support.');
    await waitFor(() => expect(select.value).toBe('support'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the last owner, saying why, and leaves the role as it was', async () => {
    const update = vi.fn().mockRejectedValue(new AppError('LAST_OWNER'));
    renderStaff({ list: listOf([grace, linus]), update });
    fireEvent.change((await row('Grace Hopper')).getByLabelText('Role of Grace Hopper'), {
      target: { value: 'auditor' },
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Change role' }));
    expect(dialog.getByText(/You will be signed out everywhere, this console included/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The last active owner cannot be demoted or disabled',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(
      ((await row('Grace Hopper')).getByLabelText('Role of Grace Hopper') as HTMLSelectElement).value,
    ).toBe('owner');
  });

  it('disables a member after a confirmation', async () => {
    const update = vi.fn().mockResolvedValue({ ...linus, disabled: true });
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [grace, linus], invites: [] })
      .mockResolvedValue({ items: [grace, { ...linus, disabled: true }], invites: [] });
    renderStaff({ list, update });
    fireEvent.click((await row('Linus Torvalds')).getByRole('button', { name: 'Disable Linus Torvalds' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Disable staff member' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(linus.id, { disabled: true }));
    expect((await screen.findByRole('status')).textContent).toBe('Linus Torvalds is disabled.');
    expect((await row('Linus Torvalds')).getByText('Disabled')).toBeTruthy();
  });

  it('invites staff with a role, says the link works for 72 hours, and lists the invitation', async () => {
    const invite = staffInviteFixture();
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [grace], invites: [] })
      .mockResolvedValue({ items: [grace], invites: [invite] });
    const send = vi.fn().mockResolvedValue({ invite });
    renderStaff({ list, invite: send });
    const form = within(await screen.findByRole('form', { name: 'Invite staff' }));
    expect(screen.getByText('No invitation is waiting to be accepted.')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Choose a role')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    type('Email', ' Margaret@Tradesim.test ');
    type('First name', 'Margaret');
    type('Last name', 'Hamilton');
    const role = form.getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((option) => option.textContent)).toContain(
      'Support: users (read, ban, unban) and the support center',
    );
    fireEvent.change(role, { target: { value: 'support' } });
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        email: 'margaret@tradesim.test',
        firstName: 'Margaret',
        lastName: 'Hamilton',
        role: 'support',
      }),
    );
    expect(
      await form.findByText('Invitation sent to margaret@tradesim.test. The link works for 72 hours.'),
    ).toBeTruthy();
    expect((form.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    const invites = within(screen.getByRole('region', { name: 'Open invitations' }));
    expect(invites.getByText('Margaret Hamilton · Support')).toBeTruthy();
    expect(invites.getByText(`Expires ${formatDateTime(invite.expiresAt)}`)).toBeTruthy();
  });

  it('puts a taken address under the email field', async () => {
    const send = vi.fn().mockRejectedValue(new AppError('STAFF_EMAIL_TAKEN'));
    renderStaff({ list: listOf([grace]), invite: send });
    await screen.findByRole('form', { name: 'Invite staff' });
    type('Email', 'ada@example.com');
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'finance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This email already belongs to an account')).toBeTruthy();
  });

  it('shows an auditor the staff without the controls', async () => {
    renderStaff({ list: listOf([grace, linus], [staffInviteFixture()]) }, 'auditor');
    // "(you)" once the session says who is signed in, and so the role: an owner would see the controls by now.
    await (await row('Grace Hopper')).findByText('(you)');
    const linusRow = await row('Linus Torvalds');
    expect(linusRow.getByText('Finance')).toBeTruthy();
    expect(linusRow.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Disable|Enable/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite staff' })).toBeNull();
    expect(screen.getByText('Margaret Hamilton · Support')).toBeTruthy();
  });
});
