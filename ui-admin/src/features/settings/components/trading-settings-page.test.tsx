import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError, type StaffRole } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminFixture, adminTradingSettingsFixture, approvalFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { heldWholeHint } from './four-eyes-field.js';
import { fourEyesHelp } from './trading-limits.js';
import { tradingSaved, updateTradingFailed } from './trading-settings-form.js';
import { TradingSettingsPage } from './trading-settings-page.js';

afterEach(cleanup);

const renderTrading = (
  tradingSettings: Record<string, unknown>,
  role: StaffRole = 'owner',
  approvals: Record<string, unknown> = {},
) => {
  const session = vi.fn().mockResolvedValue({
    admin: adminFixture({ role }),
    expiresAt: '2099-01-01T00:00:00.000Z',
  });
  const sdk = fakeSdk({ admin: { tradingSettings, auth: { session }, approvals } });
  renderPage(<TradingSettingsPage />, { sdk, path: '/settings/trading' });
  return sdk;
};
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fieldError = (label: string) =>
  document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent;
const change = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const loaded = async () => (await screen.findByLabelText('Minimum investment (USD)')) as HTMLInputElement;

describe('trading settings', () => {
  it('shows a spinner while the limits load', async () => {
    renderTrading({ get: () => new Promise(() => undefined) });
    expect(screen.getByRole('heading', { level: 1, name: 'Trading Settings' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('Loading trading settings...');
  });

  it('says the load failed, with the server’s reason, and Retry asks again', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Service unavailable'))
      .mockResolvedValue(adminTradingSettingsFixture());
    renderTrading({ get });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Failed to load trading settings: Service unavailable',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await loaded()).value).toBe('10.00');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shows every limit and fee, grouped, with when and by whom it last changed', async () => {
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()) });
    await loaded();
    expect(
      [
        'Minimum investment (USD)',
        'Maximum investment (USD)',
        'Minimum deposit (USDT)',
        'Maximum deposit (USDT)',
        'Minimum withdrawal (USD)',
        'Withdrawal fee (USD)',
      ].map((label) => input(label).value),
    ).toEqual(['10.00', '10000.00', '10.00', '50000.00', '20.00', '2.00']);
    for (const group of ['Investments', 'Deposits', 'Withdrawals']) {
      expect(screen.getByRole('group', { name: group })).toBeTruthy();
    }
    expect(screen.getByText(/^Last changed Nov 20, 2026/).textContent).toMatch(/by you$/);
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not claim a change by another admin as yours', async () => {
    const other = adminTradingSettingsFixture({ updatedBy: '00000000-0000-4000-8000-00000000ad99' });
    renderTrading({ get: vi.fn().mockResolvedValue(other) });
    await loaded();
    expect(screen.getByText(/^Last changed/).textContent).not.toMatch(/by you/);
  });

  it('refuses an amount that is not money', async () => {
    const update = vi.fn();
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()), update });
    await loaded();
    change('Maximum deposit (USDT)', '12.345');
    change('Withdrawal fee (USD)', '');
    save();
    await waitFor(() =>
      expect(fieldError('Maximum deposit (USDT)')).toBe('Enter an amount with at most two decimals'),
    );
    expect(fieldError('Withdrawal fee (USD)')).toBe('Enter an amount with at most two decimals');
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses limits that do not hold together, on the field that was changed', async () => {
    const update = vi.fn();
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()), update });
    await loaded();
    change('Minimum investment (USD)', '20000');
    change('Minimum deposit (USDT)', '0');
    change('Withdrawal fee (USD)', '20');
    save();
    await waitFor(() =>
      expect(fieldError('Minimum investment (USD)')).toBe(
        'Minimum investment cannot be greater than maximum investment',
      ),
    );
    expect(fieldError('Minimum deposit (USDT)')).toBe('Minimum deposit must be greater than 0');
    expect(fieldError('Withdrawal fee (USD)')).toBe(
      'Withdrawal fee must be less than the minimum withdrawal',
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('sends only what changed, says it is saved and shows the saved values', async () => {
    const saved = adminTradingSettingsFixture({ maxInvestment: '20000.00', withdrawalFee: '1.50' });
    const update = vi.fn().mockResolvedValue(saved);
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()), update });
    await loaded();
    change('Maximum investment (USD)', '20000');
    change('Withdrawal fee (USD)', '1.5');
    change('Minimum deposit (USDT)', '10');
    save();
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ maxInvestment: '20000', withdrawalFee: '1.5' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(tradingSaved);
    expect(input('Maximum investment (USD)').value).toBe('20000.00');
    expect(input('Withdrawal fee (USD)').value).toBe('1.50');
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says there is nothing to save when the amounts are the same', async () => {
    const update = vi.fn();
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()), update });
    await loaded();
    change('Minimum investment (USD)', '10');
    save();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Nothing to save: every limit is as it was.',
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages under the inputs and the failure in a dismissible banner', async () => {
    const update = vi.fn().mockRejectedValue(
      new AppError('VALIDATION_FAILED', 'Some fields are invalid', {
        fields: { maxDeposit: 'Minimum deposit cannot be greater than maximum deposit' },
      }),
    );
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()), update });
    await loaded();
    change('Maximum deposit (USDT)', '100');
    save();
    const banner = (await screen.findByText(updateTradingFailed)).closest('[role="alert"]');
    expect(banner?.textContent).toContain('Some fields are invalid');
    expect(fieldError('Maximum deposit (USDT)')).toBe(
      'Minimum deposit cannot be greater than maximum deposit',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(updateTradingFailed)).toBeNull();
  });

  it('discards unsaved changes', async () => {
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()) });
    await loaded();
    change('Minimum withdrawal (USD)', '50');
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(input('Minimum withdrawal (USD)').value).toBe('20.00'));
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
  });
});

describe('the four-eyes threshold', () => {
  const threshold = () => input('Four-eyes threshold (USD)');

  it('shows an owner the threshold with what it does, and turns it off when emptied', async () => {
    const update = vi.fn().mockResolvedValue(adminTradingSettingsFixture({ fourEyesThreshold: null }));
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()), update });
    await loaded();
    await waitFor(() => expect(threshold().disabled).toBe(false));
    expect(threshold().value).toBe('1000.00');
    expect(fieldError('Four-eyes threshold (USD)')).toBe(`${fourEyesHelp} ${heldWholeHint}`);
    change('Four-eyes threshold (USD)', '  ');
    save();
    await waitFor(() => expect(update).toHaveBeenCalledWith({ fourEyesThreshold: null }));
    await waitFor(() => expect(threshold().value).toBe(''));
  });

  it('sends a new threshold only, and refuses zero', async () => {
    const update = vi.fn().mockResolvedValue(adminTradingSettingsFixture({ fourEyesThreshold: '2500.00' }));
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()), update });
    await loaded();
    await waitFor(() => expect(threshold().disabled).toBe(false));
    change('Four-eyes threshold (USD)', '0');
    save();
    await waitFor(() => expect(fieldError('Four-eyes threshold (USD)')).toBe('Enter an amount above 0'));
    expect(update).not.toHaveBeenCalled();
    change('Four-eyes threshold (USD)', '2500');
    save();
    await waitFor(() => expect(update).toHaveBeenCalledWith({ fourEyesThreshold: '2500' }));
  });

  it('is read-only for other roles, and never sent with their changes', async () => {
    const update = vi.fn().mockResolvedValue(adminTradingSettingsFixture({ maxDeposit: '60000.00' }));
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()), update }, 'catalogue');
    await loaded();
    await waitFor(() =>
      expect(fieldError('Four-eyes threshold (USD)')).toMatch(
        /^Only an owner can change the four-eyes threshold\./,
      ),
    );
    expect(threshold().disabled).toBe(true);
    expect(threshold().value).toBe('1000.00');
    change('Maximum deposit (USDT)', '60000');
    save();
    await waitFor(() => expect(update).toHaveBeenCalledWith({ maxDeposit: '60000' }));
  });

  /** Grace asked to raise the threshold; a second owner has not decided. */
  const thresholdRequest = approvalFixture({
    kind: 'trading_settings',
    amount: null,
    direction: null,
    userId: null,
    userEmail: null,
    summary: 'Four-eyes threshold $1,000.00 → $2,500.00',
    requestedBy: adminFixture().id,
    requestedByEmail: adminFixture().email,
    context: { before: { fourEyesThreshold: '1000.00' }, after: { fourEyesThreshold: '2500.00' } },
  });

  it('asks a second owner for a new threshold, with a reason, and keeps the values in force', async () => {
    const update = vi.fn().mockResolvedValue({ approval: thresholdRequest });
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()), update }, 'owner', {
      list: vi.fn().mockResolvedValue({ items: [] }),
    });
    await loaded();
    await waitFor(() => expect(threshold().disabled).toBe(false));
    change('Four-eyes threshold (USD)', '2500');
    fireEvent.change(await screen.findByLabelText('Reason for the approver (optional)'), {
      target: { value: 'Volumes doubled' },
    });
    save();
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ fourEyesThreshold: '2500', reason: 'Volumes doubled' }),
    );
    expect(
      await screen.findByText(/^Sent for approval: Four-eyes threshold \$1,000\.00 → \$2,500\.00/),
    ).toBeTruthy();
    expect(screen.queryByText(tradingSaved)).toBeNull();
    await waitFor(() => expect(threshold().value).toBe('1000.00'));
  });

  it('shows a threshold change waiting for the second owner and holds the box meanwhile', async () => {
    renderTrading({ get: vi.fn().mockResolvedValue(adminTradingSettingsFixture()) }, 'owner', {
      list: vi.fn().mockResolvedValue({ items: [thresholdRequest] }),
    });
    await loaded();
    expect((await screen.findByText('Awaiting second approval')).parentElement?.textContent).toContain(
      'Four-eyes threshold $1,000.00 → $2,500.00, asked by you',
    );
    expect(threshold().disabled).toBe(true);
  });
});
