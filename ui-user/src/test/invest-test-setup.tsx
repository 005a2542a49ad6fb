import { act, fireEvent, screen } from '@testing-library/react';
import { type Mock, vi } from 'vitest';
import { InvestPage } from '../features/invest/components/invest-page.js';
import { fakeSdk } from './fake-sdk.js';
import { assetFixture, durationFixture, profileFixture, tradingSettingsFixture } from './fixtures.js';
import { LiveProbe } from './live-probe.js';
import { renderPage } from './render.js';

/** Shared by the /invest tests: two assets, two periods, limits $10..$5,000, a $1,250 balance. */
export const bitcoin = assetFixture();
export const apple = assetFixture({
  id: '00000000-0000-4000-8000-0000000000a2',
  symbol: 'AAPL',
  name: 'Apple Inc.',
  type: 'stock',
  price: '190.00',
  changePercent24h: '-0.42',
});
export const week = durationFixture();
export const day = durationFixture({
  id: '00000000-0000-4000-8000-0000000000d2',
  label: '1 Day',
  hours: 24,
  maxReturnPercent: '2.5',
});

export function sdkWith(overrides: { assets?: unknown[]; balance?: string; durations?: Mock } = {}) {
  const list = vi.fn().mockResolvedValue({ items: overrides.assets ?? [bitcoin, apple] });
  return fakeSdk({
    market: {
      assets: { list },
      durations: overrides.durations ?? vi.fn().mockResolvedValue({ items: [day, week] }),
      tradingSettings: vi
        .fn()
        .mockResolvedValue(tradingSettingsFixture({ minInvestment: '10.00', maxInvestment: '5000.00' })),
    },
    me: { get: vi.fn().mockResolvedValue(profileFixture({ balance: overrides.balance ?? '1250.00' })) },
  });
}

/**
 * renderPage opens `url` as a bare pathname, so a query string is reached by navigating to it
 * (one extra history entry, which nothing here reads).
 */
export async function openInvest(sdk = sdkWith(), url = `/invest?asset=${bitcoin.id}`) {
  const rendered = renderPage(
    <>
      <LiveProbe />
      <InvestPage />
    </>,
    { sdk, path: '/invest' },
  );
  if (url !== '/invest') await act(() => rendered.router.navigate(url));
  return rendered;
}

export const amountInput = () => screen.findByLabelText('Investment amount (USD)');
export const typeAmount = async (value: string) =>
  fireEvent.change(await amountInput(), { target: { value } });
