import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tickFixture } from '../../../test/fixtures.js';
import {
  amountInput,
  bitcoin,
  openInvest,
  sdkWith,
  typeAmount,
  week,
} from '../../../test/invest-test-setup.js';

afterEach(cleanup);

describe('/invest: the amount and period form', () => {
  it('reads Select amount and period until both are set, then Invest $<amount>, with the expected return', async () => {
    await openInvest();
    const button = await screen.findByRole('button', { name: 'Select amount and period' });
    expect(screen.getAllByText('—')).toHaveLength(2);
    await typeAmount('100');
    expect(button.textContent).toBe('Select amount and period');
    expect(screen.getByText('≈ 0.001556 BTC')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /7 Days/ }));
    await waitFor(() => expect(button.textContent).toBe('Invest $100.00'));
    expect(screen.getByText('up to +$12.00 (12%)')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /1 Day up to 2\.5%/ }));
    expect(await screen.findByText('up to +$2.50 (2.5%)')).toBeTruthy();
  });

  it('shows the available balance and accepts only digits, one point and two decimals', async () => {
    await openInvest();
    expect(await screen.findByText('$1,250.00')).toBeTruthy();
    await typeAmount('a1b2.345');
    expect(((await amountInput()) as HTMLInputElement).value).toBe('12.34');
  });

  it('says every amount rule: above zero, minimum, maximum, balance', async () => {
    await openInvest();
    await typeAmount('0');
    expect(await screen.findByText('Enter an amount greater than 0')).toBeTruthy();
    await typeAmount('5');
    expect(await screen.findByText('Minimum investment amount is $10')).toBeTruthy();
    await typeAmount('6000');
    expect(await screen.findByText('Maximum investment amount is $5,000')).toBeTruthy();
    await typeAmount('1300');
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    await typeAmount('1250');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('asks for a period when pressed without one, and does not move on', async () => {
    const { router } = await openInvest();
    await typeAmount('100');
    fireEvent.click(screen.getByRole('button', { name: 'Select amount and period' }));
    expect(await screen.findByText('Please choose an investment period')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/invest');
  });

  it('continues to /buy with the asset, period and amount in cents', async () => {
    await openInvest();
    await typeAmount('250.5');
    fireEvent.click(screen.getByRole('radio', { name: /7 Days/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Invest $250.50' }));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/buy');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      assetId: bitcoin.id,
      durationId: week.id,
      amount: '250.50',
    });
  });

  it('shows a failed load of the periods, limits or balance with a Retry that asks again', async () => {
    const durations = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Database unreachable'))
      .mockResolvedValue({ items: [week] });
    await openInvest(sdkWith({ durations }));
    expect(await screen.findByText('Error loading investment options: Database unreachable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /7 Days/ })).toBeTruthy();
    expect(durations).toHaveBeenCalledTimes(2);
  });

  it('reprices the approximate quantity on a live tick', async () => {
    const { sdk } = await openInvest();
    await typeAmount('100');
    expect(await screen.findByText('≈ 0.001556 BTC')).toBeTruthy();
    sdk.emit(tickFixture({ price: '50000.00', change24h: '10', changePercent24h: '0.02' }));
    expect(await screen.findByText('≈ 0.002000 BTC')).toBeTruthy();
  });
});
