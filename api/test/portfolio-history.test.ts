import { bucketOf, type HistoryRange, historyRanges, type PortfolioPoint, toDecimal } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.js';
import { runJob } from '../src/jobs/scheduler.js';
import { cleanUpJob } from '../src/modules/admin-ops/clean-up.js';
import { portfolioHistoryJob } from '../src/modules/me/portfolio-history.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { fundUser } from './support/funding.js';
import { valueAt } from './support/ledger-figures.js';
import { manualClock } from './support/manual-clock.js';
import { createTestDatabase } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let db: Database;
let t: TestServer;
let catalogue: CatalogueIds;
const clock = manualClock();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const rangeMs: Record<Exclude<HistoryRange, 'all'>, number> = {
  '1d': day,
  '1w': 7 * day,
  '1m': 30 * day,
  '3m': 90 * day,
};

beforeAll(async () => {
  db = await createTestDatabase();
  t = await startTestServer({ seedDemo: true, clock, database: db });
  catalogue = await loadCatalogue(db);
});
afterAll(async () => {
  await t.close();
  await db.close();
});

/** One run of the recording job, claimed as the scheduler claims it. */
async function record(): Promise<void> {
  const run = await runJob(t.server.ctx, portfolioHistoryJob, { force: true });
  expect(run).toMatchObject({ ran: true });
  expect(run.error).toBeUndefined();
}

async function fundedUser(amount: string) {
  const user = await t.userClient();
  if (amount !== '0.00') await fundUser(db, user.userId, amount, clock.now());
  return user;
}

function recordedRows(userId: string, resolution?: number) {
  const query = db.knex('portfolio_history').where('user_id', userId).orderBy('bucket');
  return resolution === undefined ? query : query.andWhere('resolution_minutes', resolution);
}

/** What every history answer must be: ascending, at most 300, consistent, ending now. */
function expectWellFormed(points: PortfolioPoint[], range: HistoryRange, now: Date) {
  expect(points.length).toBeGreaterThanOrEqual(1);
  expect(points.length).toBeLessThanOrEqual(300);
  const times = points.map((point) => Date.parse(point.time));
  for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1] as number);
  expect(times.at(-1)).toBe(now.getTime());
  if (range !== 'all') expect(times[0]).toBeGreaterThanOrEqual(now.getTime() - rangeMs[range]);
  for (const point of points)
    expect(toDecimal(point.cash).plus(point.invested).toFixed(2)).toBe(point.netWorth);
}

describe('recording', () => {
  it('records every holder each run, keeps the points across a restart, and serves every range', async () => {
    const holder = await fundedUser('1000.00');
    const investment = await holder.client.investments.purchase({
      assetId: catalogue.asset('BTC').id,
      durationId: catalogue.duration(168).id,
      amount: '400.00',
    });
    const nobody = await fundedUser('0.00');
    const start = clock.now();
    // 26 hours of runs, one every 10 minutes.
    for (let run = 0; run < 156; run++) {
      await record();
      clock.advance(10 * minute);
    }
    expect(await recordedRows(nobody.userId)).toEqual([]);
    const [first] = await recordedRows(holder.userId, 10);
    expect(first).toMatchObject({ cash: '600.00', invested: '400.00', net_worth: '1000.00' });
    const later = (await recordedRows(holder.userId, 10)).at(-1);
    expect(later.invested).toBe(valueAt(investment, later.recorded_at).toFixed(2));
    // One daily point per calendar day the runs touched: two or three, by the hour the test ran
    // at (26 hours from 22:00 UTC on cross two midnights).
    const lastRun = new Date(start.getTime() + 155 * 10 * minute);
    const days = (bucketOf(lastRun, 1440).getTime() - bucketOf(start, 1440).getTime()) / (1440 * minute) + 1;
    expect(await recordedRows(holder.userId, 1440)).toHaveLength(days);

    // Another server on the same database: the points are there, not in a process.
    await t.close();
    t = await startTestServer({ clock, database: db });
    const client = t.client();
    await client.auth.login({ email: holder.email, password: holder.password });
    const now = clock.now();
    const me = await client.me.get();
    for (const range of historyRanges) {
      const { points } = await client.me.portfolioHistory({ range });
      expectWellFormed(points, range, now);
      expect(points.at(-1)).toEqual({
        time: now.toISOString(),
        netWorth: me.portfolio.netWorth,
        cash: me.balance,
        invested: me.portfolio.currentValue,
      });
    }
    const { points: lastDay } = await client.me.portfolioHistory({ range: '1d' });
    // Every 10-minute bucket of the last 24 hours, and the live point.
    expect(lastDay.length).toBeGreaterThanOrEqual(144);
    const { points: all } = await client.me.portfolioHistory({ range: 'all' });
    expect(all[0]?.time).toBe(start.toISOString());
    expect((await client.me.portfolioHistory()).points).toEqual(lastDay);
  });

  it('writes one point per bucket however often it runs', async () => {
    const { userId } = await fundedUser('10.00');
    await record();
    await record();
    expect(await recordedRows(userId)).toHaveLength(3);
    clock.advance(10 * minute);
    await record();
    expect(await recordedRows(userId, 10)).toHaveLength(2);
  });

  it('records the fall to zero once, then nothing for a user who holds nothing', async () => {
    const { userId } = await fundedUser('20.00');
    await record();
    const admin = await t.adminClient();
    await admin.admin.users.adjustBalance(userId, { amount: '-20.00', reason: 'Closing' });
    clock.advance(10 * minute);
    await record();
    clock.advance(10 * minute);
    await record();
    const fine = await recordedRows(userId, 10);
    expect(fine.map((row) => row.net_worth)).toEqual(['20.00', '0.00']);
  });
});

describe('reading', () => {
  it('gives a user with no history the point of now', async () => {
    const { client } = await fundedUser('35.00');
    const { points } = await client.me.portfolioHistory({ range: '1w' });
    expect(points).toEqual([
      { time: clock.now().toISOString(), netWorth: '35.00', cash: '35.00', invested: '0.00' },
    ]);
  });

  it('covers each range of a long history in at most 300 points', async () => {
    const { client, userId } = await fundedUser('0.00');
    const now = clock.now();
    await seedHistory(userId, now, { 10: 2 * day, 60: 32 * day, 1440: 400 * day });
    const counts: Record<string, number> = {};
    for (const range of historyRanges) {
      const { points } = await client.me.portfolioHistory({ range });
      expectWellFormed(points, range, now);
      counts[range] = points.length;
    }
    // 1d: 10-minute points; 1w: hourly; 1m: 720 hourly ones downsampled; 3m and all: daily.
    expect(counts).toEqual({ '1d': 145, '1w': 169, '1m': 300, '3m': 91, all: 300 });
    const { points: all } = await client.me.portfolioHistory({ range: 'all' });
    expect(Date.parse(all[0]?.time ?? '')).toBeLessThan(now.getTime() - 399 * day);
  });

  it('refuses an unknown range', async () => {
    const { client } = await fundedUser('0.00');
    await expect(
      client.request({
        method: 'GET',
        path: '/api/me/portfolio/history',
        auth: 'user',
        query: { range: '2y' },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('pruning', () => {
  it('deletes fine points once no range reads them and keeps the daily ones', async () => {
    const { userId } = await fundedUser('0.00');
    const now = clock.now();
    await seedHistory(userId, now, { 10: 5 * day, 60: 40 * day, 1440: 60 * day });
    const run = await runJob(t.server.ctx, cleanUpJob, { force: true });
    expect(run.result?.historyPoints).toBeGreaterThan(0);
    const oldest = async (resolution: number) =>
      (await recordedRows(userId, resolution))[0]?.bucket.getTime();
    expect(await oldest(10)).toBeGreaterThanOrEqual(now.getTime() - 2 * day);
    expect(await oldest(60)).toBeGreaterThanOrEqual(now.getTime() - 32 * day);
    expect(await oldest(1440)).toBeLessThan(now.getTime() - 59 * day);
  });
});

/** A history as the job would have left it: every bucket of each series back `spans[series]`. */
async function seedHistory(userId: string, now: Date, spans: Record<10 | 60 | 1440, number>) {
  const rows = Object.entries(spans).flatMap(([minutes, span]) => {
    const size = Number(minutes) * minute;
    const from = bucketOf(new Date(now.getTime() - span), Number(minutes)).getTime() + size;
    const buckets = Array.from(
      { length: Math.floor((now.getTime() - from) / size) + 1 },
      (_, i) => from + i * size,
    );
    return buckets
      .filter((bucket) => bucket + 1_000 < now.getTime())
      .map((bucket, i) => ({
        user_id: userId,
        resolution_minutes: Number(minutes),
        bucket: new Date(bucket),
        recorded_at: new Date(bucket + 1_000),
        cash: (100 + (i % 17)).toFixed(2),
        invested: (i % 5).toFixed(2),
        net_worth: (100 + (i % 17) + (i % 5)).toFixed(2),
      }));
  });
  await db.knex.batchInsert('portfolio_history', rows, 500);
}
