import { describe, expect, it } from 'vitest';
import type { PurchaseToWrite, PurchaseWrite } from './purchase-types.js';
import { createPurchaseWriter, type WritePurchases } from './purchase-writer.js';

/** Only the user matters to the writer; the rest of a purchase passes through untouched. */
const purchase = (userId: string) => ({ plan: { investment: { userId } } }) as unknown as PurchaseToWrite;
const written = (userId: string): PurchaseWrite => ({
  outcome: 'written',
  balance: userId,
  transactionId: userId,
});
const userOf = (p: PurchaseToWrite) => p.plan.investment.userId;

/** A statement that records each call and finishes only when the test says so; failures hit batches of several. */
function heldStatements() {
  const calls: string[][] = [];
  const pending: (() => void)[] = [];
  let failBatchWith: unknown = null;
  const hold = () => new Promise<void>((resolve) => pending.push(resolve));
  const statements: WritePurchases = async (ps) => {
    calls.push(ps.map(userOf));
    await hold();
    if (failBatchWith && ps.length > 1) throw failBatchWith;
    return ps.map((p) => written(userOf(p)));
  };
  return {
    statements,
    calls,
    failBatches(error: unknown) {
      failBatchWith = error;
    },
    /** Lets every write started so far finish, and the writer start what follows. */
    async release() {
      for (const resolve of pending.splice(0)) resolve();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('the purchase writer (group commit)', () => {
  it('writes a purchase at once, alone, while nothing is being written', async () => {
    const held = heldStatements();
    const writer = createPurchaseWriter(held.statements, { maxInFlight: 2 });
    const first = writer.write(purchase('a'));
    expect(held.calls).toEqual([['a']]);
    await held.release();
    expect(await first).toEqual(written('a'));
  });

  it('starts a batch beside the one in flight only once minBesideInFlight purchases wait', async () => {
    const held = heldStatements();
    const writer = createPurchaseWriter(held.statements, { maxInFlight: 2, minBesideInFlight: 3 });
    const results = ['a', 'b', 'c'].map((user) => writer.write(purchase(user)));
    expect(held.calls).toEqual([['a']]);
    results.push(writer.write(purchase('d')));
    expect(held.calls).toEqual([['a'], ['b', 'c', 'd']]);
    await held.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd'].map(written));
  });

  it('writes fewer waiting purchases together once the batch in flight has finished', async () => {
    const held = heldStatements();
    const writer = createPurchaseWriter(held.statements, { maxInFlight: 2, minBesideInFlight: 3 });
    const results = ['a', 'b', 'c'].map((user) => writer.write(purchase(user)));
    expect(held.calls).toEqual([['a']]);
    await held.release();
    expect(held.calls).toEqual([['a'], ['b', 'c']]);
    await held.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c'].map(written));
  });

  it('writes what queued while the slots were busy as one batch, one purchase per user, at most maxBatch', async () => {
    const held = heldStatements();
    const writer = createPurchaseWriter(held.statements, { maxInFlight: 1, maxBatch: 3 });
    const results = ['a', 'b', 'c', 'b', 'd', 'e'].map((user) => writer.write(purchase(user)));
    expect(held.calls).toEqual([['a']]);
    await held.release();
    // b's second purchase waits for the next batch: one balance row is debited once per statement.
    expect(held.calls).toEqual([['a'], ['b', 'c', 'd']]);
    await held.release();
    expect(held.calls).toEqual([['a'], ['b', 'c', 'd'], ['b', 'e']]);
    await held.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'b', 'd', 'e'].map(written));
  });

  it('writes each purchase of a failed batch alone (a deleted asset, a deadlock), so each gets its own answer', async () => {
    const held = heldStatements();
    const writer = createPurchaseWriter(held.statements, { maxInFlight: 1 });
    held.failBatches(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    const results = ['a', 'b', 'c'].map((user) => writer.write(purchase(user)));
    await held.release();
    expect(held.calls).toEqual([['a'], ['b', 'c']]);
    await held.release();
    expect(held.calls).toEqual([['a'], ['b', 'c'], ['b'], ['c']]);
    await held.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c'].map(written));
  });

  it('passes any other failure of a batch to each of its purchases', async () => {
    const held = heldStatements();
    const writer = createPurchaseWriter(held.statements, { maxInFlight: 1 });
    held.failBatches(new Error('connection lost'));
    const settled = Promise.allSettled(['a', 'b', 'c'].map((user) => writer.write(purchase(user))));
    await held.release();
    await held.release();
    expect((await settled).map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(held.calls).toEqual([['a'], ['b', 'c']]);
  });
});
