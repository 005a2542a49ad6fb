import { randomUUID } from 'node:crypto';
import { isTrc20Address } from '@tradesim/core';
import {
  demoAssets,
  migrateToLatest,
  migrationSource,
  rollbackAll,
  seedDemoData,
} from '@tradesim/migrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.js';
import { verifyLedger } from '../src/modules/ledger/service.js';
import { assertLedgerInvariants } from './support/ledger.js';
import { createTestDatabase } from './support/test-database.js';

let db: Database;
const now = new Date('2026-11-22T08:00:00.000Z');

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateToLatest(db.knex);
});
afterAll(async () => {
  await assertLedgerInvariants(db);
  await db.close();
});

async function newProfile(balance = '0.00'): Promise<string> {
  const [row] = await db
    .knex('profiles')
    .insert({ email: `${randomUUID()}@example.test`, balance })
    .returning('id');
  return row.id;
}

const journal = (userId: string, amount: string, other = 'platform:adjustments') => {
  const journalId = randomUUID();
  return [
    {
      journal_id: journalId,
      event: 'admin_adjustment',
      account: `user:${userId}`,
      user_id: userId,
      amount,
      created_at: now,
    },
    {
      journal_id: journalId,
      event: 'admin_adjustment',
      account: other,
      amount: `-${amount}`,
      created_at: now,
    },
  ];
};

describe('constraints', () => {
  it('refuses a negative balance', async () => {
    await expect(newProfile('-0.01')).rejects.toMatchObject({ code: '23514' });
  });

  it('refuses an email that is not lower case', async () => {
    await expect(db.knex('profiles').insert({ email: 'Mixed@Example.test' })).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('refuses unknown statuses and non-positive amounts', async () => {
    const userId = await newProfile();
    const base = {
      user_id: userId,
      type: 'deposit',
      amount: '10.00',
      net_amount: '10.00',
      status: 'pending',
    };
    await expect(db.knex('transactions').insert({ ...base, status: 'approved' })).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      db.knex('transactions').insert({ ...base, amount: '0.00', net_amount: '0.00' }),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(db.knex('transactions').insert({ ...base, fee: '1.00' })).rejects.toMatchObject({
      code: '23514',
    });
    await db.knex('transactions').insert(base);
  });

  it('keeps a single row of trading settings with the specs limits', async () => {
    const rows = await db.knex('trading_settings').select();
    expect(rows).toEqual([
      expect.objectContaining({
        id: 1,
        min_deposit: '10.00',
        max_deposit: '10000.00',
        min_withdrawal: '10.00',
        withdrawal_fee: '1.00',
      }),
    ]);
    await expect(
      db.knex('trading_settings').insert({
        id: 2,
        min_investment: 1,
        max_investment: 2,
        min_deposit: 1,
        max_deposit: 2,
        min_withdrawal: 2,
        withdrawal_fee: 1,
      }),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('the ledger', () => {
  it('accepts a balanced journal and refuses one that does not net to zero', async () => {
    const userId = await newProfile();
    await db.knex('ledger_entries').insert(journal(userId, '5.00'));
    await db.knex('profiles').where('id', userId).update({ balance: '5.00' });
    const [one, other] = journal(userId, '1.00');
    await expect(
      db.knex('ledger_entries').insert([one, { ...other, amount: '-0.99' }]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('is append-only: no update, delete or truncate', async () => {
    const [entry] = await db.knex('ledger_entries').select('id').limit(1);
    await expect(
      db.knex('ledger_entries').where('id', entry.id).update({ amount: '1000.00' }),
    ).rejects.toThrow(/append-only/);
    await expect(db.knex('ledger_entries').where('id', entry.id).delete()).rejects.toThrow(/append-only/);
    await expect(db.knex.raw('TRUNCATE ledger_entries')).rejects.toThrow(/append-only/);
  });

  it('keeps user postings and the user column consistent', async () => {
    const userId = await newProfile();
    const [one, other] = journal(userId, '1.00');
    await expect(db.knex('ledger_entries').insert([{ ...one, user_id: null }, other])).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('is reported unbalanced when a balance drifts from its postings', async () => {
    const userId = await newProfile('3.00');
    const report = await verifyLedger(db.knex, now);
    expect(report.balanced).toBe(false);
    expect(report.mismatches).toContainEqual(
      expect.objectContaining({ check: 'user_balance_matches_ledger', account: `user:${userId}` }),
    );
    await db.knex('profiles').where('id', userId).update({ balance: '0.00' });
    expect((await verifyLedger(db.knex, now)).balanced).toBe(true);
  });
});

describe('the audit log', () => {
  it('is append-only too', async () => {
    const adminId = await newProfile();
    const [row] = await db
      .knex('admin_action_logs')
      .insert({ actor_id: adminId, actor_type: 'admin', action: 'TEST', table_name: 'profiles' })
      .returning('id');
    await expect(
      db.knex('admin_action_logs').where('id', row.id).update({ action: 'EDITED' }),
    ).rejects.toThrow(/append-only/);
    await expect(db.knex('admin_action_logs').where('id', row.id).delete()).rejects.toThrow(/append-only/);
  });
});

describe('seeds', () => {
  it('seeds the demo catalogue once: six assets with seven days of history, durations and a wallet', async () => {
    expect(await seedDemoData(db.knex, { now, rng: () => 0.5 })).toBe(true);
    expect(await seedDemoData(db.knex, { now, rng: () => 0.5 })).toBe(false);
    const assets = await db.knex('assets').orderBy('symbol').select('id', 'symbol', 'type', 'current_price');
    expect(assets.map((a) => a.symbol)).toEqual([...demoAssets.map((a) => a.symbol)].sort());
    for (const asset of assets) {
      const history = await db.knex('price_history').where('asset_id', asset.id).orderBy('recorded_at');
      expect(history).toHaveLength(673);
      expect(history[0].recorded_at.toISOString()).toBe('2026-11-15T08:00:00.000Z');
      expect(history.at(-1).price).toBe(asset.current_price);
    }
    const durations = await db
      .knex('investment_durations')
      .orderBy('hours')
      .select('label', 'hours', 'max_return_percent');
    expect(durations[0]).toEqual({ label: '5 hours', hours: 5, max_return_percent: '2.500' });
    const [settings] = await db.knex('payment_settings').where('is_active', true);
    expect(isTrc20Address(settings.wallet_address)).toBe(true);
    expect(await db.knex('support_responses').count<{ count: number }[]>('* as count')).toEqual([
      { count: 6 },
    ]);
  });
});

describe('investments', () => {
  it('are never deleted or truncated: their history rows and postings name them', async () => {
    await seedDemoData(db.knex, { now, rng: () => 0.5 });
    const userId = await newProfile();
    const asset = await db.knex('assets').first('id', 'type');
    const duration = await db.knex('investment_durations').first('id', 'label', 'hours');
    const id = randomUUID();
    await db.knex('investments').insert({
      id,
      user_id: userId,
      asset_id: asset.id,
      duration_id: duration.id,
      asset_type: asset.type,
      amount: '10.00',
      asset_price: '1',
      asset_amount: '10',
      duration_label: duration.label,
      duration_hours: duration.hours,
      max_return_percent: '5',
      expected_return: '0.50',
      // Settled, so that no open principal waits for its ledger postings.
      status: 'completed',
      settled_return: '0.50',
      settled_at: now,
      start_date: now,
      end_date: new Date(now.getTime() + duration.hours * 3_600_000),
    });
    await expect(db.knex('investments').where('id', id).delete()).rejects.toThrow(/never deleted/);
    await expect(db.knex.raw('TRUNCATE investments CASCADE')).rejects.toThrow(/never deleted/);
    expect(await db.knex('investments').where('id', id).first('id')).toEqual({ id });
  });
});

describe('migrations', () => {
  it('roll back completely and apply again', async () => {
    const scratch = await createTestDatabase();
    try {
      await migrateToLatest(scratch.knex);
      await rollbackAll(scratch.knex);
      const left = await scratch.knex.raw(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'knex_%'",
      );
      expect(left.rows).toEqual([]);
      const all = await migrationSource.getMigrations([]);
      expect(await migrateToLatest(scratch.knex)).toEqual(all);
      // 0008: user postings are found by user_id; the account index holds the platform's only.
      const index = await scratch.knex.raw(
        "SELECT indexdef FROM pg_indexes WHERE indexname = 'ledger_entries_account_idx'",
      );
      expect(index.rows[0].indexdef).toMatch(/WHERE \(user_id IS NULL\)$/);
      // 0009: nothing reads history rows by investment, so nothing indexes them that way.
      const byInvestment = await scratch.knex.raw(
        "SELECT indexname FROM pg_indexes WHERE tablename = 'transactions' AND indexdef LIKE '%(investment_id)%'",
      );
      expect(byInvestment.rows).toEqual([]);
    } finally {
      await scratch.close();
    }
  });
});
