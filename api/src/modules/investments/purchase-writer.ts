import type { Database } from '../../db/connect.js';
import { isForeignKeyViolation, isRetryableConflict, isUniqueViolation } from '../../db/errors.js';
import { writePurchaseBatch } from './purchase-batch-repo.js';
import type { PurchaseToWrite, PurchaseWrite, PurchaseWriter } from './purchase-types.js';

/** Writes purchases of different users as one statement: one outcome each, in order. */
export type WritePurchases = (purchases: readonly PurchaseToWrite[]) => Promise<PurchaseWrite[]>;

export function purchaseStatement(db: Database): WritePurchases {
  return (purchases) => writePurchaseBatch(db, purchases);
}

interface Waiting {
  purchase: PurchaseToWrite;
  resolve(write: PurchaseWrite): void;
  reject(error: unknown): void;
}

export interface PurchaseWriterOptions {
  /** Batches written at the same time (each is one transaction on its own pooled connection). */
  maxInFlight?: number;
  /** Purchases per batch at most (each adds a row to each insert and three outbox events). */
  maxBatch?: number;
  /**
   * Purchases that must be waiting before a batch starts beside one already in flight; fewer wait
   * for the batch in flight to finish and then go together.
   */
  minBesideInFlight?: number;
}

/**
 * Group commit for purchases. A purchase that arrives while nothing is being written goes at
 * once, alone (a batch of one): nothing waits on a timer. Purchases that arrive while a batch is
 * in flight queue, and the next batch writes all of them (up to `maxBatch`, one per user) as one
 * statement: one round trip, one commit and one WAL flush for the lot, which is where a
 * purchase's cost was (BENCHMARKS.md).
 *
 * A second batch starts beside the one in flight only once `minBesideInFlight` purchases wait:
 * a small batch pays a whole statement's fixed cost (a batch takes ~0.8 ms plus ~0.08 ms per
 * purchase) for one or two purchases, which waiting for the batch in flight and going together
 * does not (the measurements are in docs/benchmarks-history.md).
 *
 * A batch commits or fails as a whole, so when it fails (an admin deleted an asset one of them
 * named, a deadlock with another instance's batch) each of its purchases is written again alone
 * and gets its own answer. A second purchase of a user already in the batch waits for the next
 * one: one balance row is debited at most once per statement.
 */
export function createPurchaseWriter(
  writePurchases: WritePurchases,
  options: PurchaseWriterOptions = {},
): PurchaseWriter {
  const maxInFlight = options.maxInFlight ?? 2;
  const maxBatch = options.maxBatch ?? 16;
  const minBesideInFlight = options.minBesideInFlight ?? 4;
  let queue: Waiting[] = [];
  let inFlight = 0;

  function takeBatch(): Waiting[] {
    const users = new Set<string>();
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const waiting of queue) {
      const user = waiting.purchase.plan.investment.userId;
      if (batch.length < maxBatch && !users.has(user)) {
        users.add(user);
        batch.push(waiting);
      } else rest.push(waiting);
    }
    queue = rest;
    return batch;
  }

  /** Writes the batch; if it failed as a whole, each of several purchases is written again alone. */
  async function write(batch: Waiting[]): Promise<void> {
    let outcomes: PurchaseWrite[];
    try {
      outcomes = await writePurchases(batch.map((waiting) => waiting.purchase));
    } catch (error) {
      if (batch.length > 1 && isBatchFailure(error)) {
        // Nothing of the batch was written: each purchase gets its own answer alone.
        await Promise.all(batch.map((waiting) => write([waiting])));
      } else for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => {
      const outcome = outcomes[index];
      if (outcome) waiting.resolve(outcome);
      else waiting.reject(new Error('the purchase statement lost a purchase'));
    });
  }

  /** Whether the queue may start a batch now: at once when nothing is in flight, else once enough wait. */
  const mayStart = () => inFlight < maxInFlight && queue.length >= (inFlight === 0 ? 1 : minBesideInFlight);

  function pump(): void {
    while (mayStart()) {
      inFlight += 1;
      void write(takeBatch()).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    write(purchase) {
      return new Promise<PurchaseWrite>((resolve, reject) => {
        queue.push({ purchase, resolve, reject });
        pump();
      });
    },
  };
}

/** A failure of the whole statement that one purchase alone may not share. */
function isBatchFailure(error: unknown): boolean {
  // An asset or duration deleted since it was read; a deadlock with another instance's batch; an
  // Idempotency-Key whose record another request committed since the statement's snapshot.
  return isForeignKeyViolation(error) || isRetryableConflict(error) || isUniqueViolation(error);
}
