import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUserDetailsFixture, adminUserFixture, approvalFixture } from '../../../test/fixtures.js';
import { chooseRowAction, renderUsers, userPage } from '../../../test/users-test-kit.js';

afterEach(cleanup);

const ada = adminUserFixture();
const adjusted = (balance: string) => ({
  user: adminUserDetailsFixture({ balance }),
  transaction: { id: 't1' },
});

async function openEditBalance(users: Record<string, unknown>) {
  const list = vi.fn().mockResolvedValue(userPage([ada]));
  const get = users.get ?? vi.fn().mockResolvedValue(adminUserDetailsFixture());
  const result = renderUsers({ list, get, ...users });
  await chooseRowAction('Ada Lovelace', 'Edit Balance');
  const dialog = await screen.findByRole('dialog', { name: 'Edit Balance' });
  const form = within(dialog);
  const type = (label: string, value: string) =>
    fireEvent.change(form.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(form.getByRole('button', { name: 'Update Balance' }));
  return { ...result, dialog, form, type, submit, list };
}

describe('the Edit Balance modal', () => {
  it('asks for every field: "Please fill in all fields"', async () => {
    const adjustBalance = vi.fn();
    const { form, submit, type } = await openEditBalance({ adjustBalance });
    submit();
    await waitFor(() => expect(form.getAllByText('Please fill in all fields')).toHaveLength(2));
    type('Amount (USD)', '25');
    submit();
    await waitFor(() => expect(form.getAllByText('Please fill in all fields')).toHaveLength(1));
    expect(form.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(adjustBalance).not.toHaveBeenCalled();
  });

  it('asks for a valid amount: "Please enter a valid amount"', async () => {
    const adjustBalance = vi.fn();
    const { form, submit, type } = await openEditBalance({ adjustBalance });
    type('Reason', 'Goodwill');
    for (const amount of ['abc', '0', '1.005']) {
      type('Amount (USD)', amount);
      submit();
      await waitFor(() => expect(form.getByText('Please enter a valid amount')).toBeTruthy());
    }
    expect(adjustBalance).not.toHaveBeenCalled();
  });

  it('shows the current balance and the one the amount leads to', async () => {
    const { form, type } = await openEditBalance({});
    expect(form.getByText('Current balance').textContent).toBe('Current balance $1,250.00');
    expect(form.getByText('Positive adds to the balance, negative subtracts from it.')).toBeTruthy();
    type('Amount (USD)', '49.50');
    expect(form.getByText(/^New balance/).textContent).toBe('New balance: $1,299.50');
    type('Amount (USD)', '-250');
    expect(form.getByText(/^New balance/).textContent).toBe('New balance: $1,000.00');
    type('Amount (USD)', '-1300');
    expect(form.getByText(/^New balance/).textContent).toBe(
      'New balance: -$50.00. A balance cannot go below zero.',
    );
  });

  it('previews from the balance as the server has it now, not as the list loaded it', async () => {
    const { form } = await openEditBalance({
      get: vi.fn().mockResolvedValue(adminUserDetailsFixture({ balance: '2000.00' })),
    });
    await waitFor(() =>
      expect(form.getByText('Current balance').textContent).toBe('Current balance $2,000.00'),
    );
  });

  it('sends the signed amount and the reason with an Idempotency-Key, then confirms', async () => {
    const adjustBalance = vi.fn().mockResolvedValue(adjusted('1200.00'));
    const { type, submit } = await openEditBalance({ adjustBalance });
    type('Amount (USD)', '-50');
    type('Reason', ' Refund of a duplicate deposit ');
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adjustBalance).toHaveBeenCalledWith(
      ada.id,
      { amount: '-50.00', reason: 'Refund of a duplicate deposit' },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    const confirmation = screen.getByText('Balance updated. Ada Lovelace now has $1,200.00.');
    expect(confirmation.closest('[role="status"]')).toBeTruthy();
  });

  it('shows the server’s refusal of a balance below zero', async () => {
    const adjustBalance = vi.fn().mockRejectedValue(new AppError('BALANCE_WOULD_BE_NEGATIVE'));
    const { form, type, submit } = await openEditBalance({ adjustBalance });
    type('Amount (USD)', '-5000');
    type('Reason', 'Clawback');
    submit();
    expect((await form.findByRole('alert')).textContent).toBe(
      'This adjustment would make the balance negative',
    );
    expect(screen.getByRole('dialog', { name: 'Edit Balance' })).toBeTruthy();
  });

  it('offers the way to a second factor when the staff policy wants one', async () => {
    const adjustBalance = vi.fn().mockRejectedValue(new AppError('MFA_REQUIRED_FOR_ACTION'));
    const { form, type, submit } = await openEditBalance({ adjustBalance });
    type('Amount (USD)', '10');
    type('Reason', 'Bonus');
    submit();
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toMatch(/^Set up two-step verification to do this/);
    expect(
      within(alert).getByRole('link', { name: 'Set up two-step verification' }).getAttribute('href'),
    ).toBe('/settings/security');
  });

  it('falls back to "Failed to update balance" for a failure that is not the server’s', async () => {
    const adjustBalance = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { form, type, submit } = await openEditBalance({ adjustBalance });
    type('Amount (USD)', '10');
    type('Reason', 'Bonus');
    submit();
    expect((await form.findByRole('alert')).textContent).toBe('Failed to update balance');
  });

  it('puts a field the server refused under its input', async () => {
    const refusal = new AppError('VALIDATION_FAILED', undefined, {
      fields: { reason: 'Must be at most 500 characters' },
    });
    const { form, type, submit } = await openEditBalance({
      adjustBalance: vi.fn().mockRejectedValue(refusal),
    });
    type('Amount (USD)', '10');
    type('Reason', 'Bonus');
    submit();
    expect((await form.findByRole('alert')).textContent).toBe('Must be at most 500 characters');
    expect(form.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
  });

  it('retries a failed send under the same key, but asks afresh after a refusal', async () => {
    const adjustBalance = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockRejectedValueOnce(new AppError('BALANCE_WOULD_BE_NEGATIVE'))
      .mockResolvedValue(adjusted('0.00'));
    const { form, type, submit } = await openEditBalance({ adjustBalance });
    type('Amount (USD)', '-1250');
    type('Reason', 'Closing the account');
    submit();
    await form.findByText('Failed to update balance');
    submit();
    await form.findByText('This adjustment would make the balance negative');
    submit();
    await waitFor(() => expect(adjustBalance).toHaveBeenCalledTimes(3));
    const keys = adjustBalance.mock.calls.map(
      (call) => (call[2] as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says "Updating..." and cannot be sent twice while busy', async () => {
    const adjustBalance = vi.fn(() => new Promise(() => undefined));
    const { form, type, submit } = await openEditBalance({ adjustBalance });
    type('Amount (USD)', '10');
    type('Reason', 'Bonus');
    submit();
    const busy = (await form.findByRole('button', { name: 'Updating...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    expect(adjustBalance).toHaveBeenCalledTimes(1);
  });

  it('refreshes the list after an adjustment', async () => {
    const adjustBalance = vi.fn().mockResolvedValue(adjusted('1300.00'));
    const { type, submit, list } = await openEditBalance({ adjustBalance });
    list.mockResolvedValue(userPage([{ ...ada, balance: '1300.00' }]));
    type('Amount (USD)', '50');
    type('Reason', 'Bonus');
    submit();
    expect(await screen.findByRole('cell', { name: '$1,300.00' })).toBeTruthy();
  });

  it('says a large adjustment moved nothing yet and waits for a second staff member', async () => {
    const request = approvalFixture();
    const adjustBalance = vi.fn().mockResolvedValue({ approval: request });
    const { dialog, type, submit } = await openEditBalance({ adjustBalance });
    type('Amount (USD)', '5000');
    type('Reason', 'Goodwill after the outage');
    submit();
    await waitFor(() =>
      expect(adjustBalance).toHaveBeenCalledWith(
        ada.id,
        { amount: '5000.00', reason: 'Goodwill after the outage' },
        { idempotencyKey: expect.any(String) },
      ),
    );
    const notice = await within(dialog).findByText(
      /^Sent for approval: Credit \$5,000\.00 to ada@example\.com/,
    );
    expect(notice.textContent).toContain('Nothing has moved yet: a second staff member must approve it');
    expect(within(dialog).getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe(
      `/approvals?request=${request.id}`,
    );
    expect(screen.queryByText(/^Balance updated/)).toBeNull();
  });
});
