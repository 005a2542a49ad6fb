import { QueryClient } from '@tanstack/react-query';
import { type BackgroundJob, type RealtimeEvent, realtimeEventSchema } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys.js';
import { assetFixture, backgroundJobFixture } from '../../test/fixtures.js';
import { adminTopics, applyAdminEvent } from './apply-admin-event.js';

/** An event as a test writes it: its `type` and `at` are filled in. */
type EventInput = RealtimeEvent extends infer E
  ? E extends unknown
    ? Omit<E, 'type' | 'at'>
    : never
  : never;

/** A typed event, checked against the contract as the SDK checks what the server sends. */
const event = (input: EventInput): RealtimeEvent =>
  realtimeEventSchema.parse({ type: 'event', at: '2026-11-22T08:00:00.000Z', ...input });

const ticketId = '00000000-0000-4000-8000-0000000000b1';

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
      invalidatedBy(
        event({
          topic: 'admin.transactions',
          event: 'insert',
          data: { id: '00000000-0000-4000-8000-0000000000f1', type: 'deposit', status: 'pending' },
        }),
      ),
    ).toEqual(['["transactions"]', '["dashboard"]', '["users"]']);
  });

  it('refreshes the tickets, the chat of a ticket with a new message, and the dashboard', () => {
    expect(
      invalidatedBy(
        event({
          topic: 'admin.support',
          event: 'message',
          data: { ticketId, id: '00000000-0000-4000-8000-0000000000c1' },
        }),
      ),
    ).toEqual(['["tickets"]', `["tickets","detail","${ticketId}"]`, '["dashboard"]']);
    vi.restoreAllMocks();
    expect(
      invalidatedBy(
        event({ topic: 'admin.support', event: 'ticket', data: { id: ticketId, status: 'resolved' } }),
      ),
    ).toEqual(['["tickets"]', '["dashboard"]']);
  });

  it('moves a cached job’s progress in place, and fetches its result and the catalogue when it is done', () => {
    const job = backgroundJobFixture();
    queryClient.setQueryData(queryKeys.job(job.id), job);
    const progress = {
      id: job.id,
      name: job.name,
      status: 'running' as const,
      progress: { done: 12, total: 20 },
      error: null,
    };
    expect(invalidatedBy(event({ topic: 'admin.jobs', event: 'progress', data: progress }))).toEqual([]);
    expect(queryClient.getQueryData<BackgroundJob>(queryKeys.job(job.id))?.progress).toEqual({
      done: 12,
      total: 20,
    });
    vi.restoreAllMocks();
    const done = { ...progress, status: 'succeeded' as const, progress: { done: 20, total: 20 } };
    expect(invalidatedBy(event({ topic: 'admin.jobs', event: 'done', data: done }))).toEqual([
      JSON.stringify(queryKeys.job(job.id)),
      '["assets"]',
      '["dashboard"]',
    ]);
    expect(queryClient.getQueryData<BackgroundJob>(queryKeys.job(job.id))?.status).toBe('succeeded');
  });

  it('does not invent a job it has not cached', () => {
    const other = '00000000-0000-4000-8000-0000000000e9';
    applyAdminEvent(
      queryClient,
      event({
        topic: 'admin.jobs',
        event: 'progress',
        data: {
          id: other,
          name: 'refresh-asset-images',
          status: 'running',
          progress: { done: 1, total: 2 },
          error: null,
        },
      }),
    );
    expect(queryClient.getQueryData(queryKeys.job(other))).toBeUndefined();
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
    expect(
      invalidatedBy(event({ topic: 'assets', event: 'tick', data: { tickId: 7, prices: [tick] } })),
    ).toEqual(['["price-feed"]']);
    const items = queryClient.getQueryData<{ items: (typeof bitcoin)[] }>(
      queryKeys.assets({ status: 'all' }),
    )?.items;
    expect(items?.[0]?.price).toBe('65000.00');
    expect(items?.[0]?.changePercent24h).toBe('3.17');
    expect(items?.[1]).toEqual(apple);
  });

  it('refreshes the catalogue and the dashboard when an asset is added, changed or deleted', () => {
    // Money on the wire has two decimals.
    const added = assetFixture();
    expect(invalidatedBy(event({ topic: 'assets', event: 'insert', data: added }))).toEqual([
      '["assets"]',
      '["dashboard"]',
    ]);
  });

  it('refreshes the approval lists, the bell and the held transactions when a request is made', () => {
    expect(
      invalidatedBy(
        event({
          topic: 'admin.approvals',
          event: 'approval',
          data: { id: '00000000-0000-4000-8000-0000000000a7', status: 'pending' },
        }),
      ),
    ).toEqual(['["approvals"]', '["dashboard"]', '["transactions"]']);
  });

  it('also refreshes what an approved request may have changed', () => {
    expect(
      invalidatedBy(
        event({
          topic: 'admin.approvals',
          event: 'approval',
          data: { id: '00000000-0000-4000-8000-0000000000a7', status: 'approved' },
        }),
      ),
    ).toEqual([
      '["approvals"]',
      '["dashboard"]',
      '["transactions"]',
      '["users"]',
      '["staff"]',
      '["payment-settings"]',
      '["security-settings"]',
      '["trading-settings"]',
      '["admin-session"]',
    ]);
  });
});

describe('the topics by role', () => {
  it('asks only for the admin topics the role may read, and the catalogue always', () => {
    expect(adminTopics('owner')).toEqual([
      'admin.transactions',
      'admin.support',
      'admin.jobs',
      'admin.approvals',
      'assets',
    ]);
    expect(adminTopics('finance')).toEqual(['admin.transactions', 'admin.approvals', 'assets']);
    expect(adminTopics('support')).toEqual(['admin.support', 'assets']);
    expect(adminTopics('catalogue')).toEqual(['admin.jobs', 'assets']);
    expect(adminTopics('auditor')).toEqual(adminTopics('owner'));
  });
});
