import { vi } from 'vitest';
import { fakeSdk } from './fake-sdk.js';
import { assetFixture, durationFixture, profileFixture, tradingSettingsFixture } from './fixtures.js';

/** Three prices over the week, ending at the asset fixture's price. */
export const history = {
  items: [
    { time: '2026-11-15T08:00:00.000Z', price: '63000.00' },
    { time: '2026-11-18T08:00:00.000Z', price: '63850.40' },
    { time: '2026-11-22T08:00:00.000Z', price: '64250.12' },
  ],
};

export const weekDuration = durationFixture();
export const monthDuration = durationFixture({
  id: '00000000-0000-4000-8000-0000000000d2',
  label: '30 Days',
  hours: 720,
  maxReturnPercent: '25.50',
});

/** Everything the asset page reads, answered; override what a test is about. */
export function assetPageSdk(overrides: Parameters<typeof fakeSdk>[0] = {}) {
  const { market, ...rest } = overrides;
  return fakeSdk({
    me: { get: vi.fn().mockResolvedValue(profileFixture()) },
    ...rest,
    market: {
      durations: vi.fn().mockResolvedValue({ items: [weekDuration, monthDuration] }),
      tradingSettings: vi.fn().mockResolvedValue(tradingSettingsFixture()),
      ...market,
      assets: {
        get: vi.fn().mockResolvedValue(assetFixture()),
        history: vi.fn().mockResolvedValue(history),
        ...market?.assets,
      },
    },
  });
}
