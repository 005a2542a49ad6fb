import type { PurchasePlan } from '@tradesim/core';
import type { PurchaseOffer } from './purchase-offers.js';

/** A planned purchase, ready for the write that checks and records it. */
export interface PurchaseToWrite {
  plan: PurchasePlan;
  sessionId: string;
  offer: PurchaseOffer;
  now: Date;
  /** A keyed purchase's Idempotency-Key record, written by the purchase statement with the purchase. */
  answer: PurchaseAnswer | null;
}

/** The record of a keyed purchase: the key (also stamped on the investment) and the exact answer. */
export interface PurchaseAnswer {
  key: string;
  method: string;
  path: string;
  requestHash: string;
  status: number;
  json: string;
  expiresAt: Date;
}

/** What became of one purchase at its write. */
export type PurchaseWrite =
  | { outcome: 'written'; balance: string; transactionId: string }
  /** The session is not live (revoked, expired, another user's) or the account is banned. */
  | { outcome: 'not-signed-in' }
  /** The offer the plan was made from is no longer the market's: read it again. */
  | { outcome: 'offer-changed' }
  /** The purchase's Idempotency-Key already has a record: nothing was written; replay the record. */
  | { outcome: 'key-taken' }
  | { outcome: 'insufficient-balance' };

/** Writes purchases, several at once when they arrive together (purchase-writer.ts). */
export interface PurchaseWriter {
  write(purchase: PurchaseToWrite): Promise<PurchaseWrite>;
}
