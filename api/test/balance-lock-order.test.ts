// Balances are locked in one order, ascending user id (docs/money.md#lock-order), so two
// operations that each move several balances wait for each other in one direction, never in a
// circle (PostgreSQL's deadlock, 40P01, as the settlement job once met).
//
// The races need PostgreSQL: PGlite has one connection, so two transactions never hold locks at
// once there and the race block is skipped. What runs everywhere checks the order itself: that
// the ids sort as the database sorts them, and that recordJournal moves balances in that order
// whatever the order of the postings. Seen failing, on PostgreSQL, with the order taken out of
// recordJournal and of the two batch statements (a deadlock, 40P01, in every race).
import { type Journal, journal, type Posting, planEarlySale, post, userAccount } from '@tradesim/core';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFrom } from '../src/modules/investments/purchase.js';
import { writePurchaseBatch } from '../src/modules/investments/purchase-batch-repo.js';
import { type PurchaseOffer, readPurchaseOffer } from '../src/modules/investments/purchase-offers.js';
import type { PurchaseToWrite } from '../src/modules/investments/purchase-types.js';
import { type Settlement, writeSettlements } from '../src/modules/investments/settlement.js';
import {
  type InvestmentStateRow,
  investmentStateColumns,
  toInvestmentState,
} from '../src/modules/investments/state.js';
import { inLockOrder } from '../src/modules/ledger/lock-order.js';
import { recordJournal } from '../src/modules/ledger/repo.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestServer;
let catalogue: CatalogueIds;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  catalogue = await loadCatalogue(t.db);
});
afterAll(async () => {
  await t.close();
});

interface Customer {
  userId: string;
  sessionId: string;
}

async function customer(funds: string): Promise<Customer> {
  const { userId } = await t.userClient();
  await t.fund(userId, funds);
  const session = await t.db.knex('sessions').where({ user_id: userId, kind: 'user' }).first('id');
  return { userId, sessionId: session.id };
}

/** Two funded customers, the first with the lower id (first in the lock order). */
async function twoCustomers(): Promise<[Customer, Customer]> {
  const pair = await Promise.all([customer('100.00'), customer('100.00')]);
  const [low, high] = inLockOrder(pair.map((c) => c.userId)).map((id) => pair.find((c) => c.userId === id));
  if (!low || !high) throw new Error('customers missing');
  return [low, high];
}

/** Money moved between two users, postings in the given order: no operation does it yet. */
function transfer(postings: Posting[]): Journal {
  return journal('admin_adjustment', postings);
}

async function balanceOf(userId: string): Promise<string> {
  const row = await t.db.knex('profiles').where('id', userId).first('balance');
  return String(row?.balance);
}

describe('the lock order', () => {
  it('is the order PostgreSQL sorts the ids in', async () => {
    // Letters above digits and differences after a dash: where a text and a byte order could part.
    const ids = [
      'f0000000-0000-4000-8000-000000000000',
      '00000000-0000-4000-8000-00000000000a',
      '00000000-0000-4000-8000-000000000009',
      'a0000000-0000-4000-8000-000000000000',
      '90000000-0000-4000-8000-000000000000',
      '0000000a-0000-4000-8000-000000000000',
      '00000000-a000-4000-8000-000000000000',
      '00000000-9000-4000-8000-000000000000',
    ];
    const { rows } = await t.db.knex.raw('SELECT id::text FROM unnest(?::uuid[]) AS id ORDER BY id', [ids]);
    expect(inLockOrder(ids)).toEqual(rows.map((row: { id: string }) => row.id));
    expect(inLockOrder([ids[1], null, ids[1]?.toUpperCase(), ids[0]])).toEqual([ids[1], ids[0]]);
  });

  it('is the order recordJournal moves balances in, whatever the order of the postings', async () => {
    const [low, high] = await twoCustomers();
    const trx = await t.db.knex.transaction();
    const updated: string[] = [];
    trx.on('query', (query: { sql: string; bindings?: unknown[] }) => {
      if (!/^update "profiles"/i.test(query.sql)) return;
      const id = query.bindings?.find((value) => value === low.userId || value === high.userId);
      if (typeof id === 'string') updated.push(id);
    });
    try {
      const entry = transfer([
        post(userAccount(high.userId), '-5.00'),
        post(userAccount(low.userId), '5.00'),
      ]);
      const balances = await recordJournal(trx, entry, { reference: null, now: new Date() });
      expect(Object.fromEntries(balances)).toEqual({ [low.userId]: '105.00', [high.userId]: '95.00' });
      await trx.commit();
    } catch (error) {
      await trx.rollback();
      throw error;
    }
    expect(updated).toEqual([low.userId, high.userId]);
  });
});

/**
 * Until `count` connections of this database wait for a lock another transaction holds (a
 * waiter whose lock was just granted, not yet running, reads as waiting for nobody), or until
 * `ended()`: an operation that ended early has nothing left to wait for.
 */
async function waitUntilBlocked(count: number, ended: () => boolean): Promise<void> {
  while (!ended()) {
    const row = await t.db
      .knex('pg_stat_activity')
      .whereRaw('datname = current_database()')
      .where({ wait_event_type: 'Lock' })
      .whereRaw('cardinality(pg_blocking_pids(pid)) > 0')
      .count({ n: '*' })
      .first();
    if (Number(row?.n) >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A transaction holding one balance (as every multi-balance operation would, for a while). */
async function holdBalance(userId: string): Promise<Knex.Transaction> {
  const gate = await t.db.knex.transaction();
  await gate('profiles').where('id', userId).forNoKeyUpdate().first('id');
  return gate;
}

/**
 * Runs two operations over the same two balances with the interleaving that deadlocks forced,
 * not hoped for. Each balance is held by a gate; both operations start and block on the first
 * balance they go for. The lower gate opens: whoever takes the lower balance goes on and blocks
 * on the higher one. The higher gate opens. An operation that went for the higher balance first
 * has been waiting for it all along, so it takes it and then waits for the lower one, which the
 * other holds while waiting for it: a deadlock, every run. When both go in the lock order, the
 * second only queues behind the first on the lower balance, and both commit.
 */
async function raceOverTwoBalances(
  [low, high]: [string, string],
  operations: [() => Promise<unknown>, () => Promise<unknown>],
): Promise<PromiseSettledResult<unknown>[]> {
  const lowGate = await holdBalance(low);
  const highGate = await holdBalance(high);
  let ended = 0;
  let running: Promise<PromiseSettledResult<unknown>[]> | undefined;
  try {
    running = Promise.allSettled(
      operations.map((operation) =>
        operation().finally(() => {
          ended += 1;
        }),
      ),
    );
    await waitUntilBlocked(2, () => ended > 0);
    await lowGate.commit();
    // Whoever took the lower balance has gone on and blocks again (on the higher one, or on
    // the other operation); the other still waits.
    await waitUntilBlocked(2, () => ended > 0);
  } finally {
    if (!lowGate.isCompleted()) await lowGate.rollback();
    await highGate.commit();
  }
  return running;
}

function failures(results: PromiseSettledResult<unknown>[]): unknown[] {
  return results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
}

// Statements only: at their balance update they share-lock no balance yet (their foreign keys are
// checked at the end of the statement), so a waiter queues on the row and the race below plays
// out the same way every run. A transaction that has already share-locked the rows (recordJournal's
// postings reference the users) races the other waiter instead; its order is checked above.
describe.runIf(onPostgres)('two multi-balance batches at once, in opposite orders', () => {
  let offer: PurchaseOffer;

  beforeAll(async () => {
    // Enough customers that the planner looks balances up by key, one batch row after another
    // (in the batch's order), as on a deployment with users; a handful it scans in storage
    // order, the same for every statement, and a batch's own order would never show.
    await t.db.knex.raw(
      "INSERT INTO profiles (email) SELECT 'customer' || n || '@example.test' FROM generate_series(1, 5000) AS n",
    );
    await t.db.knex.raw('ANALYZE profiles');
    const read = await readPurchaseOffer(t.db, {
      assetId: catalogue.asset('BTC').id,
      durationId: catalogue.duration(24).id,
    });
    if ('missing' in read) throw new Error(read.missing);
    offer = read.offer;
  });

  function purchaseBy(who: Customer): PurchaseToWrite {
    const now = t.server.ctx.clock.now();
    return {
      plan: planFrom(offer, who.userId, '10.00', now),
      sessionId: who.sessionId,
      offer,
      now,
      answer: null,
    };
  }

  /** The customers' investments, sold at once (no return yet), as the settlement plans them. */
  async function salesOf(customers: Customer[]): Promise<Settlement[]> {
    const rows: InvestmentStateRow[] = await t.db
      .knex('investments')
      .whereIn(
        'user_id',
        customers.map((who) => who.userId),
      )
      .where('status', 'active')
      .select(investmentStateColumns);
    const now = t.server.ctx.clock.now();
    return customers.map((who) => {
      const row = rows.find((candidate) => candidate.user_id === who.userId);
      if (!row) throw new Error('investment missing');
      return { investmentId: row.id, userId: who.userId, plan: planEarlySale(toInvestmentState(row), now) };
    });
  }

  it('deadlock when each takes the balances in its own order (the race is forced, not hoped for)', async () => {
    const [low, high] = await twoCustomers();
    const touch = (first: string, second: string) => () =>
      t.db.knex.transaction(async (trx) => {
        await trx('profiles').where('id', first).update({ updated_at: new Date() });
        await trx('profiles').where('id', second).update({ updated_at: new Date() });
      });
    const results = await raceOverTwoBalances(
      [low.userId, high.userId],
      [touch(low.userId, high.userId), touch(high.userId, low.userId)],
    );
    expect(failures(results)).toEqual([expect.objectContaining({ code: '40P01' })]);
  });

  it('the settlement job crediting two owners and a purchase batch debiting them in reverse both commit', async () => {
    const [low, high] = await twoCustomers();
    const bought = await writePurchaseBatch(t.db, [purchaseBy(low), purchaseBy(high)]);
    expect(bought.map((write) => write.outcome)).toEqual(['written', 'written']);
    const sales = await salesOf([low, high]);
    const settle = () =>
      t.db.knex.transaction((trx) => writeSettlements(trx, sales, t.server.ctx.clock.now()));
    const buyAgain = () => writePurchaseBatch(t.db, [purchaseBy(high), purchaseBy(low)]);
    const results = await raceOverTwoBalances([low.userId, high.userId], [settle, buyAgain]);
    expect(failures(results)).toEqual([]);
    // 100 funded, 10 bought, 10 back, 10 bought again.
    expect([await balanceOf(low.userId), await balanceOf(high.userId)]).toEqual(['90.00', '90.00']);
  });

  it('two purchase batches (two instances) over the same two users in opposite orders both commit', async () => {
    const [low, high] = await twoCustomers();
    const results = await raceOverTwoBalances(
      [low.userId, high.userId],
      [
        () => writePurchaseBatch(t.db, [purchaseBy(low), purchaseBy(high)]),
        () => writePurchaseBatch(t.db, [purchaseBy(high), purchaseBy(low)]),
      ],
    );
    expect(failures(results)).toEqual([]);
    expect([await balanceOf(low.userId), await balanceOf(high.userId)]).toEqual(['80.00', '80.00']);
  });
});
