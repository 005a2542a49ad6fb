import { encodeTrc20Address, sumMoney, toDecimal } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { fundUser } from './support/funding.js';
import { cents, ledgerFigures, valueAt } from './support/ledger-figures.js';
import { manualClock } from './support/manual-clock.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Each figure of GET /api/me's portfolio, checked against the ledger at an instant the test
// knows exactly (the clock stands still until the test moves it).
let t: TestServer;
let catalogue: CatalogueIds;
const clock = manualClock();
const hour = 3_600_000;
const day = 24 * hour;
const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(9));
const png = () =>
  new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], {
    type: 'image/png',
  });

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true, clock });
  catalogue = await loadCatalogue(t.db);
  await t.db.knex('payment_settings').delete();
  await t.db.knex('payment_settings').insert({ wallet_address: walletAddress });
});
afterAll(async () => {
  await t.close();
});

async function fundedUser(amount: string) {
  const user = await t.userClient();
  await fundUser(t.db, user.userId, amount, clock.now());
  return user;
}

function buy(client: TradesimClient, amount: string, hours = 168) {
  return client.investments.purchase({
    assetId: catalogue.asset('ETH').id,
    durationId: catalogue.duration(hours).id,
    amount,
  });
}

describe('open investments', () => {
  it('gives the unrealised return of the open ones, and net worth = balance + their value', async () => {
    const { client, userId } = await fundedUser('1000.00');
    const first = await buy(client, '300.00');
    clock.advance(hour);
    const second = await buy(client, '200.00', 24);
    clock.advance(3 * hour + 17_000);
    const now = clock.now();
    const { balance, portfolio } = await client.me.get();
    const ledger = await ledgerFigures(t.db, userId);
    const open = [first, second].map((investment) => valueAt(investment, now));
    const value = sumMoney(open);
    expect(balance).toBe(cents(ledger.balance));
    expect(balance).toBe('500.00');
    expect(portfolio.totalInvested).toBe('500.00');
    expect(portfolio.currentValue).toBe(cents(value));
    expect(portfolio.unrealisedReturn).toBe(cents(value.minus(500)));
    expect(toDecimal(portfolio.unrealisedReturn).greaterThan(0)).toBe(true);
    expect(portfolio.netWorth).toBe(cents(ledger.balance.plus(value)));
    expect(portfolio.realisedReturn).toBe('0.00');
    expect(portfolio.totalReturn).toBe(portfolio.unrealisedReturn);
  });
});

describe('realised returns', () => {
  it('counts the return credited at maturity, all time, and stays in the total after settlement', async () => {
    const { client, userId } = await fundedUser('100.00');
    const investment = await buy(client, '100.00', 5);
    clock.advance(5 * hour + 1_000);
    // Loading the portfolio settles it, as the job would.
    await client.investments.list('completed');
    const { balance, portfolio } = await client.me.get();
    const ledger = await ledgerFigures(t.db, userId);
    expect(toDecimal(ledger.realisedReturn).greaterThan(0)).toBe(true);
    expect(portfolio.realisedReturn).toBe(cents(ledger.realisedReturn));
    expect(portfolio.realisedReturn).toBe((await client.investments.get(investment.id)).currentReturn);
    expect(portfolio.unrealisedReturn).toBe('0.00');
    expect(portfolio.totalReturn).toBe(portfolio.realisedReturn);
    expect(portfolio.totalReturnPercent).toBe(toDecimal(portfolio.totalReturn).toFixed(2));
    expect(portfolio.netWorth).toBe(balance);
    expect(balance).toBe(cents(ledger.balance));
  });

  it('counts the half return kept by an early sale', async () => {
    const { client, userId } = await fundedUser('400.00');
    const sold = await buy(client, '250.00');
    const kept = await buy(client, '150.00');
    clock.advance(30 * hour);
    const sale = await client.investments.sell(sold.id);
    const { balance, portfolio } = await client.me.get();
    const ledger = await ledgerFigures(t.db, userId);
    expect(portfolio.realisedReturn).toBe(cents(ledger.realisedReturn));
    expect(portfolio.realisedReturn).toBe(cents(toDecimal(sale.credited).minus(250)));
    const open = valueAt(kept, clock.now());
    expect(portfolio.unrealisedReturn).toBe(cents(open.minus(150)));
    expect(portfolio.totalReturn).toBe(cents(ledger.realisedReturn.plus(open).minus(150)));
    // All-time return over all the principal ever invested: 250 sold and 150 open.
    expect(portfolio.totalReturnPercent).toBe(
      toDecimal(portfolio.totalReturn).div(400).times(100).toFixed(2),
    );
    expect(portfolio.netWorth).toBe(cents(toDecimal(balance).plus(open)));
  });
});

describe('change over the last 24 hours', () => {
  it('is the change of net worth less the deposits, withdrawals and adjustments made in the window', async () => {
    const { client, userId } = await fundedUser('1000.00');
    const held = await buy(client, '300.00', 720);
    clock.advance(25 * hour);
    // Signed in now: an admin session lasts 24 hours of the clock.
    const admin = await t.adminClient();
    // Inside the window: money moved in and out (not performance), and another purchase.
    const deposit = await client.wallet.deposit({ amount: '500.00', proof: png() });
    clock.advance(hour);
    await admin.admin.transactions.approve(deposit.id);
    clock.advance(hour);
    await client.wallet.withdraw({ amount: '200.00', walletAddress });
    clock.advance(hour);
    await admin.admin.users.adjustBalance(userId, { amount: '50.00', reason: 'Goodwill' });
    clock.advance(hour);
    const later = await buy(client, '100.00', 24);
    clock.advance(hour);

    const now = clock.now();
    const since = new Date(now.getTime() - day);
    const { balance, portfolio } = await client.me.get();
    const ledger = await ledgerFigures(t.db, userId, since);
    expect(cents(ledger.movedSince)).toBe('350.00');
    const netWorthNow = toDecimal(balance).plus(valueAt(held, now)).plus(valueAt(later, now));
    const netWorthThen = ledger.balanceAtSince.plus(valueAt(held, since));
    const change = netWorthNow.minus(netWorthThen).minus(ledger.movedSince);
    expect(portfolio.netWorth).toBe(cents(netWorthNow));
    expect(portfolio.change24h.amount).toBe(cents(change));
    // Without the money moved, the change is only what the investments earned in the window.
    expect(portfolio.change24h.amount).toBe(
      cents(valueAt(held, now).minus(valueAt(held, since)).plus(valueAt(later, now)).minus(100)),
    );
    expect(portfolio.change24h.percent).toBe(
      change.div(netWorthThen.plus(ledger.movedSince)).times(100).toFixed(2),
    );

    // A day later the deposit, the withdrawal and the adjustment have left the window.
    clock.advance(day);
    const after = clock.now();
    const dayLater = await client.me.get();
    const heldGain = valueAt(held, after).minus(valueAt(held, now));
    // The 24-hour investment matured in between (final return, not yet settled): its gain counts.
    const laterGain = valueAt(later, after).minus(valueAt(later, now));
    expect(dayLater.portfolio.change24h.amount).toBe(cents(heldGain.plus(laterGain)));
    expect(dayLater.balance).toBe(balance);
  });

  it('is zero for a user who only moved money in the window', async () => {
    const { client } = await fundedUser('80.00');
    clock.advance(hour);
    const { portfolio } = await client.me.get();
    expect(portfolio.change24h).toEqual({ amount: '0.00', percent: '0.00' });
    expect(portfolio.netWorth).toBe('80.00');
  });
});

describe('the back office', () => {
  it('shows a user with the same figures the user sees', async () => {
    const { client, userId } = await fundedUser('300.00');
    await buy(client, '120.00');
    clock.advance(2 * hour);
    const own = await client.me.get();
    const admin = await t.adminClient();
    expect((await admin.admin.users.get(userId)).portfolio).toEqual(own.portfolio);
    const listed = await admin.admin.users.list({ q: own.email });
    expect(listed.items.map((user) => user.portfolio)).toEqual([own.portfolio]);
  });
});
