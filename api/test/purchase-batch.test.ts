// Several purchases written as one statement (purchase-batch-repo.ts): each is checked and written
// on its own terms, as the single purchase statement would; only the round trip is shared.
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFrom } from '../src/modules/investments/purchase.js';
import { writePurchaseBatch } from '../src/modules/investments/purchase-batch-repo.js';
import { type PurchaseOffer, readPurchaseOffer } from '../src/modules/investments/purchase-offers.js';
import type { PurchaseToWrite } from '../src/modules/investments/purchase-types.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { type EventLog, recordEvents } from './support/event-log.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let admin: TradesimClient;
let catalogue: CatalogueIds;
let events: EventLog;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  admin = await t.adminClient();
  catalogue = await loadCatalogue(t.db);
  events = await recordEvents(t.db);
});
afterAll(async () => {
  await events.stop();
  await t.close();
});

interface Buyer {
  client: TradesimClient;
  userId: string;
  sessionId: string;
}

async function buyer(funds: string): Promise<Buyer> {
  const user = await t.userClient();
  await t.fund(user.userId, funds);
  const session = await t.db.knex('sessions').where({ user_id: user.userId, kind: 'user' }).first('id');
  return { client: user.client, userId: user.userId, sessionId: session.id };
}

async function offerOf(symbol: string): Promise<PurchaseOffer> {
  const read = await readPurchaseOffer(t.db, {
    assetId: catalogue.asset(symbol).id,
    durationId: catalogue.duration(24).id,
  });
  if ('missing' in read) throw new Error(read.missing);
  return read.offer;
}

function purchaseBy(who: Buyer, offer: PurchaseOffer, amount: string): PurchaseToWrite {
  const now = t.server.ctx.clock.now();
  return {
    plan: planFrom(offer, who.userId, amount, now),
    sessionId: who.sessionId,
    offer,
    now,
    answer: null,
  };
}

async function balanceOf(userId: string): Promise<string> {
  const row = await t.db.knex('profiles').where('id', userId).first('balance');
  return String(row?.balance);
}

async function investmentsOf(userId: string): Promise<number> {
  const row = await t.db.knex('investments').where('user_id', userId).count({ n: '*' }).first();
  return Number(row?.n);
}

describe('a batch of purchases', () => {
  it('writes each on its own terms: bought, short of funds, signed out, offer changed, banned', async () => {
    const [rich, poor, signedOut, late, banned] = await Promise.all(
      ['100.00', '5.00', '100.00', '100.00', '100.00'].map(buyer),
    );
    if (!rich || !poor || !signedOut || !late || !banned) throw new Error('buyers missing');
    await signedOut.client.auth.logout();
    await admin.admin.users.ban(banned.userId, 'Testing the batch');
    const eth = await offerOf('ETH');
    const stale: PurchaseOffer = { ...eth, asset: { ...eth.asset, price: '1.23' } };

    const outcomes = await writePurchaseBatch(t.db, [
      purchaseBy(rich, await offerOf('BTC'), '25.50'),
      purchaseBy(poor, eth, '10.00'),
      purchaseBy(signedOut, eth, '10.00'),
      purchaseBy(late, stale, '10.00'),
      purchaseBy(banned, eth, '10.00'),
    ]);

    expect(outcomes.map((outcome) => outcome.outcome)).toEqual([
      'written',
      'insufficient-balance',
      'not-signed-in',
      'offer-changed',
      'not-signed-in',
    ]);
    expect(outcomes[0]).toMatchObject({ balance: '74.50' });
    expect(await Promise.all([rich, poor, signedOut, late, banned].map((b) => balanceOf(b.userId)))).toEqual([
      '74.50',
      '5.00',
      '100.00',
      '100.00',
      '100.00',
    ]);
    expect(
      await Promise.all([rich, poor, signedOut, late, banned].map((b) => investmentsOf(b.userId))),
    ).toEqual([1, 0, 0, 0, 0]);
    // What the buyer sees is what a single purchase shows: the investment, its buy row, the balance.
    const { items } = await rich.client.wallet.transactions.list({});
    expect(items.find((item) => item.type === 'buy')).toMatchObject({
      amount: '25.50',
      status: 'completed',
      description: 'Investment in Bitcoin',
    });
    const event = await events.waitFor(
      (message) => message.topic === `me:${rich.userId}` && message.event === 'profile',
    );
    expect(event.data).toEqual({ balance: '74.50' });
    expect(events.messages.filter((message) => message.topic === `me:${poor.userId}`)).toEqual([]);
  });

  it('writes several successful purchases with a journal each, all balanced', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer('50.00')));
    const btc = await offerOf('BTC');
    const outcomes = await writePurchaseBatch(
      t.db,
      buyers.map((b, index) => purchaseBy(b, btc, `${10 + index}.00`)),
    );
    expect(outcomes.every((outcome) => outcome.outcome === 'written')).toBe(true);
    expect(await Promise.all(buyers.map((b) => balanceOf(b.userId)))).toEqual(
      buyers.map((_, index) => `${40 - index}.00`),
    );
    const journals = await t.db
      .knex('ledger_entries')
      .whereIn(
        'user_id',
        buyers.map((b) => b.userId),
      )
      .andWhere('event', 'investment_bought')
      .countDistinct({ n: 'journal_id' })
      .first();
    expect(Number(journals?.n)).toBe(8);
  });

  it('refuses two purchases of one user in one batch before writing anything', async () => {
    const twice = await buyer('100.00');
    const eth = await offerOf('ETH');
    await expect(
      writePurchaseBatch(t.db, [purchaseBy(twice, eth, '10.00'), purchaseBy(twice, eth, '10.00')]),
    ).rejects.toThrow('one purchase per user');
    expect(await balanceOf(twice.userId)).toBe('100.00');
  });
});
