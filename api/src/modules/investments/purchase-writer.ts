import type { Database } from '../../db/connect.js';
import { isForeignKeyViolation, isRetryableConflict } from '../../db/errors.js';
import { writePurchaseBatch } from './purchase-batch.js';
import { writePurchase } from './purchase-repo.js';
import type { PurchaseToWrite, PurchaseWrite, PurchaseWriter } from './purchase-types.js';

/** The two ways to write: one purchase alone, or several of different users together. */
export interface PurchaseStatements {
  one(purchase: PurchaseToWrite): Promise<PurchaseWrite>;
  batch(purchases: readonly PurchaseToWrite[]): Promise<PurchaseWrite[]>;
}

export function purchaseStatements(db: Database): PurchaseStatements {
  return {
    one: (purchase) => writePurchase(db, purchase),
    batch: (purchases) => writePurchaseBatch(db, purchases),
  };
}

interface Waiting {
  purchase: PurchaseToWrite;
  resolve(write: PurchaseWrite): void;
  reject(error: unknown): void;
}

export interface PurchaseWriterOptions {
  /** Batches written at the same time (each is one transaction on its own pooled connection). */
  maxInFlight?: number;
  /** Purchases per batch at most (each adds ~0.4 KB of NOTIFY payload and a row to each insert). */
  maxBatch?: number;
}

/**
 * Group commit for purchases. A purchase that arrives while fewer than `maxInFlight` batches are
 * being written goes at once, alone, through the single statement: nothing waits on a timer.
 * Purchases that arrive while the writes are busy queue, and the next free slot writes all of
 * them (up to `maxBatch`, one per user) as one statement: one round trip, one commit, one WAL
 * flush and one NOTIFY lock for the lot, which is where a purchase's cost was (BENCHMARKS.md).
 *
 * A batch commits or fails as a whole, so when it fails (an admin deleted an asset one of them
 * named, a deadlock with another instance's batch) each of its purchases is written again alone
 * and gets its own answer. A second purchase of a user already in the batch waits for the next
 * one: one balance row is debited at most once per statement.
 */
export function createPurchaseWriter(
  statements: PurchaseStatements,
  options: PurchaseWriterOptions = {},
): PurchaseWriter {
  const maxInFlight = options.maxInFlight ?? 2;
  const maxBatch = options.maxBatch ?? 16;
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

  async function writeAlone(waiting: Waiting): Promise<void> {
    try {
      waiting.resolve(await statements.one(waiting.purchase));
    } catch (error) {
      waiting.reject(error);
    }
  }

  async function writeTogether(batch: Waiting[]): Promise<void> {
    let outcomes: PurchaseWrite[];
    try {
      outcomes = await statements.batch(batch.map((waiting) => waiting.purchase));
    } catch (error) {
      if (!isBatchFailure(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // Nothing of the batch was written: each purchase gets its own answer alone.
      await Promise.all(batch.map(writeAlone));
      return;
    }
    batch.forEach((waiting, index) => {
      const outcome = outcomes[index];
      if (outcome) waiting.resolve(outcome);
      else waiting.reject(new Error('the purchase batch lost a purchase'));
    });
  }

  function pump(): void {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      inFlight += 1;
      const [only] = batch;
      const written = batch.length === 1 && only ? writeAlone(only) : writeTogether(batch);
      void written.finally(() => {
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
  // An asset or duration deleted since it was read; a deadlock with another instance's batch.
  return isForeignKeyViolation(error) || isRetryableConflict(error);
}
