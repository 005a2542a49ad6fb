import type { Asset } from '@tradesim/core';
import { vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { assetFixture, priceFeedFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { AssetsPage } from '../components/assets-page.js';

export const bitcoin = assetFixture();
export const apple = assetFixture({
  id: '00000000-0000-4000-8000-0000000000a2',
  symbol: 'AAPL',
  name: 'Apple Inc.',
  type: 'stock',
  icon: 'https://img.test/aapl.png',
  price: '189.5',
  change24h: '-2.10',
  changePercent24h: '-1.10',
  marketCap: null,
  volume24h: '52000000.00',
  isActive: false,
});
export const shiba = assetFixture({
  id: '00000000-0000-4000-8000-0000000000a3',
  symbol: 'SHIB',
  name: 'Shiba Inu',
  price: '0.0000241',
  changePercent24h: '0',
});

/** An asset list answer. */
export const listOf = (...items: Asset[]) => vi.fn().mockResolvedValue({ items });

/**
 * The assets screen with the live bridge, at `url`, on a fake SDK whose price feed is stopped
 * unless the test says otherwise; `admin` adds or replaces `client.admin.*` fakes.
 */
export function renderAssets(admin: Record<string, unknown> = {}, url = '/assets') {
  const sdk = fakeSdk({
    admin: { priceFeed: { status: vi.fn().mockResolvedValue(priceFeedFixture()) }, ...admin },
  });
  const result = renderPage(
    <>
      <LiveProbe />
      <AssetsPage />
    </>,
    { sdk, path: '/assets', url },
  );
  return { ...result, sdk };
}
