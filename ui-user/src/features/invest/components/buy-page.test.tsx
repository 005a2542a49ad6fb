import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { BuyState } from '../../../config/routes.js';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { assetFixture, durationFixture, investmentFixture, profileFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { BuyPage } from './buy-page.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bitcoin = assetFixture();
const week = durationFixture();
const order: BuyState = { assetId: bitcoin.id, durationId: week.id, amount: '100' };

interface Fakes {
  get?: Mock;
  durations?: Mock;
  me?: Mock;
  purchase?: Mock;
}

function openBuy(state: unknown = order, fakes: Fakes = {}) {
  const sdk = fakeSdk({
    market: {
      assets: { get: fakes.get ?? vi.fn().mockResolvedValue(bitcoin) },
      durations: fakes.durations ?? vi.fn().mockResolvedValue({ items: [week] }),
    },
    me: { get: fakes.me ?? vi.fn().mockResolvedValue(profileFixture()) },
    investments: { purchase: fakes.purchase ?? vi.fn().mockResolvedValue(investmentFixture()) },
  });
  return renderPage(<BuyPage />, { sdk, path: '/buy', state });
}

const confirmButton = () => screen.findByRole('button', { name: 'Confirm Investment' });

describe('Confirm Purchase (/buy)', () => {
  it.each([
    ['nothing', null],
    ['no asset', { durationId: week.id, amount: '100' }],
    ['no period', { assetId: bitcoin.id, amount: '100' }],
    ['no amount', { assetId: bitcoin.id, durationId: week.id }],
    ['a zero amount', { ...order, amount: '0' }],
  ])('sends the user home when handed %s', async (_, state) => {
    openBuy(state);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('sends the user home when the asset is unknown', async () => {
    openBuy(order, { get: vi.fn().mockRejectedValue(new AppError('ASSET_NOT_FOUND')) });
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('sends the user home when the period is not offered', async () => {
    openBuy({ ...order, durationId: '00000000-0000-4000-8000-0000000000ff' });
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('sends the user home when the asset is no longer active', async () => {
    openBuy(order, { get: vi.fn().mockResolvedValue(assetFixture({ isActive: false })) });
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('says it is loading, then shows a failed load with a Retry that asks again', async () => {
    const me = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Database unreachable'))
      .mockResolvedValue(profileFixture());
    openBuy(order, { me });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Error loading purchase details: Database unreachable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await confirmButton()).toBeTruthy();
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('shows the asset, the amounts, the period, the return cap, the maturity, the risk and the balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00.000Z'));
    openBuy();
    await confirmButton();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Purchase' })).toBeTruthy();
    expect(screen.getByText('Bitcoin')).toBeTruthy();
    const row = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(row('Investment amount')).toBe('$100.00');
    expect(row('Asset amount')).toBe('0.001556 BTC');
    expect(row('Period')).toBe('7 Days');
    expect(row('Expected return')).toBe('up to 12% Simulated+$12.00');
    const maturity = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date('2026-11-29T08:00:00.000Z'));
    expect(row('Maturity date')).toBe(maturity);
    expect(screen.getByText(/50% penalty on your current earnings/)).toBeTruthy();
    expect(screen.getByText(/not a promise: returns are simulated/)).toBeTruthy();
    expect(screen.getByText('Available balance').nextElementSibling?.textContent).toBe('$1,250.00');
  });

  it('buys once with an idempotency key, says Processing..., then shows the portfolio with the message', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const purchase = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const me = vi.fn().mockResolvedValue(profileFixture());
    const { router } = openBuy(order, { purchase, me });
    fireEvent.click(await confirmButton());
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    expect(purchase).toHaveBeenCalledTimes(1);
    expect(purchase).toHaveBeenCalledWith(
      { assetId: bitcoin.id, durationId: week.id, amount: '100.00' },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    finish(investmentFixture());
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/portfolio');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      message: 'Successfully invested $100.00 in Bitcoin!',
    });
    expect(router.state.historyAction).toBe('REPLACE');
    // The profile (balance) is read again after the purchase.
    await waitFor(() => expect(me).toHaveBeenCalledTimes(2));
  });

  it("shows any other refusal under 'Purchase Failed', and a retry takes a fresh key", async () => {
    const purchase = vi
      .fn()
      .mockRejectedValueOnce(new AppError('AMOUNT_TOO_LARGE'))
      .mockResolvedValue(investmentFixture());
    openBuy(order, { purchase });
    fireEvent.click(await confirmButton());
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toBe('Purchase FailedAmount is above the maximum');
    fireEvent.click(await confirmButton());
    await screen.findByTestId('location');
    const [first, second] = purchase.mock.calls.map((call) => call[1].idempotencyKey);
    expect(second).not.toBe(first);
  });

  // The balance on screen was stale (spent in another tab): the server refuses, and the balance
  // read again confirms it. One message says so, in the spec's words, not a second one above it.
  it('says a refusal for insufficient balance once, reads the balance again and holds the button', async () => {
    const purchase = vi.fn().mockRejectedValue(new AppError('INSUFFICIENT_BALANCE'));
    const me = vi
      .fn()
      .mockResolvedValueOnce(profileFixture({ balance: '1250.00' }))
      .mockResolvedValue(profileFixture({ balance: '40.00' }));
    openBuy(order, { purchase, me });
    fireEvent.click(await confirmButton());
    await waitFor(() =>
      expect(screen.getByText('Available balance').nextElementSibling?.textContent).toBe('$40.00'),
    );
    expect(screen.getAllByText('Insufficient balance')).toHaveLength(1);
    expect(screen.queryByText('Purchase Failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/topup');
    expect(((await confirmButton()) as HTMLButtonElement).disabled).toBe(true);
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('says it once too when the balance read again still covers the amount, and lets the user try again', async () => {
    const purchase = vi
      .fn()
      .mockRejectedValueOnce(new AppError('INSUFFICIENT_BALANCE'))
      .mockResolvedValue(investmentFixture());
    openBuy(order, { purchase });
    fireEvent.click(await confirmButton());
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    expect(screen.queryByText('Purchase Failed')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing was bought, so the next attempt is a new purchase with a fresh key.
    fireEvent.click(await confirmButton());
    await screen.findByTestId('location');
    const [first, second] = purchase.mock.calls.map((call) => call[1].idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('says an unexpected failure in words, and a retry keeps the key (the first may have gone through)', async () => {
    const purchase = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(investmentFixture());
    openBuy(order, { purchase });
    fireEvent.click(await confirmButton());
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
    expect(screen.getByText('Purchase Failed')).toBeTruthy();
    fireEvent.click(await confirmButton());
    await screen.findByTestId('location');
    const [first, second] = purchase.mock.calls.map((call) => call[1].idempotencyKey);
    expect(second).toBe(first);
  });

  it('holds the button and offers a top-up when the balance cannot cover the amount', async () => {
    const purchase = vi.fn();
    openBuy(order, { purchase, me: vi.fn().mockResolvedValue(profileFixture({ balance: '99.99' })) });
    const button = await confirmButton();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/topup');
    fireEvent.click(button);
    expect(purchase).not.toHaveBeenCalled();
  });
});
