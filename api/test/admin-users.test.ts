import { randomUUID } from 'node:crypto';
import { encodeTrc20Address } from '@tradesim/core';
import type { AppError, TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import type { OutboxEvent } from '../src/realtime/outbox-repo.js';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { expectAppError } from './support/errors.js';
import {
  type EventLog,
  isEvent,
  type Published,
  type PublishedOn,
  recordEvents,
} from './support/event-log.js';
import { carriedOut } from './support/four-eyes.js';
import { getJson } from './support/http.js';
import { pngProof } from './support/proof.js';
import { adminCredentials, startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let admin: TradesimClient;
let adminId: string;
let events: EventLog;
let catalogue: CatalogueIds;

beforeAll(async () => {
  t = await startTestServer({
    seedDemo: true,
    testClock: true,
    config: { rateLimits: { ...defaultRateLimits, registerPerIp: 1_000, loginPerIp: 1_000 } },
  });
  events = await recordEvents(t.db);
  catalogue = await loadCatalogue(t.db);
  admin = await t.adminClient();
  adminId = (await admin.admin.auth.session()).admin.id;
});
afterAll(async () => {
  await events?.stop();
  await t.close();
});

// Each registration a second later, so "newest first" never hinges on a tie.
const tick = () => t.server.ctx.clock.advance(1000);

async function register(firstName: string, lastName: string, email: string) {
  tick();
  const client = t.client();
  const password = 'password-123';
  const { user } = await client.auth.register({ email, password, firstName, lastName });
  return { client, userId: user.id, email, password };
}

async function fundedUser(amount: string) {
  const user = await t.userClient();
  await t.fund(user.userId, amount);
  return user;
}

async function auditOf(recordId: string) {
  return t.db.knex('admin_action_logs').where('record_id', recordId).orderBy('created_at');
}

/** Everything an adjustment or a ban could change, to show a refused one changed nothing. */
async function snapshot(userId: string) {
  const count = async (table: string, column: string) =>
    Number((await t.db.knex(table).where(column, userId).count({ n: '*' }).first())?.n);
  const profile = await t.db.knex('profiles').where('id', userId).first();
  return {
    profile,
    ledger: await count('ledger_entries', 'user_id'),
    transactions: await count('transactions', 'user_id'),
    notifications: await count('notifications', 'user_id'),
    audit: await count('admin_action_logs', 'record_id'),
    liveSessions: Number(
      (await t.db.knex('sessions').where('user_id', userId).whereNull('revoked_at').count({ n: '*' }).first())
        ?.n,
    ),
  };
}

type UserEventData<E extends PublishedOn<`me:${string}`>['event']> = Published<`me:${string}`, E>['data'];
const heard = <E extends PublishedOn<`me:${string}`>['event']>(
  userId: string,
  event: E,
  match: (data: UserEventData<E>) => boolean,
) =>
  events.waitFor(
    // isEvent checks the payload is event E's; TypeScript cannot follow a generic E through the union.
    (message: OutboxEvent) =>
      isEvent(message, `me:${userId}`, event) && match(message.data as UserEventData<E>),
  );

describe('access', () => {
  it('is for admins only', async () => {
    const { client, userId } = await t.userClient();
    const asUser = t.clientWithToken(client.credentials().user?.accessToken);
    await expectAppError(
      asUser.admin.users.list(),
      'ADMIN_REQUIRED',
      'Access denied. Admin privileges required.',
    );
    await expectAppError(
      asUser.admin.users.adjustBalance(userId, { amount: '5', reason: 'x' }),
      'ADMIN_REQUIRED',
    );
    await expectAppError(t.client().admin.users.get(userId), 'ADMIN_SESSION_INVALID');
    expect((await snapshot(userId)).profile.balance).toBe('0.00');
  });
});

describe('document', () => {
  it('describes every users route with its errors, the adjustment as idempotent', async () => {
    const document = await getJson(`${t.url}/api/openapi.json`);
    const adjust = document.paths['/api/admin/users/{id}/balance-adjustments']?.post;
    expect(adjust?.security).toEqual([{ adminToken: [] }]);
    expect(Object.keys(adjust?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '409', '422']),
    );
    expect(adjust?.requestBody?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/BalanceAdjustmentRequest',
    });
    const request = document.components.schemas.BalanceAdjustmentRequest;
    expect(request.required).toEqual(['amount', 'reason']);
    expect(request.properties.amount.type).toEqual(['string', 'number']);
    expect(JSON.stringify(adjust?.parameters)).toContain('idempotency-key');
    expect(document.paths['/api/admin/users']?.get).toBeDefined();
    expect(document.paths['/api/admin/users/{id}']?.get).toBeDefined();
    expect(Object.keys(document.paths['/api/admin/users/{id}/ban']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '404', '409']),
    );
    expect(document.paths['/api/admin/users/{id}/unban']?.post).toBeDefined();
  });
});

describe('list', () => {
  const tag = randomUUID().slice(0, 8);
  let ids: string[];

  beforeAll(async () => {
    const ann = await register('Ann', `Smith${tag}`, `ann.${tag}@example.test`);
    const bob = await register(`Bob${tag}`, 'Jones', `bob.${tag}@example.test`);
    const cid = await register('Cid', 'Brown', `cid.${tag}@example.test`);
    ids = [ann.userId, bob.userId, cid.userId];
  });

  it('searches email, first and last name case-insensitively, newest first, with the total', async () => {
    const all = await admin.admin.users.list({ q: tag.toUpperCase() });
    expect(all.total).toBe(3);
    expect(all.items.map((user) => user.id)).toEqual([...ids].reverse());
    expect(all.nextCursor).toBeNull();
    expect((await admin.admin.users.list({ q: `SMITH${tag}` })).items.map((user) => user.id)).toEqual([
      ids[0],
    ]);
    expect((await admin.admin.users.list({ q: `bob${tag}` })).items.map((user) => user.id)).toEqual([ids[1]]);
    expect((await admin.admin.users.list({ q: `cid.${tag}@` })).items.map((user) => user.id)).toEqual([
      ids[2],
    ]);
    // Wildcards typed by the admin are text to find.
    expect((await admin.admin.users.list({ q: `${tag}%` })).total).toBe(0);
    expect((await admin.admin.users.list({ q: '_' })).total).toBe(0);
  });

  it('pages by cursor without skipping or repeating', async () => {
    const first = await admin.admin.users.list({ q: tag, limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await admin.admin.users.list({ q: tag, limit: 2, cursor: first.nextCursor ?? '' });
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((user) => user.id)).toEqual([...ids].reverse());
    const bad = await expectAppError(admin.admin.users.list({ cursor: 'nonsense' }), 'VALIDATION_FAILED');
    expect(bad.fields).toEqual({ cursor: 'Invalid cursor' });
    await expectAppError(admin.admin.users.list({ limit: 201 }), 'VALIDATION_FAILED');
  });

  it('filters by status', async () => {
    await admin.admin.users.ban(ids[1] ?? '', 'Spam');
    const banned = await admin.admin.users.list({ q: tag, status: 'banned' });
    expect(banned.items.map((user) => [user.id, user.isBanned])).toEqual([[ids[1], true]]);
    expect(banned.total).toBe(1);
    const active = await admin.admin.users.list({ q: tag, status: 'active' });
    expect(active.items.map((user) => user.id)).toEqual([ids[2], ids[0]]);
    expect((await admin.admin.users.list({ q: tag, status: 'all' })).total).toBe(3);
    await expectAppError(admin.admin.users.list({ status: 'gone' as 'all' }), 'VALIDATION_FAILED');
  });

  it('lists customers only, with balance, portfolio and last sign-in: staff are not customers', async () => {
    const { client, userId } = await fundedUser('100.00');
    await client.investments.purchase({
      assetId: catalogue.asset('BTC').id,
      durationId: catalogue.duration(24).id,
      amount: '40.00',
    });
    const page = await admin.admin.users.list({ limit: 200 });
    const customers = await t.db.knex('profiles').where('user_type', 'regular').count({ n: '*' }).first();
    expect(page.total).toBe(Number(customers?.n));
    const row = page.items.find((user) => user.id === userId);
    expect(row).toMatchObject({
      balance: '60.00',
      isBanned: false,
      userType: 'regular',
      portfolio: { totalInvested: '40.00' },
    });
    expect(row?.lastLoginAt).not.toBeNull();
    expect(row?.portfolio).toEqual((await client.me.get()).portfolio);
    expect(page.items.find((user) => user.id === adminId)).toBeUndefined();
    expect((await admin.admin.users.list({ q: adminCredentials.email })).total).toBe(0);
  });
});

describe('details', () => {
  it('shows role, ban info and preferences', async () => {
    const { userId, email } = await t.userClient();
    await t.db
      .knex('profiles')
      .where('id', userId)
      .update({ preferences: JSON.stringify({ theme: 'dark' }) });
    const details = await admin.admin.users.get(userId);
    expect(details).toMatchObject({
      id: userId,
      email,
      userType: 'regular',
      balance: '0.00',
      isBanned: false,
      bannedReason: null,
      bannedAt: null,
      bannedBy: null,
      preferences: { theme: 'dark' },
      portfolio: {
        totalInvested: '0.00',
        currentValue: '0.00',
        totalReturn: '0.00',
        totalReturnPercent: '0.00',
      },
    });
    // A staff member is not a customer: unknown here, as any other id.
    await expectAppError(admin.admin.users.get(adminId), 'USER_NOT_FOUND', 'User not found');
  });

  it('answers 404 "User not found" and 400 for a malformed id', async () => {
    await expectAppError(admin.admin.users.get(randomUUID()), 'USER_NOT_FOUND', 'User not found');
    await expectAppError(admin.admin.users.get('not-a-uuid'), 'VALIDATION_FAILED');
  });
});

describe('timeline', () => {
  const later = () => t.server.ctx.clock.advance(60_000);

  it('tells a user’s story newest first: money, sign-ins (failed too, with IP and device), tickets, bans', async () => {
    const { client, userId, email, password } = await t.userClient();
    later();
    // Every step on the test clock (t.fund writes at the database's own time).
    const deposit = await client.wallet.deposit({ amount: '100.00', proof: pngProof() });
    await admin.admin.transactions.approve(deposit.id);
    later();
    await admin.admin.users.adjustBalance(userId, { amount: '-5.00', reason: 'Card fee' });
    later();
    await client.wallet.withdraw({
      amount: '20.00',
      walletAddress: encodeTrc20Address(new Uint8Array(20).fill(3)),
    });
    later();
    await client.support.tickets.create({ subject: 'Where is my payout?', description: 'Waiting.' });
    later();
    await expectAppError(
      t.client().auth.login({ email, password: 'not-the-password' }),
      'INVALID_CREDENTIALS',
    );
    later();
    // Someone signing in to the console with a user's password is refused, and recorded.
    await expectAppError(t.client().admin.auth.login({ email, password }), 'ADMIN_REQUIRED');
    later();
    await admin.admin.users.ban(userId, 'Chargeback');
    later();
    await admin.admin.users.unban(userId);
    later();
    await t.client().auth.login({ email, password });

    const { items, nextCursor } = await admin.admin.users.timeline(userId);
    expect(nextCursor).toBeNull();
    expect(items.map((event) => [event.kind, event.status])).toEqual([
      ['sign_in', 'signed_in'],
      ['unban', null],
      ['ban', null],
      ['sign_in_failed', 'not_staff'],
      ['sign_in_failed', 'wrong_password'],
      ['ticket', 'open'],
      ['withdrawal', 'pending'],
      ['adjustment', 'completed'],
      ['deposit', 'completed'],
      ['sign_in', 'signed_in'],
    ]);
    const [signIn, , ban, intoConsole, , ticket, withdrawal, adjustment] = items;
    expect(signIn).toMatchObject({ surface: 'app', amount: null, direction: null });
    expect(signIn?.ipAddress).toMatch(/127\.0\.0\.1/);
    expect(signIn?.userAgent).toBeTruthy();
    expect(intoConsole).toMatchObject({ surface: 'console' });
    expect(ban).toMatchObject({ detail: 'Chargeback' });
    expect(ticket).toMatchObject({ detail: 'Where is my payout?' });
    expect(withdrawal).toMatchObject({ amount: '20.00', direction: 'out' });
    expect(adjustment).toMatchObject({ amount: '5.00', direction: 'out' });
    const times = items.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Pages of three walk the same story without a gap or a repeat.
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await admin.admin.users.timeline(userId, { limit: 3, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(3);
      paged.push(...page.items.map((event) => event.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(items.map((event) => event.id));
  });

  it('answers an unknown user with 404 and a bad cursor with 400', async () => {
    await expectAppError(admin.admin.users.timeline(randomUUID()), 'USER_NOT_FOUND');
    const { userId } = await t.userClient();
    await expectAppError(admin.admin.users.timeline(userId, { cursor: 'nope' }), 'VALIDATION_FAILED');
  });
});

describe('balance adjustments', () => {
  it('takes the user id in capitals as the same user (the ledger names the account in lower case)', async () => {
    const { client, userId } = await fundedUser('10.00');
    const { user, transaction } = carriedOut(
      await admin.admin.users.adjustBalance(userId.toUpperCase(), {
        amount: '5',
        reason: 'Capitals',
      }),
    );
    expect(user).toMatchObject({ id: userId, balance: '15.00' });
    expect((await client.me.get()).balance).toBe('15.00');
    const accounts = await t.db.knex('ledger_entries').where('reference_id', transaction.id).pluck('account');
    expect(accounts).toContain(`user:${userId}`);
  });

  it('credits: a completed deposit, an admin_adjustment journal, the audit entry, an event and a notice', async () => {
    const { client, userId } = await fundedUser('10.00');
    const { user, transaction } = carriedOut(
      await admin.admin.users.adjustBalance(userId, {
        amount: '25.50',
        reason: 'Goodwill credit',
      }),
    );
    expect(user).toMatchObject({ id: userId, balance: '35.50' });
    expect(transaction).toMatchObject({
      type: 'deposit',
      amount: '25.50',
      fee: '0.00',
      netAmount: '25.50',
      status: 'completed',
      description: 'Admin adjustment: Goodwill credit',
    });
    expect(transaction.processedAt).not.toBeNull();
    expect(await client.wallet.transactions.get(transaction.id)).toEqual(transaction);
    expect((await client.me.get()).balance).toBe('35.50');
    const row = await t.db.knex('transactions').where('id', transaction.id).first();
    expect(row).toMatchObject({ origin: 'admin', processed_by: adminId });
    const postings = await t.db
      .knex('ledger_entries')
      .where('reference_id', transaction.id)
      .orderBy('amount')
      .select('event', 'account', 'amount');
    expect(postings).toEqual([
      { event: 'admin_adjustment', account: 'platform:adjustments', amount: '-25.50' },
      { event: 'admin_adjustment', account: `user:${userId}`, amount: '25.50' },
    ]);
    const audit = await auditOf(userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_type: 'admin',
      actor_id: adminId,
      action: 'UPDATE_USER_BALANCE',
      table_name: 'profiles',
      old_values: { balance: '10.00' },
      new_values: {
        balance: '35.50',
        amount: '25.50',
        reason: 'Goodwill credit',
        transactionId: transaction.id,
      },
    });
    expect(audit[0].ip_address).not.toBeNull();
    await heard(userId, 'profile', (data) => data.balance === '35.50');
    await heard(userId, 'transaction', (data) => data.id === transaction.id && data.status === 'completed');
    const { items } = await client.notifications.list();
    expect(items[0]).toMatchObject({
      title: 'Balance adjusted',
      type: 'account',
      message: 'Your balance was credited with $25.50 by an administrator. Reason: Goodwill credit',
    });
    await heard(userId, 'notification', (data) => 'id' in data && data.id === items[0]?.id);
  });

  it('debits: a completed withdrawal of the absolute amount, down to exactly zero', async () => {
    const { client, userId } = await fundedUser('40.35');
    const { user, transaction } = carriedOut(
      await admin.admin.users.adjustBalance(userId, {
        amount: -40.35,
        reason: 'Chargeback',
      }),
    );
    expect(user.balance).toBe('0.00');
    expect(transaction).toMatchObject({ type: 'withdrawal', amount: '40.35', status: 'completed' });
    expect(transaction.description).toBe('Admin adjustment: Chargeback');
    expect((await client.me.get()).balance).toBe('0.00');
    const [entry] = await auditOf(userId);
    expect(entry).toMatchObject({
      action: 'UPDATE_USER_BALANCE',
      old_values: { balance: '40.35' },
      new_values: { balance: '0.00', amount: '-40.35' },
    });
    expect((await client.notifications.list()).items[0]?.message).toBe(
      'Your balance was debited by $40.35 by an administrator. Reason: Chargeback',
    );
  });

  it('never takes a balance below zero: 422 and nothing changes', async () => {
    const { userId } = await fundedUser('10.00');
    const before = await snapshot(userId);
    await expectAppError(
      admin.admin.users.adjustBalance(userId, { amount: '-10.01', reason: 'Too much' }),
      'BALANCE_WOULD_BE_NEGATIVE',
      'This adjustment would make the balance negative',
    );
    expect(await snapshot(userId)).toEqual(before);
    expect((await admin.admin.ledger.verify()).balanced).toBe(true);
  });

  it('validates with the spec messages and changes nothing', async () => {
    const { userId } = await fundedUser('10.00');
    const before = await snapshot(userId);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { amount: 'Please fill in all fields', reason: 'Please fill in all fields' }],
      [{ amount: '', reason: 'x' }, { amount: 'Please fill in all fields' }],
      [{ amount: '5', reason: '   ' }, { reason: 'Please fill in all fields' }],
      [{ amount: 'ten', reason: 'x' }, { amount: 'Please enter a valid amount' }],
      [{ amount: 0, reason: 'x' }, { amount: 'Please enter a valid amount' }],
      [{ amount: '1.005', reason: 'x' }, { amount: 'Please enter a valid amount' }],
    ];
    for (const [body, fields] of cases) {
      const error = await expectAppError(
        admin.admin.users.adjustBalance(userId, body as { amount: string; reason: string }),
        'VALIDATION_FAILED',
        Object.values(fields)[0],
      );
      expect(error.fields).toEqual(fields);
    }
    expect(await snapshot(userId)).toEqual(before);
  });

  it('answers 404 "User not found" for an unknown user and writes nothing', async () => {
    const audit = await t.db.knex('admin_action_logs').count({ n: '*' }).first();
    await expectAppError(
      admin.admin.users.adjustBalance(randomUUID(), { amount: '5', reason: 'x' }),
      'USER_NOT_FOUND',
      'User not found',
    );
    expect(await t.db.knex('admin_action_logs').count({ n: '*' }).first()).toEqual(audit);
  });

  it('honours Idempotency-Key: a retry returns the first response and acts once', async () => {
    const { userId } = await fundedUser('10.00');
    const input = { amount: '5.00', reason: 'Bonus' };
    const first = await admin.admin.users.adjustBalance(userId, input, { idempotencyKey: 'bonus-1' });
    const again = await admin.admin.users.adjustBalance(userId, input, { idempotencyKey: 'bonus-1' });
    expect(again).toEqual(first);
    expect((await admin.admin.users.get(userId)).balance).toBe('15.00');
    expect(await auditOf(userId)).toHaveLength(1);
    const before = await snapshot(userId);
    await expectAppError(
      admin.admin.users.adjustBalance(
        userId,
        { amount: '6.00', reason: 'Bonus' },
        { idempotencyKey: 'bonus-1' },
      ),
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await snapshot(userId)).toEqual(before);
  });

  it('ten concurrent debits that together exceed the balance leave it at zero or more, ledger balanced', async () => {
    const { userId } = await fundedUser('100.00');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        admin.admin.users.adjustBalance(userId, { amount: '-15.00', reason: `Debit ${i}` }),
      ),
    );
    const ok = results.filter((result) => result.status === 'fulfilled');
    const codes = results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as AppError).code] : [],
    );
    expect(ok).toHaveLength(6);
    expect(codes).toEqual(Array(4).fill('BALANCE_WOULD_BE_NEGATIVE'));
    expect((await admin.admin.users.get(userId)).balance).toBe('10.00');
    expect(await auditOf(userId)).toHaveLength(6);
    expect(await t.db.knex('transactions').where({ user_id: userId, origin: 'admin' })).toHaveLength(6);
    const ledger = await admin.admin.ledger.verify();
    expect(ledger.mismatches).toEqual([]);
    expect(ledger.balanced).toBe(true);
  });
});

describe('ban and unban', () => {
  it('bans with a reason: sessions revoked, the token and sign-in refused, one audit entry', async () => {
    const { client, userId, email, password } = await t.userClient();
    const other = t.client();
    await other.auth.login({ email, password });
    const banned = await admin.admin.users.ban(userId, '  Fraudulent proof  ');
    expect(banned).toMatchObject({
      id: userId,
      isBanned: true,
      bannedReason: 'Fraudulent proof',
      bannedBy: adminId,
    });
    expect(banned.bannedAt).not.toBeNull();
    const sessions = await t.db.knex('sessions').where('user_id', userId);
    expect(sessions.map((session) => session.revoked_reason)).toEqual(['banned', 'banned']);
    for (const holder of [client, other]) {
      await expectAppError(
        holder.me.get(),
        'ACCOUNT_BANNED',
        'Your account has been suspended. Reason: Fraudulent proof',
      );
    }
    await expectAppError(
      t.client().auth.login({ email, password }),
      'ACCOUNT_BANNED',
      'Your account has been suspended. Reason: Fraudulent proof',
    );
    const audit = await auditOf(userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'BAN_USER',
      table_name: 'profiles',
      actor_id: adminId,
      old_values: { isBanned: false },
      new_values: {
        isBanned: true,
        bannedReason: 'Fraudulent proof',
        bannedAt: banned.bannedAt,
        revokedSessions: 2,
      },
    });
    expect(await admin.admin.users.get(userId)).toEqual(banned);
  });

  it('refuses a missing reason, a second ban, a staff member and an unknown user, changing nothing', async () => {
    const { userId } = await t.userClient();
    const before = await snapshot(userId);
    const error = await expectAppError(
      admin.admin.users.ban(userId, '   '),
      'VALIDATION_FAILED',
      'Please provide a reason for banning this user',
    );
    expect(error.fields).toEqual({ reason: 'Please provide a reason for banning this user' });
    expect(await snapshot(userId)).toEqual(before);

    await admin.admin.users.ban(userId, 'First');
    const afterBan = await snapshot(userId);
    await expectAppError(
      admin.admin.users.ban(userId, 'Second'),
      'USER_ALREADY_BANNED',
      'User is already banned',
    );
    expect(await snapshot(userId)).toEqual(afterBan);
    expect(afterBan.profile.banned_reason).toBe('First');

    // Staff (this admin included) are not customers: as unknown as any other id.
    const adminBefore = await snapshot(adminId);
    await expectAppError(admin.admin.users.ban(adminId, 'Oops'), 'USER_NOT_FOUND', 'User not found');
    expect(await snapshot(adminId)).toEqual(adminBefore);
    await admin.admin.auth.session();

    await expectAppError(admin.admin.users.ban(randomUUID(), 'Ghost'), 'USER_NOT_FOUND', 'User not found');
    await expectAppError(admin.admin.users.unban(randomUUID()), 'USER_NOT_FOUND', 'User not found');
  });

  it('two admins banning at once ban once', async () => {
    const { userId } = await t.userClient();
    const second = await t.adminClient();
    const results = await Promise.allSettled([
      admin.admin.users.ban(userId, 'Race A'),
      second.admin.users.ban(userId, 'Race B'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((result) => result.status === 'rejected');
    expect((failed as PromiseRejectedResult).reason.code).toBe('USER_ALREADY_BANNED');
    expect(await auditOf(userId)).toHaveLength(1);
  });

  it('unbans: every ban field cleared, audited, and the user can sign in again', async () => {
    const { userId, email, password } = await t.userClient();
    const banned = await admin.admin.users.ban(userId, 'Chargebacks');
    const unbanned = await admin.admin.users.unban(userId);
    expect(unbanned).toMatchObject({
      id: userId,
      isBanned: false,
      bannedReason: null,
      bannedAt: null,
      bannedBy: null,
    });
    const row = await t.db.knex('profiles').where('id', userId).first();
    expect(row).toMatchObject({ is_banned: false, banned_reason: null, banned_at: null, banned_by: null });
    const audit = await auditOf(userId);
    expect(audit.map((entry) => entry.action)).toEqual(['BAN_USER', 'UNBAN_USER']);
    expect(audit[1]).toMatchObject({
      old_values: {
        isBanned: true,
        bannedReason: 'Chargebacks',
        bannedAt: banned.bannedAt,
        bannedBy: adminId,
      },
      new_values: { isBanned: false },
    });
    const client = t.client();
    await client.auth.login({ email, password });
    expect((await client.me.get()).id).toBe(userId);

    const before = await snapshot(userId);
    await expectAppError(admin.admin.users.unban(userId), 'USER_NOT_BANNED', 'User is not banned');
    expect(await snapshot(userId)).toEqual(before);
  });
});
