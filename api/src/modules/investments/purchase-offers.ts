import type { AssetType } from '@tradesim/core';
import type { Database } from '../../db/connect.js';
import { readOfferRow } from './repo.js';

/**
 * What the market offers for one asset and period: everything core's purchase rules read
 * except the buyer's balance. Kept per API process, so most purchases need no read at all.
 *
 * DESIGN note: a cached offer is never trusted. The purchase's write re-checks every value it
 * used (price, names, terms, limits, active flags) in the same statement, and writes nothing if
 * one changed; the purchase then reads the offer again and re-plans. A refusal is only ever
 * given from a fresh read. So a price tick or an admin edit costs the next purchase one extra
 * round trip, never a purchase at a stale price, and no invalidation channel is needed.
 */
export interface PurchaseOffer {
  asset: {
    id: string;
    symbol: string;
    name: string;
    type: AssetType;
    icon: string | null;
    price: string;
    isActive: boolean;
  };
  duration: { id: string; label: string; hours: number; maxReturnPercent: string; isActive: boolean };
  limits: { minInvestment: string; maxInvestment: string };
}

/** The offer as it is now; a missing asset or period is the spec's 404. */
export async function readPurchaseOffer(
  db: Database,
  input: { assetId: string; durationId: string },
): Promise<{ offer: PurchaseOffer } | { missing: 'ASSET_NOT_FOUND' | 'DURATION_NOT_FOUND' }> {
  const row = await readOfferRow(db, input);
  const a = row;
  if (!a) throw new Error('trading_settings has no row');
  if (!a.asset_id || !a.asset_type || !a.asset_price || !a.asset_symbol || !a.asset_name) {
    return { missing: 'ASSET_NOT_FOUND' };
  }
  if (!a.duration_id || !a.duration_label || !a.duration_hours || !a.duration_percent) {
    return { missing: 'DURATION_NOT_FOUND' };
  }
  return {
    offer: {
      asset: {
        id: a.asset_id,
        symbol: a.asset_symbol,
        name: a.asset_name,
        type: a.asset_type,
        icon: a.asset_icon,
        price: a.asset_price,
        isActive: a.asset_active === true,
      },
      duration: {
        id: a.duration_id,
        label: a.duration_label,
        hours: a.duration_hours,
        maxReturnPercent: a.duration_percent,
        isActive: a.duration_active === true,
      },
      limits: { minInvestment: a.min_investment, maxInvestment: a.max_investment },
    },
  };
}

export interface PurchaseOfferCache {
  get(assetId: string, durationId: string): PurchaseOffer | undefined;
  set(offer: PurchaseOffer): void;
  forget(assetId: string, durationId: string): void;
}

/** Only offers that exist are kept (at most assets × periods); bounded all the same. */
export function createPurchaseOfferCache(maxEntries = 2_000): PurchaseOfferCache {
  const offers = new Map<string, PurchaseOffer>();
  const keyOf = (assetId: string, durationId: string) => `${assetId}/${durationId}`;
  return {
    get: (assetId, durationId) => offers.get(keyOf(assetId, durationId)),
    set(offer) {
      if (offers.size >= maxEntries) offers.clear();
      offers.set(keyOf(offer.asset.id, offer.duration.id), offer);
    },
    forget: (assetId, durationId) => void offers.delete(keyOf(assetId, durationId)),
  };
}
