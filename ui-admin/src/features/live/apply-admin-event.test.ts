import { QueryClient } from '@tanstack/react-query';
import type { BackgroundJob, RealtimeEvent } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys.js';
import { assetFixture, backgroundJobFixture } from '../../test/fixtures.js';
import { applyAdminEvent } from './apply-admin-event.js';

const event = (topic: string, name: string, data: unknown): RealtimeEvent => ({
  type: 'event',
  topic,
  event: name,
  data,
  at: '2026-11-22T08:00:00.000Z',
});

const queryClient = new QueryClient();
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

/** The keys an event invalidated, as JSON for easy comparison. */
function invalidatedBy(realtimeEvent: RealtimeEvent): string[] {
  const spy = vi.spyOn(queryClient, 'invalidateQueries');
  applyAdminEvent(queryClient, realtimeEvent);
  return spy.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
}

describe('the admin realtime bridge', () => {
  it('refreshes the transaction lists, the dashboard and the users on a transaction event', () => {
    expect(
      invalidatedBy(event('admin.transactions', 'insert', { id: 't', type: 'deposit', status: 'pending' })),
    ).toEqual(['["transactions"]', '["dashboard"]', '["users"]']);
  });

  it('refreshes the tickets, the chat of a ticket with a new message, and the dashboard', () => {
    expect(invalidatedBy(event('admin.support', 'message', { ticketId: 'abc', id: 'm' }))).toEqual([
      '["tickets"]',
      '["tickets","detail","abc"]',
      '["dashboard"]',
    ]);
    vi.restoreAllMocks();
    expect(invalidatedBy(event('admin.support', 'ticket', { id: 'abc', status: 'resolved' }))).toEqual([
      '["tickets"]',
      '["dashboard"]',
    ]);
  });

  it('moves a cached job’s progress in place, and fetches its result and the catalogue when it is done', () => {
    const job = backgroundJobFixture();
    queryClient.setQueryData(queryKeys.job(job.id), job);
    const progress = { id: job.id, status: 'running', progress: { done: 12, total: 20 }, error: null };
    expect(invalidatedBy(event('admin.jobs', 'progress', progress))).toEqual([]);
    expect(queryClient.getQueryData<BackgroundJob>(queryKeys.job(job.id))?.progress).toEqual({
      done: 12,
      total: 20,
    });
    vi.restoreAllMocks();
    const done = { ...progress, status: 'succeeded', progress: { done: 20, total: 20 } };
    expect(invalidatedBy(event('admin.jobs', 'done', done))).toEqual([
      JSON.stringify(queryKeys.job(job.id)),
      '["assets"]',
      '["dashboard"]',
    ]);
    expect(queryClient.getQueryData<BackgroundJob>(queryKeys.job(job.id))?.status).toBe('succeeded');
  });

  it('does not invent a job it has not cached', () => {
    applyAdminEvent(
      queryClient,
      event('admin.jobs', 'progress', {
        id: 'other',
        status: 'running',
        progress: { done: 1, total: 2 },
        error: null,
      }),
    );
    expect(queryClient.getQueryData(queryKeys.job('other'))).toBeUndefined();
  });

  it('lays a tick’s prices over the cached asset lists', () => {
    const bitcoin = assetFixture();
    const apple = assetFixture({
      id: '00000000-0000-4000-8000-0000000000a2',
      symbol: 'AAPL',
      name: 'Apple',
      type: 'stock',
    });
    queryClient.setQueryData(queryKeys.assets({ status: 'all' }), { items: [bitcoin, apple] });
    const tick = {
      id: bitcoin.id,
      symbol: 'BTC',
      price: '65000.00',
      change24h: '2000.00',
      changePercent24h: '3.17',
      updatedAt: '2026-11-22T08:00:30.000Z',
    };
    expect(invalidatedBy(event('assets', 'tick', { tickId: 7, prices: [tick] }))).toEqual(['["price-feed"]']);
    const items = queryClient.getQueryData<{ items: (typeof bitcoin)[] }>(
      queryKeys.assets({ status: 'all' }),
    )?.items;
    expect(items?.[0]?.price).toBe('65000.00');
    expect(items?.[0]?.changePercent24h).toBe('3.17');
    expect(items?.[1]).toEqual(apple);
  });

  it('refreshes the catalogue and the dashboard when an asset is added, changed or deleted', () => {
    expect(invalidatedBy(event('assets', 'insert', assetFixture()))).toEqual(['["assets"]', '["dashboard"]']);
  });
});
