import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, type Approval, type StaffInvite, type StaffMember, type StaffRole } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import {
  adminFixture,
  approvalFixture,
  staffInviteFixture,
  staffMemberFixture,
} from '../../../test/fixtures.js';
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

/** A staff change Grace asked for, waiting for a second owner. */
const requestAbout = (member: StaffMember, overrides: Partial<Approval> = {}) =>
  approvalFixture({
    kind: 'staff_role',
    amount: null,
    direction: null,
    userId: member.id,
    userEmail: member.email,
    summary: `Make ${member.email} support (was ${member.role})`,
    requestedBy: adminFixture().id,
    requestedByEmail: adminFixture().email,
    context: { before: { role: member.role, disabled: false }, after: { role: 'support', disabled: false } },
    ...overrides,
  });

function renderStaff(staff: Record<string, unknown>, role: StaffRole = 'owner', pending: Approval[] = []) {
  const session = vi.fn().mockResolvedValue({
    admin: adminFixture({ role }),
    expiresAt: '2099-01-01T00:00:00.000Z',
  });
  const approvals = { list: vi.fn().mockResolvedValue({ items: pending }) };
  const sdk = fakeSdk({ admin: { auth: { session }, staff, approvals } });
  renderPage(<StaffPage />, { sdk, path: '/staff' });
  return { sdk, approvals };
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

  it('asks a second owner for a role change, with a reason, and shows it waiting', async () => {
    const request = requestAbout(linus, { note: 'Moves to the support team' });
    const update = vi.fn().mockResolvedValue({ approval: request });
    const { approvals } = renderStaff({ list: listOf([grace, linus]), update });
    const select = (await row('Linus Torvalds')).getByLabelText(
      'Role of Linus Torvalds',
    ) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'support' } });
    const dialog = within(screen.getByRole('dialog', { name: 'Change role' }));
    expect(
      dialog.getByText(
        'Change the role of Linus Torvalds from Finance to Support? A second owner must approve it first: nothing changes until then. Once approved, Linus Torvalds is signed out everywhere.',
      ),
    ).toBeTruthy();
    // Nothing changes before the owner confirms.
    expect(select.value).toBe('finance');
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText('Reason for the approver (optional)'), {
      target: { value: 'Moves to the support team' },
    });
    approvals.list.mockResolvedValue({ items: [request] });
    fireEvent.click(dialog.getByRole('button', { name: 'Ask to change role' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(linus.id, { role: 'support', reason: 'Moves to the support team' }),
    );
    expect(await screen.findByText(/^Sent for approval: Make linus@tradesim\.test support/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const linusRow = await row('Linus Torvalds');
    expect(await linusRow.findByText('Awaiting second approval')).toBeTruthy();
    expect(select.value).toBe('finance');
    expect(select.disabled).toBe(true);
    expect(linusRow.getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe(
      `/approvals?request=${request.id}`,
    );
  });

  it('keeps the last owner, saying why, and leaves the role as it was', async () => {
    const update = vi.fn().mockRejectedValue(new AppError('LAST_OWNER'));
    renderStaff({ list: listOf([grace, linus]), update });
    fireEvent.change((await row('Grace Hopper')).getByLabelText('Role of Grace Hopper'), {
      target: { value: 'auditor' },
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Change role' }));
    expect(
      dialog.getByText(/Once approved, you are signed out everywhere, this console included/),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Ask to change role' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The last active owner cannot be demoted or disabled',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(
      ((await row('Grace Hopper')).getByLabelText('Role of Grace Hopper') as HTMLSelectElement).value,
    ).toBe('owner');
  });

  it('asks a second owner to disable a member', async () => {
    const request = requestAbout(linus, { kind: 'staff_disable', summary: 'Disable linus@tradesim.test' });
    const update = vi.fn().mockResolvedValue({ approval: request });
    renderStaff({ list: listOf([grace, linus]), update });
    fireEvent.click((await row('Linus Torvalds')).getByRole('button', { name: 'Disable Linus Torvalds' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Disable staff member' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Ask to disable' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(linus.id, { disabled: true }));
    expect(await screen.findByText(/^Sent for approval: Disable linus@tradesim\.test/)).toBeTruthy();
    expect((await row('Linus Torvalds')).getByText('Active')).toBeTruthy();
  });

  it('enables a member at once', async () => {
    const update = vi.fn().mockResolvedValue({ ...newcomer, disabled: false });
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [grace, newcomer], invites: [] })
      .mockResolvedValue({ items: [grace, { ...newcomer, disabled: false }], invites: [] });
    renderStaff({ list, update });
    fireEvent.click(
      (await row('ken@tradesim.test')).getByRole('button', { name: 'Enable ken@tradesim.test' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Enable staff member' }));
    expect(dialog.queryByLabelText('Reason for the approver (optional)')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(newcomer.id, { disabled: false }));
    expect((await screen.findByRole('status')).textContent).toBe('ken@tradesim.test is enabled (Auditor).');
    expect((await row('ken@tradesim.test')).getByText('Active')).toBeTruthy();
  });

  it('offers to reset the second factor of a member who has one, and asks a second owner', async () => {
    const request = requestAbout(linus, {
      kind: 'mfa_reset',
      summary: 'Reset the second factor of linus@tradesim.test',
    });
    const resetMfa = vi.fn().mockResolvedValue({ approval: request });
    renderStaff({ list: listOf([grace, linus, newcomer]), resetMfa });
    const linusRow = await row('Linus Torvalds');
    // Grace and Ken have no factor: nothing to reset.
    expect((await row('Grace Hopper')).queryByRole('button', { name: /Reset two-step/ })).toBeNull();
    expect((await row('ken@tradesim.test')).queryByRole('button', { name: /Reset two-step/ })).toBeNull();
    fireEvent.click(linusRow.getByRole('button', { name: 'Reset two-step verification of Linus Torvalds' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reset two-step verification' }));
    expect(dialog.getByText(/They get a link by email to set up an authenticator again/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason for the approver (optional)'), {
      target: { value: 'Lost phone' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Ask to reset' }));
    await waitFor(() => expect(resetMfa).toHaveBeenCalledWith(linus.id, { reason: 'Lost phone' }));
    expect(
      await screen.findByText(/^Sent for approval: Reset the second factor of linus@tradesim\.test/),
    ).toBeTruthy();
  });

  it('holds the control of a change already waiting for a second owner', async () => {
    const reset = requestAbout(linus, {
      kind: 'mfa_reset',
      summary: 'Reset the second factor of linus@tradesim.test',
    });
    renderStaff({ list: listOf([grace, linus]) }, 'owner', [reset]);
    const linusRow = await row('Linus Torvalds');
    expect(await linusRow.findByText('Awaiting second approval')).toBeTruthy();
    expect(
      linusRow.getByText(/Reset the second factor of linus@tradesim\.test, asked by you\./),
    ).toBeTruthy();
    expect(
      linusRow
        .getByRole('button', { name: 'Reset two-step verification of Linus Torvalds' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect((linusRow.getByLabelText('Role of Linus Torvalds') as HTMLSelectElement).disabled).toBe(false);
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
    expect(screen.queryByRole('button', { name: /Disable|Enable|Reset two-step/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite staff' })).toBeNull();
    expect(screen.getByText('Margaret Hamilton · Support')).toBeTruthy();
  });
});
