import { randomUUID } from 'node:crypto';
import {
  AppError,
  type BulkAddResult,
  bulkCryptoSymbols,
  bulkStockSymbols,
  type ImageRefreshResult,
} from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interruptedMessage, stopBackgroundJobs } from '../src/modules/background-jobs/runner.js';
import { type JobWatch, jobEvents, watchJobs } from './support/admin-jobs.js';
import { type FakeMarket, fakeMarket, gate } from './support/catalogue-market-fake.js';
import { expectAppError } from './support/errors.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const noPauses = { catalogueJobPauses: { cryptoMs: 0, stockMs: 0, imageMs: 0 } };
const allSymbols = { crypto: bulkCryptoSymbols, stock: bulkStockSymbols };

async function startCatalogue(market: FakeMarket) {
  const t = await startTestServer({ marketData: market, config: noPauses });
  const admin = await t.adminClient();
  const adminId = (await admin.admin.auth.session()).admin.id;
  const watch = await watchJobs(admin);
  return { t, admin, adminId, watch };
}

async function countRows(t: TestServer, table: string, where: Record<string, unknown> = {}) {
  const row = await t.db.knex(table).where(where).count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

describe('bulk add and image refresh', () => {
  let t: TestServer;
  let admin: TradesimClient;
  let adminId: string;
  let watch: JobWatch;
  let market: FakeMarket;

  beforeAll(async () => {
    market = fakeMarket(allSymbols);
    ({ t, admin, adminId, watch } = await startCatalogue(market));
  });
  afterAll(async () => {
    watch.close();
    await t.close();
  });

  it('adds all 50 assets in the background, reporting progress on admin.jobs', async () => {
    const job = await admin.admin.assets.bulkAdd('all');
    expect(job).toMatchObject({
      name: 'bulk-add-assets',
      status: 'queued',
      progress: { done: 0, total: 50 },
      result: null,
      error: null,
      finishedAt: null,
    });
    const done = await watch.finished(job.id);
    expect(done).toMatchObject({ status: 'succeeded', progress: { done: 50, total: 50 }, error: null });
    expect(done.finishedAt).not.toBeNull();
    const result = done.result as BulkAddResult;
    expect({ added: result.added, skipped: result.skipped, failed: result.failed }).toEqual({
      added: 50,
      skipped: 0,
      failed: 0,
    });
    expect(result.results).toEqual([
      ...bulkCryptoSymbols.map((symbol) => ({ symbol, type: 'crypto', status: 'added' })),
      ...bulkStockSymbols.map((symbol) => ({ symbol, type: 'stock', status: 'added' })),
    ]);

    const listed = (await admin.admin.assets.list()).items;
    expect(listed).toHaveLength(50);
    const btc = listed.find((asset) => asset.symbol === 'BTC');
    expect(btc).toMatchObject({
      type: 'crypto',
      name: 'BTC Coin',
      icon: 'https://img.example.test/crypto/btc.png',
      isActive: true,
    });
    expect(await countRows(t, 'price_history')).toBe(50);
    const audits = await t.db
      .knex('admin_action_logs')
      .where({ action: 'ADD_ASSET' })
      .select('actor_type', 'actor_id', 'table_name');
    expect(audits).toHaveLength(50);
    expect(
      new Set(audits.map((entry) => `${entry.actor_type}:${entry.actor_id}:${entry.table_name}`)),
    ).toEqual(new Set([`admin:${adminId}:assets`]));

    const heard = jobEvents(watch, job.id);
    expect(heard.at(-1)).toMatchObject({
      event: 'done',
      status: 'succeeded',
      progress: { done: 50, total: 50 },
    });
    const progress = heard.filter((event) => event.event === 'progress');
    expect(progress.map((event) => event.progress.done)).toEqual(Array.from({ length: 51 }, (_, i) => i));
  });

  it('skips every symbol the second time with "Asset already exists", asking the provider nothing', async () => {
    const quotes = market.quoted.length;
    const job = await admin.admin.assets.bulkAdd('all');
    const done = await watch.finished(job.id);
    const result = done.result as BulkAddResult;
    expect(done.status).toBe('succeeded');
    expect({ added: result.added, skipped: result.skipped, failed: result.failed }).toEqual({
      added: 0,
      skipped: 50,
      failed: 0,
    });
    expect(new Set(result.results.map((item) => `${item.status}:${item.message}`))).toEqual(
      new Set(['skipped:Asset already exists']),
    );
    expect(market.quoted.length).toBe(quotes);
    expect(await countRows(t, 'assets')).toBe(50);
    expect(await countRows(t, 'admin_action_logs', { action: 'ADD_ASSET' })).toBe(50);
  });

  it('refreshes images: already optimal, updated (UPDATE_ASSET, update event) or failed', async () => {
    const first = await watch.finished((await admin.admin.assets.refreshImages()).id);
    expect(first).toMatchObject({
      name: 'refresh-asset-images',
      status: 'succeeded',
      progress: { total: 50 },
    });
    expect(first.result).toMatchObject({ updated: 0, alreadyOptimal: 50, failed: 0 });

    market.setIcon('crypto', 'BTC', 'https://img.example.test/crypto/btc-v2.png');
    market.setIcon('stock', 'MSFT', null);
    market.quoteFailures.set('stock:IBM', new AppError('MARKET_DATA_RATE_LIMITED'));
    const job = await admin.admin.assets.refreshImages();
    const done = await watch.finished(job.id);
    const result = done.result as ImageRefreshResult;
    expect({ updated: result.updated, alreadyOptimal: result.alreadyOptimal, failed: result.failed }).toEqual(
      {
        updated: 1,
        alreadyOptimal: 47,
        failed: 2,
      },
    );
    expect(result.results.filter((item) => item.status !== 'alreadyOptimal')).toEqual([
      { symbol: 'BTC', type: 'crypto', status: 'updated' },
      {
        symbol: 'IBM',
        type: 'stock',
        status: 'failed',
        message: 'Market data rate limit exceeded. Please try again later.',
      },
      { symbol: 'MSFT', type: 'stock', status: 'failed', message: 'No image available for this asset' },
    ]);
    const btc = (await admin.admin.assets.list({ q: 'BTC' })).items[0];
    expect(btc?.icon).toBe('https://img.example.test/crypto/btc-v2.png');
    const entries = await t.db
      .knex('admin_action_logs')
      .where({ action: 'UPDATE_ASSET', record_id: btc?.id })
      .select('actor_id', 'old_values', 'new_values');
    expect(entries).toEqual([
      {
        actor_id: adminId,
        old_values: { icon: 'https://img.example.test/crypto/btc.png' },
        new_values: { icon: 'https://img.example.test/crypto/btc-v2.png' },
      },
    ]);
    market.quoteFailures.clear();
  });

  it('validates the preset and answers 404 "Job not found" for an unknown job', async () => {
    const error = await expectAppError(admin.admin.assets.bulkAdd('bonds' as 'all'), 'VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual(['preset']);
    await expectAppError(admin.admin.jobs.get(randomUUID()), 'JOB_NOT_FOUND', 'Job not found');
    await expectAppError(admin.admin.jobs.get('not-a-uuid'), 'VALIDATION_FAILED');
    await expectAppError(t.client().admin.assets.bulkAdd('all'), 'ADMIN_SESSION_INVALID');
  });

  it('fails a job lost with its server (stale heartbeat) when it is read', async () => {
    const old = new Date(Date.now() - 10 * 60_000);
    const [row] = await t.db
      .knex('background_jobs')
      .insert({
        name: 'bulk-add-assets',
        status: 'running',
        progress_done: 3,
        progress_total: 20,
        created_at: old,
        started_at: old,
        updated_at: old,
      })
      .returning('id');
    const job = await admin.admin.jobs.get(row.id);
    expect(job).toMatchObject({
      status: 'failed',
      error: interruptedMessage,
      progress: { done: 3, total: 20 },
    });
    expect(job.finishedAt).not.toBeNull();
    await watch.next((event) => event.event === 'done' && (event.data as { id: string }).id === row.id);
    // A job whose heartbeat is recent is left running.
    const [fresh] = await t.db
      .knex('background_jobs')
      .insert({ name: 'bulk-add-assets', status: 'running', progress_total: 20 })
      .returning('id');
    expect((await admin.admin.jobs.get(fresh.id)).status).toBe('running');
    await t.db.knex('background_jobs').where('id', fresh.id).update({ status: 'failed' });
  });
});

describe('bulk add failures and races', () => {
  let t: TestServer;
  let admin: TradesimClient;
  let watch: JobWatch;
  let market: FakeMarket;

  beforeAll(async () => {
    market = fakeMarket({
      crypto: bulkCryptoSymbols.filter((symbol) => symbol !== 'USDT'),
      stock: bulkStockSymbols,
    });
    ({ t, admin, watch } = await startCatalogue(market));
  });
  afterAll(async () => {
    watch.close();
    await t.close();
  });

  it('adds the 30 stocks once when two bulk adds run at the same time', async () => {
    const [one, two] = await Promise.all([
      admin.admin.assets.bulkAdd('stocks'),
      admin.admin.assets.bulkAdd('stocks'),
    ]);
    const results = [
      (await watch.finished(one.id)).result,
      (await watch.finished(two.id)).result,
    ] as BulkAddResult[];
    expect(results.reduce((sum, result) => sum + result.added, 0)).toBe(30);
    expect(results.reduce((sum, result) => sum + result.skipped, 0)).toBe(30);
    expect(await countRows(t, 'assets', { type: 'stock' })).toBe(30);
    expect(await countRows(t, 'admin_action_logs', { action: 'ADD_ASSET' })).toBe(30);
  });

  it('reports a provider failure for one symbol as failed while the others are added', async () => {
    market.quoteFailures.set('crypto:ETH', new AppError('MARKET_DATA_RATE_LIMITED'));
    market.quoteFailures.set('crypto:SOL', new Error('socket hang up'));
    const job = await admin.admin.assets.bulkAdd('crypto');
    const done = await watch.finished(job.id);
    expect(done).toMatchObject({ status: 'succeeded', progress: { done: 20, total: 20 } });
    const result = done.result as BulkAddResult;
    expect({ added: result.added, skipped: result.skipped, failed: result.failed }).toEqual({
      added: 17,
      skipped: 0,
      failed: 3,
    });
    expect(result.results.filter((item) => item.status === 'failed')).toEqual([
      {
        symbol: 'ETH',
        type: 'crypto',
        status: 'failed',
        message: 'Market data rate limit exceeded. Please try again later.',
      },
      {
        symbol: 'USDT',
        type: 'crypto',
        status: 'failed',
        message: 'Could not fetch data for crypto symbol: USDT',
      },
      { symbol: 'SOL', type: 'crypto', status: 'failed', message: 'Market data API error' },
    ]);
    const cryptos = (await admin.admin.assets.list({ type: 'crypto' })).items.map((asset) => asset.symbol);
    expect(cryptos).toHaveLength(17);
    expect(cryptos).not.toContain('ETH');
    market.quoteFailures.clear();
  });
});

describe('a job running when its server stops', () => {
  it('is recorded as interrupted once its current step is done, keeping what it did', async () => {
    const market = fakeMarket(allSymbols);
    const { t, admin, watch } = await startCatalogue(market);
    try {
      const slow = gate();
      market.quoteGates.set('crypto:ETH', slow.opened);
      const job = await admin.admin.assets.bulkAdd('crypto');
      await market.quoteAsked('crypto:ETH');
      const stopping = stopBackgroundJobs(t.server.ctx);
      slow.open();
      await stopping;
      const stopped = await admin.admin.jobs.get(job.id);
      expect(stopped).toMatchObject({
        status: 'failed',
        error: interruptedMessage,
        progress: { done: 2, total: 20 },
      });
      const partial = stopped.result as BulkAddResult;
      expect(partial.results.map((item) => `${item.symbol}:${item.status}`)).toEqual([
        'BTC:added',
        'ETH:added',
      ]);
      expect(await countRows(t, 'assets')).toBe(2);
      expect(market.quoted).toEqual(['crypto:BTC', 'crypto:ETH']);
      await watch.next((event) => event.event === 'done' && (event.data as { id: string }).id === job.id);
    } finally {
      watch.close();
      await t.close();
    }
  });
});

describe('a job still running when its server closes', () => {
  it('is abandoned without crashing the process', async () => {
    const market = fakeMarket(allSymbols);
    const slow = gate();
    market.quoteGates.set('crypto:BTC', slow.opened);
    const server = await startTestServer({ marketData: market, config: noPauses });
    const admin = await server.adminClient();
    const job = await admin.admin.assets.bulkAdd('crypto');
    expect(job.status).toBe('queued');
    await market.quoteAsked('crypto:BTC');
    await server.server.close();
    await server.db.close();
    // The blocked provider call returns after the server and its database are gone: the job's
    // writes fail, and that is caught and logged, never thrown at the process.
    slow.open();
    await stopBackgroundJobs(server.server.ctx);
    expect(market.quoted).toEqual(['crypto:BTC']);
  });
});
