import { randomUUID } from 'node:crypto';
import { encodeTrc20Address } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { expectAppError } from './support/errors.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let admin: TradesimClient;
let adminId: string;
let catalogue: CatalogueIds;
const hour = 3_600_000;

beforeAll(async () => {
  t = await startTestServer({
    seedDemo: true,
    testClock: true,
    config: { rateLimits: { ...defaultRateLimits, registerPerIp: 1_000, loginPerIp: 1_000 } },
  });
  catalogue = await loadCatalogue(t.db);
  admin = await t.adminClient();
  adminId = (await admin.admin.auth.session()).admin.id;
});
afterAll(async () => {
  await t.close();
});

// Each change a second later, so "newest first" never hinges on a tie.
const tick = () => t.server.ctx.clock.advance(1000);
const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(7));
const png = () =>
  new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])], {
    type: 'image/png',
  });

async function auditCount(): Promise<number> {
  return Number((await t.db.knex('admin_action_logs').count({ n: '*' }).first())?.n);
}

describe('access', () => {
  it('is for admins only, and a refused call runs nothing and audits nothing', async () => {
    const { client } = await t.userClient();
    const asUser = t.clientWithToken(client.credentials().user?.accessToken);
    const audit = await auditCount();
    const ticks = Number((await t.db.knex('price_history').count({ n: '*' }).first())?.n);
    await expectAppError(
      asUser.admin.dashboard(),
      'ADMIN_REQUIRED',
      'Access denied. Admin privileges required.',
    );
    await expectAppError(asUser.admin.audit.list(), 'ADMIN_REQUIRED');
    await expectAppError(asUser.admin.ledger.verify(), 'ADMIN_REQUIRED');
    await expectAppError(asUser.admin.jobs.run('price-tick'), 'ADMIN_REQUIRED');
    await expectAppError(t.client().admin.jobs.run('price-tick'), 'ADMIN_SESSION_INVALID');
    expect(await auditCount()).toBe(audit);
    expect(Number((await t.db.knex('price_history').count({ n: '*' }).first())?.n)).toBe(ticks);
  });
});

describe('dashboard', () => {
  it('counts users, assets, transactions, revenue, pending reviews and open tickets', async () => {
    const before = await admin.admin.dashboard();
    const { client, userId } = await t.userClient();
    await t.fund(userId, '100.00');
    // An admin credit is a completed deposit row, but not money a user paid in: no revenue.
    await admin.admin.users.adjustBalance(userId, { amount: '50.00', reason: 'Welcome bonus' });
    await client.wallet.withdraw({ amount: '20.00', walletAddress });
    await client.wallet.deposit({ amount: '30.00', proof: png() });
    const open = await client.support.tickets.create({ subject: 'Help', description: 'Where is my money?' });
    const closed = await client.support.tickets.create({ subject: 'Thanks', description: 'All good.' });
    await t.db.knex('support_tickets').where('id', closed.id).update({ status: 'resolved' });
    const progressing = await client.support.tickets.create({
      subject: 'Slow',
      description: 'Still waiting.',
    });
    await t.db.knex('support_tickets').where('id', progressing.id).update({ status: 'in_progress' });

    const after = await admin.admin.dashboard();
    expect(after).toMatchObject({
      totalUsers: before.totalUsers + 1,
      activeUsers: before.activeUsers + 1,
      totalAssets: Number((await t.db.knex('assets').count({ n: '*' }).first())?.n),
      totalTransactions: before.totalTransactions + 4,
      totalRevenue: (Number(before.totalRevenue) + 100).toFixed(2),
      pendingWithdrawals: before.pendingWithdrawals + 1,
      pendingDeposits: before.pendingDeposits + 1,
      openTickets: before.openTickets + 2,
      ledger: { balanced: true },
    });
    expect(after.totalAssets).toBeGreaterThan(0);
    expect(Math.abs(Date.parse(after.ledger.checkedAt) - t.server.ctx.clock.now().getTime())).toBeLessThan(
      5_000,
    );
    expect(open.status).toBe('open');
  });
});

describe('ledger verify', () => {
  it('reports every account and stays balanced', async () => {
    const report = await admin.admin.ledger.verify();
    expect(report).toMatchObject({ balanced: true, mismatches: [] });
    const adjustments = await t.db
      .knex('ledger_entries')
      .where('account', 'platform:adjustments')
      .first(t.db.knex.raw('coalesce(sum(amount), 0)::text as total'));
    expect(report.accounts.find((row) => row.account === 'platform:adjustments')?.balance).toBe(
      Number(adjustments.total).toFixed(2),
    );
    const users = await t.db.knex('profiles').first(t.db.knex.raw('sum(balance)::text as total'));
    expect(report.accounts.find((row) => row.account === 'users')?.balance).toBe(
      Number(users.total).toFixed(2),
    );
  });

  it('finds a balance that drifted from its postings, and the dashboard says so', async () => {
    const { userId } = await t.userClient();
    await t.fund(userId, '10.00');
    await t.db.knex('profiles').where('id', userId).update({ balance: '11.00' });
    try {
      const report = await admin.admin.ledger.verify();
      expect(report.balanced).toBe(false);
      expect(report.mismatches).toEqual([
        {
          check: 'user_balance_matches_ledger',
          account: `user:${userId}`,
          detail: 'balance 11.00 but postings sum to 10.00',
        },
      ]);
      expect((await admin.admin.dashboard()).ledger.balanced).toBe(false);
    } finally {
      await t.db.knex('profiles').where('id', userId).update({ balance: '10.00' });
    }
    expect((await admin.admin.ledger.verify()).balanced).toBe(true);
  });
});

describe('audit log', () => {
  it('lists entries newest first with the actor’s email, filtered and paged', async () => {
    const { userId } = await t.userClient();
    await t.fund(userId, '20.00');
    tick();
    await admin.admin.users.adjustBalance(userId, { amount: '-5.00', reason: 'Fee' });
    tick();
    await admin.admin.users.ban(userId, 'Abuse');
    tick();
    await admin.admin.users.unban(userId);

    const page = await admin.admin.audit.list({ tableName: 'profiles' });
    const mine = page.items.filter((entry) => entry.recordId === userId);
    expect(mine.map((entry) => entry.action)).toEqual(['UNBAN_USER', 'BAN_USER', 'UPDATE_USER_BALANCE']);
    expect(mine[2]).toMatchObject({
      actorId: adminId,
      actorType: 'admin',
      actorEmail: adminCredentials.email,
      tableName: 'profiles',
      oldValues: { balance: '20.00' },
      newValues: { balance: '15.00', amount: '-5.00', reason: 'Fee' },
    });
    expect(mine[2]?.userAgent).not.toBeNull();
    const created = page.items.map((entry) => Date.parse(entry.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const total = Number(
      (await t.db.knex('admin_action_logs').where('table_name', 'profiles').count({ n: '*' }).first())?.n,
    );
    expect(page.total).toBe(total);

    const bans = await admin.admin.audit.list({ action: 'BAN_USER' });
    expect(bans.items.length).toBeGreaterThan(0);
    expect(bans.items.every((entry) => entry.action === 'BAN_USER')).toBe(true);
    // Everything but the system's entries (the demo wallet's QR code drawn at first start, jobs).
    const byAdmin = await t.db.knex('admin_action_logs').where('actor_id', adminId).count({ n: '*' }).first();
    expect((await admin.admin.audit.list({ actorId: adminId })).total).toBe(Number(byAdmin?.n));
    expect(await admin.admin.audit.list({ actorId: randomUUID() })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
    expect((await admin.admin.audit.list({ tableName: 'nothing' })).total).toBe(0);

    const all = await admin.admin.audit.list({ limit: 200 });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const part = await admin.admin.audit.list({ limit: 2, ...(cursor ? { cursor } : {}) });
      expect(part.items.length).toBeLessThanOrEqual(2);
      seen.push(...part.items.map((entry) => entry.id));
      cursor = part.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.items.map((entry) => entry.id));
  });

  it('bounds the log and its CSV export by a period, from inclusive and to exclusive', async () => {
    const { userId } = await t.userClient();
    tick();
    const from = t.server.ctx.clock.now().toISOString();
    await admin.admin.users.ban(userId, 'Spam, "links" =HYPERLINK()');
    tick();
    const to = t.server.ctx.clock.now().toISOString();
    await admin.admin.users.unban(userId);

    const inside = await admin.admin.audit.list({ from, to });
    expect(inside.items.map((entry) => entry.action)).toEqual(['BAN_USER']);
    expect(inside.total).toBe(1);
    expect((await admin.admin.audit.list({ from: to })).items.map((entry) => entry.action)).toEqual([
      'UNBAN_USER',
    ]);

    const csv = await admin.admin.audit.exportCsv({ from, to });
    const [header, record, ...rest] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'Date,Actor,Actor type,Action,Table,Record,Target,Old values,New values,IP address,User agent,ID',
    );
    expect(rest).toEqual([]);
    expect(record).toContain(`,${adminCredentials.email},admin,BAN_USER,profiles,${userId},`);
    // The JSON of the values is one quoted field; the reason's formula is text, not a formula.
    expect(record).toContain('""bannedReason"":""Spam, \\""links\\"" =HYPERLINK()""');
    expect(record).toContain(inside.items[0]?.id);

    const all = (await admin.admin.audit.exportCsv()).trimEnd().split('\r\n');
    expect(all).toHaveLength(Number((await admin.admin.audit.list({ limit: 1 })).total) + 1);
    await expectAppError(admin.admin.audit.list({ from: to, to: from }), 'VALIDATION_FAILED');
  });

  it('refuses malformed filters', async () => {
    await expectAppError(admin.admin.audit.list({ actorId: 'someone' }), 'VALIDATION_FAILED');
    const bad = await expectAppError(admin.admin.audit.list({ cursor: 'xyz' }), 'VALIDATION_FAILED');
    expect(bad.fields).toEqual({ cursor: 'Invalid cursor' });
  });
});

describe('jobs', () => {
  const runAudits = () =>
    t.db.knex('admin_action_logs').where('action', 'RUN_JOB').orderBy('created_at', 'desc');

  it('runs a price tick now and audits it', async () => {
    const active = Number((await t.db.knex('assets').where('is_active', true).count({ n: '*' }).first())?.n);
    const history = Number((await t.db.knex('price_history').count({ n: '*' }).first())?.n);
    const run = await admin.admin.jobs.run('price-tick');
    expect(run).toMatchObject({ name: 'price-tick', ran: true, result: { assets: active } });
    expect(Number((await t.db.knex('price_history').count({ n: '*' }).first())?.n)).toBe(history + active);
    const [entry] = await runAudits();
    expect(entry).toMatchObject({
      actor_id: adminId,
      action: 'RUN_JOB',
      table_name: 'job_state',
      record_id: 'price-tick',
      new_values: { ran: true, result: run.result },
    });
  });

  it('settles matured investments on demand once the clock has passed their end', async () => {
    const { client, userId } = await t.userClient();
    await t.fund(userId, '50.00');
    const investment = await client.investments.purchase({
      assetId: catalogue.asset('BTC').id,
      durationId: catalogue.duration(5).id,
      amount: '50.00',
    });
    expect(await admin.admin.jobs.run('settle-matured')).toEqual({
      name: 'settle-matured',
      ran: true,
      result: { settled: 0 },
    });
    await admin.admin.testClock.advance(5 * hour);
    expect(await admin.admin.jobs.run('settle-matured')).toEqual({
      name: 'settle-matured',
      ran: true,
      result: { settled: 1 },
    });
    expect((await client.investments.get(investment.id)).status).toBe('completed');
    expect(Number((await client.me.get()).balance)).toBeGreaterThan(50);
    expect((await runAudits()).slice(0, 2).map((entry) => entry.new_values)).toEqual([
      { ran: true, result: { settled: 1 } },
      { ran: true, result: { settled: 0 } },
    ]);
    expect((await admin.admin.ledger.verify()).balanced).toBe(true);
  });

  it('runs the clean-up job under its API name', async () => {
    const run = await admin.admin.jobs.run('cleanup');
    expect(run).toMatchObject({ name: 'cleanup', ran: true });
    expect(Object.keys(run.result ?? {}).sort()).toEqual([
      'expiredApprovals',
      'historyPoints',
      'idempotencyKeys',
      'outboxEvents',
      'rateLimits',
      'resetTokens',
      'sessions',
    ]);
    expect((await runAudits())[0]).toMatchObject({ record_id: 'clean-up' });
  });

  it('runs market-update only while the price feed is switched on, and says why not', async () => {
    const audit = await auditCount();
    const run = await admin.admin.jobs.run('market-update');
    expect(run.name).toBe('market-update');
    const state = await t.db.knex('job_state').where('name', 'market-update').first();
    if (state.is_enabled) expect(run.ran).toBe(true);
    else expect(run).toEqual({ name: 'market-update', ran: false, result: { refused: 'disabled' } });
    const entries = await runAudits();
    expect(entries[0]).toMatchObject({ record_id: 'market-update', new_values: { ran: run.ran } });
    expect(await auditCount()).toBeGreaterThan(audit);
  });

  it('refuses names that are not jobs', async () => {
    const audit = await auditCount();
    await expectAppError(admin.admin.jobs.run('nope' as 'cleanup'), 'VALIDATION_FAILED');
    await expectAppError(admin.admin.jobs.run('clean-up' as 'cleanup'), 'VALIDATION_FAILED');
    expect(await auditCount()).toBe(audit);
  });

  it('does not run a job another instance is running: ran false, audited', async () => {
    const now = t.server.ctx.clock.now();
    await t.db
      .knex('job_state')
      .where('name', 'price-tick')
      .update({ is_running: true, last_started_at: now });
    try {
      const history = Number((await t.db.knex('price_history').count({ n: '*' }).first())?.n);
      expect(await admin.admin.jobs.run('price-tick')).toEqual({
        name: 'price-tick',
        ran: false,
        result: { refused: 'busy' },
      });
      expect(Number((await t.db.knex('price_history').count({ n: '*' }).first())?.n)).toBe(history);
      expect((await runAudits())[0]).toMatchObject({
        new_values: { ran: false, result: { refused: 'busy' } },
      });
    } finally {
      await t.db.knex('job_state').where('name', 'price-tick').update({ is_running: false });
    }
  });
});

describe('dashboard active users', () => {
  it('counts only customers’ sign-ins within the last 7 days', async () => {
    await t.userClient();
    await admin.admin.testClock.advance(8 * 24 * hour);
    const fresh = await t.adminClient();
    expect((await fresh.admin.dashboard()).activeUsers).toBe(0);
    const { client } = await t.userClient();
    const dashboard = await fresh.admin.dashboard();
    // The customer who just registered; not the admin who just signed in (staff are not customers).
    expect(dashboard.activeUsers).toBe(1);
    const customers = await t.db.knex('profiles').where('user_type', 'regular').count({ n: '*' }).first();
    expect(dashboard.totalUsers).toBe(Number(customers?.n));
    expect((await client.me.get()).id).toBeTruthy();
  });
});
