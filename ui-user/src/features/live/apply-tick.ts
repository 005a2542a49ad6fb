import type { Asset, TickPrice } from '@tradesim/core';

/** Lays a tick's new prices over a cached asset list; assets the tick did not move stay as they are. */
export function applyTick(assets: Asset[] | undefined, prices: TickPrice[]): Asset[] | undefined {
  if (!assets) return assets;
  const byId = new Map(prices.map((price) => [price.id, price]));
  return assets.map((asset) => {
    const price = byId.get(asset.id);
    return price ? { ...asset, ...price } : asset;
  });
}

/** The same for one cached asset (the asset page). */
export function applyTickToAsset(asset: Asset | undefined, prices: TickPrice[]): Asset | undefined {
  if (!asset) return asset;
  const price = prices.find((candidate) => candidate.id === asset.id);
  return price ? { ...asset, ...price } : asset;
}
