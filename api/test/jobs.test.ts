import { formatUsd, toDecimal } from '@tradesim/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { recordEvents } from './support/event-log.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let catalogue: CatalogueIds;
const hour = 3_600_000;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true, testClock: true });
  catalogue = await loadCatalogue(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('jobs', () => {
  it('settle-matured settles every owner’s matured investments once, one notice per owner', async () => {
    const owners = await Promise.all([t.userClient(), t.userClient(), t.userClient()]);
    for (const owner of owners) {
      await t.fund(owner.userId, '30.00');
      for (const amount of ['10.00', '20.00']) {
        await owner.client.investments.purchase({
          assetId: catalogue.asset('BTC').id,
          durationId: catalogue.duration(5).id,
          amount,
        });
      }
    }
    t.server.ctx.clock.advance(5 * hour);
    const events = await recordEvents(t.db);
    const run = await t.server.jobs.runNow('settle-matured');
    expect(run).toMatchObject({ ran: true, result: { settled: 6 } });
    expect((await t.server.jobs.runNow('settle-matured')).result).toEqual({ settled: 0 });
    for (const owner of owners) {
      const ids = (await t.db.knex('investments').where({ user_id: owner.userId }).select('status')).map(
        (row) => row.status,
      );
      expect(ids).toEqual(['completed', 'completed']);
      const notices = await t.db.knex('notifications').where({ user_id: owner.userId, type: 'investment' });
      expect(notices.map((notice) => notice.title)).toEqual(['Investments matured']);
      const sells = await t.db.knex('transactions').where({ user_id: owner.userId, type: 'sell' });
      expect(sells).toHaveLength(2);
      const balance = (await owner.client.me.get()).balance;
      expect(Number.parseFloat(balance)).toBeGreaterThan(30);
      // All 30.00 was invested, so the balance is exactly what the two settlements credited.
      expect(notices[0].message).toBe(
        `2 of your investments have matured: ${formatUsd(balance)} (including simulated returns of ${formatUsd(toDecimal(balance).minus(30))}) was added to your balance.`,
      );

      // One event of each kind per owner, however many of theirs settled (the profile's is last).
      const topic = `me:${owner.userId}`;
      await events.waitFor((message) => message.topic === topic && message.event === 'profile');
      const heard = events.messages.filter((message) => message.topic === topic);
      expect(heard.map(({ event, data }) => ({ event, data }))).toEqual([
        { event: 'notification', data: { id: expect.any(String) } },
        { event: 'investment', data: { status: 'completed', count: 2 } },
        { event: 'transaction', data: { status: 'completed', type: 'sell' } },
        { event: 'profile', data: { balance } },
      ]);
    }
    await events.stop();
    const state = await t.db.knex('job_state').where('name', 'settle-matured').first();
    expect(state).toMatchObject({ is_running: false, last_error: null, last_result: { settled: 0 } });
  });

  it('clean-up deletes expired idempotency keys and long-expired sessions, and keeps the rest', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '10.00');
    await client.investments.purchase(
      { assetId: catalogue.asset('ETH').id, durationId: catalogue.duration(24).id, amount: '1.00' },
      { idempotencyKey: 'kept-a-day' },
    );
    expect(await t.db.knex('idempotency_keys').where({ user_id: userId }).count({ n: '*' }).first()).toEqual({
      n: 1,
    });
    t.server.ctx.clock.advance(25 * hour);
    const run = await t.server.jobs.runNow('clean-up');
    expect(run.ran).toBe(true);
    expect(await t.db.knex('idempotency_keys').where({ user_id: userId }).count({ n: '*' }).first()).toEqual({
      n: 0,
    });
    expect(await t.db.knex('sessions').where({ user_id: userId }).count({ n: '*' }).first()).toEqual({
      n: 1,
    });
  });
});
