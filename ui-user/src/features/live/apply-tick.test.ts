import { describe, expect, it } from 'vitest';
import { assetFixture } from '../../test/fixtures.js';
import { applyTick, applyTickToAsset } from './apply-tick.js';

describe('a price tick', () => {
  const btc = assetFixture();
  const eth = assetFixture({ id: '00000000-0000-4000-8000-0000000000a2', symbol: 'ETH', price: '3000.00' });
  const tick = [
    { id: btc.id, symbol: 'BTC', price: '65000.5', change24h: '10', changePercent24h: '0.5', updatedAt: 'x' },
  ];

  it('moves the assets it names and leaves the others', () => {
    const [movedBtc, sameEth] = applyTick([btc, eth], tick) ?? [];
    expect(movedBtc?.price).toBe('65000.5');
    expect(movedBtc?.name).toBe('Bitcoin');
    expect(sameEth).toBe(eth);
  });

  it('updates one cached asset, and nothing when nothing is cached', () => {
    expect(applyTickToAsset(btc, tick)?.changePercent24h).toBe('0.5');
    expect(applyTickToAsset(eth, tick)).toBe(eth);
    expect(applyTick(undefined, tick)).toBeUndefined();
  });
});
