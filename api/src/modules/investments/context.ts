import type { AppContext } from '../../context.js';
import type { Database } from '../../db/connect.js';
import { createPurchaseOfferCache, type PurchaseOfferCache } from './purchase-offers.js';
import type { PurchaseWriter } from './purchase-types.js';
import { createPurchaseWriter, purchaseStatement } from './purchase-writer.js';

// What the investments module keeps for the life of the process: its fields of AppContext
// (api/src/context.ts says why they are added here rather than declared there).
declare module '../../context.js' {
  interface AppContext {
    /** What the market offered at the last purchases here; re-checked by every purchase's write. */
    purchaseOffers: PurchaseOfferCache;
    /** Writes purchases, several at once when they arrive together (group commit). */
    purchaseWriter: PurchaseWriter;
  }
}

export function investmentsContext(db: Database): Pick<AppContext, 'purchaseOffers' | 'purchaseWriter'> {
  return {
    purchaseOffers: createPurchaseOfferCache(),
    purchaseWriter: createPurchaseWriter(purchaseStatement(db)),
  };
}
