import { randomUUID } from 'node:crypto';
import type { CreateDurationRequest, UpdateTradingSettingsRequest } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueIds, loadCatalogue } from './support/catalogue.js';
import { expectAppError } from './support/errors.js';
import { carriedOut } from './support/four-eyes.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let admin: TradesimClient;
let adminId: string;
let catalogue: CatalogueIds;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true, testClock: true });
  admin = await t.adminClient();
  adminId = (await admin.admin.auth.session()).admin.id;
  catalogue = await loadCatalogue(t.db);
});
afterAll(async () => {
  await t.close();
});

const fieldsInvalid = 'Please fill in all fields with valid values';
const notPositive = 'Hours and return percentage must be positive numbers';

interface AuditRow {
  actor_id: string | null;
  action: string;
  table_name: string;
  record_id: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

async function auditsOf(tableName: string, recordId?: string): Promise<AuditRow[]> {
  const query = t.db.knex('admin_action_logs').where('table_name', tableName).orderBy('created_at');
  if (recordId) query.where('record_id', recordId);
  return query;
}

async function durationCount(): Promise<number> {
  const [row] = await t.db.knex('investment_durations').count();
  return Number(row?.count);
}

/** A funded user buying BTC with a duration. */
async function buyer(amount = '100.00') {
  const user = await t.userClient();
  await t.fund(user.userId, amount);
  const buy = (durationId: string, spend = '10.00') =>
    user.client.investments.purchase({ assetId: catalogue.asset('BTC').id, durationId, amount: spend });
  return { ...user, buy };
}

describe('access', () => {
  it('refuses a missing admin session on every settings route', async () => {
    const anonymous = t.client();
    const id = randomUUID();
    await expectAppError(anonymous.admin.durations.list(), 'ADMIN_SESSION_INVALID');
    await expectAppError(
      anonymous.admin.durations.create({ label: 'x', hours: 1, maxReturnPercent: 1 }),
      'ADMIN_SESSION_INVALID',
    );
    await expectAppError(anonymous.admin.durations.update(id, { label: 'x' }), 'ADMIN_SESSION_INVALID');
    await expectAppError(anonymous.admin.durations.remove(id), 'ADMIN_SESSION_INVALID');
    await expectAppError(anonymous.admin.tradingSettings.get(), 'ADMIN_SESSION_INVALID');
    await expectAppError(
      anonymous.admin.tradingSettings.update({ minDeposit: '5' }),
      'ADMIN_SESSION_INVALID',
    );
  });
});

describe('durations', () => {
  it('lists every duration, inactive ones too, ordered by hours', async () => {
    const inactive = await admin.admin.durations.create({
      label: '3 hours',
      hours: 3,
      maxReturnPercent: '1.5',
      isActive: false,
    });
    const { items } = await admin.admin.durations.list();
    const hours = items.map((d) => d.hours);
    expect(hours).toEqual([...hours].sort((a, b) => a - b));
    expect(items.find((d) => d.id === inactive.id)).toEqual(inactive);
    expect(items.filter((d) => d.isActive).map((d) => d.id)).toEqual(
      (await (await t.userClient()).client.market.durations()).items.map((d) => d.id),
    );
  });

  it('adds a duration users can choose at once, with ADD_DURATION', async () => {
    const created = await admin.admin.durations.create({
      label: ' 5 hours ',
      hours: '5',
      maxReturnPercent: 2.5,
    });
    expect(created).toEqual({
      id: expect.any(String),
      label: '5 hours',
      hours: 5,
      maxReturnPercent: '2.5',
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: created.createdAt,
    });
    const { client } = await t.userClient();
    expect((await client.market.durations()).items).toContainEqual({
      id: created.id,
      label: '5 hours',
      hours: 5,
      maxReturnPercent: '2.5',
    });
    expect(await auditsOf('investment_durations', created.id)).toMatchObject([
      {
        actor_id: adminId,
        action: 'ADD_DURATION',
        old_values: null,
        new_values: { label: '5 hours', hours: 5, maxReturnPercent: '2.5', isActive: true },
      },
    ]);
  });

  it('refuses missing, non-numeric and non-positive values with the spec messages, creating nothing', async () => {
    const before = await durationCount();
    const audits = (await auditsOf('investment_durations')).length;
    const refused = async (input: Record<string, unknown>, fields: Record<string, string>) => {
      const error = await expectAppError(
        admin.admin.durations.create({
          label: '5 hours',
          hours: 5,
          maxReturnPercent: '2.5',
          ...input,
        } as CreateDurationRequest),
        'VALIDATION_FAILED',
        Object.values(fields)[0],
      );
      expect(error.fields).toEqual(fields);
    };
    await refused(
      { label: undefined, hours: undefined, maxReturnPercent: undefined },
      { label: fieldsInvalid, hours: fieldsInvalid, maxReturnPercent: fieldsInvalid },
    );
    await refused({ label: '   ' }, { label: fieldsInvalid });
    await refused({ hours: 'five' }, { hours: fieldsInvalid });
    await refused({ hours: '' }, { hours: fieldsInvalid });
    await refused({ hours: true }, { hours: fieldsInvalid });
    await refused({ hours: null }, { hours: fieldsInvalid });
    await refused({ maxReturnPercent: 'lots' }, { maxReturnPercent: fieldsInvalid });
    await refused({ hours: 0 }, { hours: notPositive });
    await refused({ hours: -3 }, { hours: notPositive });
    await refused({ maxReturnPercent: 0 }, { maxReturnPercent: notPositive });
    await refused({ maxReturnPercent: '-2.5' }, { maxReturnPercent: notPositive });
    await refused({ hours: 1.5 }, { hours: 'Hours must be a whole number' });
    await refused({ hours: 87_601 }, { hours: 'Hours must be at most 87600' });
    await refused({ hours: 1e20 }, { hours: 'Hours must be at most 87600' });
    await refused({ hours: 1e21 }, { hours: fieldsInvalid });
    await refused(
      { maxReturnPercent: '1000.5' },
      { maxReturnPercent: 'Return percentage must be at most 1000' },
    );
    await refused(
      { maxReturnPercent: '2.5555' },
      { maxReturnPercent: 'Return percentage may have at most 3 decimals' },
    );
    await refused({ label: 'l'.repeat(51) }, { label: 'Must be at most 50 characters' });
    const flag = await expectAppError(
      admin.admin.durations.create({ label: 'x', hours: 1, maxReturnPercent: 1, isActive: 'yes' as never }),
      'VALIDATION_FAILED',
    );
    expect(Object.keys(flag.fields ?? {})).toEqual(['isActive']);
    expect(await durationCount()).toBe(before);
    expect(await auditsOf('investment_durations')).toHaveLength(audits);
    // The edges are accepted.
    const longest = await admin.admin.durations.create({
      label: '10 years',
      hours: 87_600,
      maxReturnPercent: '1000',
    });
    expect(longest).toMatchObject({ hours: 87_600, maxReturnPercent: '1000' });
  });

  it('edits with UPDATE_DURATION (changed fields only); running investments keep their terms', async () => {
    const duration = await admin.admin.durations.create({
      label: '7 hours',
      hours: 7,
      maxReturnPercent: '3',
    });
    const user = await buyer();
    const bought = await user.buy(duration.id);
    expect(bought).toMatchObject({
      maxReturnPercent: '3',
      duration: { id: duration.id, label: '7 hours', hours: 7 },
    });

    t.server.ctx.clock.advance(1000);
    const edited = await admin.admin.durations.update(duration.id, {
      label: '8 hours',
      hours: 8,
      maxReturnPercent: '4.25',
      isActive: true,
    });
    expect(edited).toMatchObject({
      id: duration.id,
      label: '8 hours',
      hours: 8,
      maxReturnPercent: '4.25',
      isActive: true,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(duration.updatedAt));
    const still = await user.client.investments.get(bought.id);
    expect(still).toMatchObject({
      maxReturnPercent: '3',
      expectedReturn: bought.expectedReturn,
      endDate: bought.endDate,
      duration: { label: '7 hours', hours: 7 },
    });

    // The values it already has ("4.250" is the stored 4.25) write nothing.
    const same = await admin.admin.durations.update(duration.id, { maxReturnPercent: '4.250', hours: 8 });
    expect(same.updatedAt).toBe(edited.updatedAt);
    expect(
      (await auditsOf('investment_durations', duration.id)).map((a) => [
        a.action,
        a.old_values,
        a.new_values,
      ]),
    ).toEqual([
      ['ADD_DURATION', null, { label: '7 hours', hours: 7, maxReturnPercent: '3', isActive: true }],
      [
        'UPDATE_DURATION',
        { label: '7 hours', hours: 7, maxReturnPercent: '3' },
        { label: '8 hours', hours: 8, maxReturnPercent: '4.25' },
      ],
    ]);
  });

  it('hides a deactivated duration from users and refuses purchases with it', async () => {
    const duration = await admin.admin.durations.create({
      label: '9 hours',
      hours: 9,
      maxReturnPercent: '2',
    });
    const user = await buyer();
    await admin.admin.durations.update(duration.id, { isActive: false });
    expect((await user.client.market.durations()).items.map((d) => d.id)).not.toContain(duration.id);
    await expectAppError(
      user.buy(duration.id),
      'DURATION_INACTIVE',
      'This investment period is no longer available',
    );
    expect((await user.client.me.get()).balance).toBe('100.00');
    expect((await auditsOf('investment_durations', duration.id)).at(-1)).toMatchObject({
      action: 'UPDATE_DURATION',
      old_values: { isActive: true },
      new_values: { isActive: false },
    });

    await admin.admin.durations.update(duration.id, { isActive: true });
    expect((await user.client.market.durations()).items.map((d) => d.id)).toContain(duration.id);
    await user.buy(duration.id);
  });

  it('refuses empty, invalid and unknown edits, changing nothing', async () => {
    const duration = await admin.admin.durations.create({
      label: '11 hours',
      hours: 11,
      maxReturnPercent: '2',
    });
    await expectAppError(
      admin.admin.durations.update(duration.id, {}),
      'VALIDATION_FAILED',
      'Nothing to update: give a label, hours, maxReturnPercent or isActive',
    );
    await expectAppError(
      admin.admin.durations.update(duration.id, { hours: 0 }),
      'VALIDATION_FAILED',
      notPositive,
    );
    await expectAppError(
      admin.admin.durations.update(duration.id, { label: ' ' }),
      'VALIDATION_FAILED',
      fieldsInvalid,
    );
    await expectAppError(
      admin.admin.durations.update(duration.id, { maxReturnPercent: 'x' }),
      'VALIDATION_FAILED',
      fieldsInvalid,
    );
    await expectAppError(
      admin.admin.durations.update(randomUUID(), { label: 'Ghost' }),
      'DURATION_NOT_FOUND',
      'Investment duration not found',
    );
    await expectAppError(
      admin.admin.durations.update('nope', { label: 'Ghost' }),
      'VALIDATION_FAILED',
      'Invalid id',
    );
    expect((await admin.admin.durations.list()).items.find((d) => d.id === duration.id)).toEqual(duration);
    expect(await auditsOf('investment_durations', duration.id)).toHaveLength(1);
  });

  it('deletes an unused duration with DELETE_DURATION', async () => {
    const duration = await admin.admin.durations.create({
      label: '13 hours',
      hours: 13,
      maxReturnPercent: '2',
    });
    await admin.admin.durations.remove(duration.id);
    expect((await admin.admin.durations.list()).items.map((d) => d.id)).not.toContain(duration.id);
    expect((await auditsOf('investment_durations', duration.id)).at(-1)).toMatchObject({
      actor_id: adminId,
      action: 'DELETE_DURATION',
      old_values: { label: '13 hours', hours: 13, maxReturnPercent: '2', isActive: true },
      new_values: null,
    });
    await expectAppError(admin.admin.durations.remove(duration.id), 'DURATION_NOT_FOUND');
  });

  it('refuses to delete a duration investments were bought with (even settled ones)', async () => {
    const duration = await admin.admin.durations.create({
      label: '14 hours',
      hours: 14,
      maxReturnPercent: '2',
    });
    const user = await buyer();
    const bought = await user.buy(duration.id);
    await user.client.investments.sell(bought.id);
    await expectAppError(
      admin.admin.durations.remove(duration.id),
      'DURATION_IN_USE',
      'This duration is used by investments and cannot be deleted. Deactivate it instead.',
    );
    expect((await admin.admin.durations.list()).items.map((d) => d.id)).toContain(duration.id);
    expect((await auditsOf('investment_durations', duration.id)).map((a) => a.action)).toEqual([
      'ADD_DURATION',
    ]);
  });

  it('deletes once when many admins delete at the same time', async () => {
    const duration = await admin.admin.durations.create({
      label: '15 hours',
      hours: 15,
      maxReturnPercent: '2',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => admin.admin.durations.remove(duration.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as { code: string }).code] : [],
    );
    expect(codes).toEqual(Array(7).fill('DURATION_NOT_FOUND'));
    expect((await auditsOf('investment_durations', duration.id)).map((a) => a.action)).toEqual([
      'ADD_DURATION',
      'DELETE_DURATION',
    ]);
  });

  it('sees an investment committed while the deletion waited, and answers DURATION_IN_USE', async () => {
    const duration = await admin.admin.durations.create({
      label: '16 hours',
      hours: 16,
      maxReturnPercent: '2',
    });
    const { userId } = await t.userClient();
    const now = t.server.ctx.clock.now();
    const trx = await t.db.knex.transaction();
    let removal: Promise<unknown> | undefined;
    try {
      // A purchase in flight: its row references the duration but is not committed yet.
      await trx('investments').insert({
        id: randomUUID(),
        user_id: userId,
        asset_id: catalogue.asset('BTC').id,
        duration_id: duration.id,
        asset_type: 'crypto',
        amount: '10.00',
        asset_price: catalogue.asset('BTC').price,
        asset_amount: '0.0001',
        duration_label: duration.label,
        duration_hours: duration.hours,
        max_return_percent: '2',
        expected_return: '0.20',
        start_date: now,
        end_date: new Date(now.getTime() + 16 * 3_600_000),
        created_at: now,
        updated_at: now,
        status: 'cancelled',
        settled_return: '0.00',
        settled_at: now,
      });
      let settled = false;
      removal = admin.admin.durations.remove(duration.id);
      // Observed at once: the rejection can arrive before expectAppError below looks at it,
      // and an unobserved rejection fails the whole run.
      const markSettled = () => {
        settled = true;
      };
      removal.then(markSettled, markSettled);
      if (t.db.kind === 'postgres') {
        // Let the deletion reach the row lock the insert holds before the insert commits.
        while (!settled) {
          const waiting = await t.db
            .knex('pg_stat_activity')
            .where({ wait_event_type: 'Lock' })
            .whereRaw('datname = current_database()')
            .count();
          if (Number(waiting[0]?.count) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
      await trx.commit();
    } catch (error) {
      await trx.rollback();
      throw error;
    }
    await expectAppError(removal as Promise<unknown>, 'DURATION_IN_USE');
    expect((await admin.admin.durations.list()).items.map((d) => d.id)).toContain(duration.id);
    expect((await auditsOf('investment_durations', duration.id)).map((a) => a.action)).toEqual([
      'ADD_DURATION',
    ]);
  });
});

describe('trading settings', () => {
  const defaults = {
    minInvestment: '1.00',
    maxInvestment: '1000000.00',
    minDeposit: '10.00',
    maxDeposit: '10000.00',
    minWithdrawal: '10.00',
    withdrawalFee: '1.00',
  };

  it('shows the limits users are held to', async () => {
    const settings = await admin.admin.tradingSettings.get();
    expect(settings).toEqual({
      ...defaults,
      fourEyesThreshold: '1000.00',
      updatedAt: expect.any(String),
      updatedBy: null,
    });
    const { client } = await t.userClient();
    expect(await client.market.tradingSettings()).toEqual(defaults);
  });

  it('changes some limits with UPDATE_TRADING_SETTINGS; users and purchases follow at once', async () => {
    const user = await buyer('1000.00');
    const updated = carriedOut(
      await admin.admin.tradingSettings.update({ maxInvestment: '500', minInvestment: 5 }),
    );
    expect(updated).toEqual({
      ...defaults,
      minInvestment: '5.00',
      maxInvestment: '500.00',
      fourEyesThreshold: '1000.00',
      updatedAt: expect.any(String),
      updatedBy: adminId,
    });
    expect(await user.client.market.tradingSettings()).toEqual({
      ...defaults,
      minInvestment: '5.00',
      maxInvestment: '500.00',
    });
    await expectAppError(
      user.buy(catalogue.duration(24).id, '500.01'),
      'AMOUNT_TOO_LARGE',
      'Maximum investment amount is $500',
    );
    await expectAppError(user.buy(catalogue.duration(24).id, '4.99'), 'AMOUNT_TOO_SMALL');
    expect((await user.client.me.get()).balance).toBe('1000.00');
    await user.buy(catalogue.duration(24).id, '500.00');

    const audits = await auditsOf('trading_settings');
    expect(audits.map((a) => [a.actor_id, a.action, a.record_id, a.old_values, a.new_values])).toEqual([
      [
        adminId,
        'UPDATE_TRADING_SETTINGS',
        '1',
        { minInvestment: '1.00', maxInvestment: '1000000.00' },
        { minInvestment: '5.00', maxInvestment: '500.00' },
      ],
    ]);
    // Giving the values it already has changes nothing and writes nothing.
    const same = carriedOut(await admin.admin.tradingSettings.update({ maxInvestment: '500.00' }));
    expect(same.updatedAt).toBe(updated.updatedAt);
    await admin.admin.tradingSettings.update({ minInvestment: '1', maxInvestment: '1000000' });
    expect(await auditsOf('trading_settings')).toHaveLength(2);
  });

  it('refuses incoherent or malformed limits with clear messages, changing nothing', async () => {
    const before = await admin.admin.tradingSettings.get();
    const audits = (await auditsOf('trading_settings')).length;
    const refused = async (input: UpdateTradingSettingsRequest, fields: Record<string, string>) => {
      const error = await expectAppError(
        admin.admin.tradingSettings.update(input),
        'VALIDATION_FAILED',
        Object.values(fields)[0],
      );
      expect(error.fields).toEqual(fields);
    };
    const investmentOrder = 'Minimum investment cannot be greater than maximum investment';
    await refused({ minInvestment: '1000000.01' }, { minInvestment: investmentOrder });
    await refused({ maxInvestment: '0.99' }, { maxInvestment: investmentOrder });
    await refused({ minInvestment: '50', maxInvestment: '40' }, { maxInvestment: investmentOrder });
    await refused(
      { minDeposit: '20000' },
      { minDeposit: 'Minimum deposit cannot be greater than maximum deposit' },
    );
    await refused(
      { withdrawalFee: '10' },
      { withdrawalFee: 'Withdrawal fee must be less than the minimum withdrawal' },
    );
    await refused(
      { minWithdrawal: '1.00' },
      { minWithdrawal: 'Withdrawal fee must be less than the minimum withdrawal' },
    );
    await refused({ minInvestment: '0' }, { minInvestment: 'Minimum investment must be greater than 0' });
    await refused({ minDeposit: 0 }, { minDeposit: 'Minimum deposit must be greater than 0' });
    await refused(
      { minWithdrawal: '0.00', withdrawalFee: '0' },
      { minWithdrawal: 'Minimum withdrawal must be greater than 0' },
    );
    const format = 'Enter an amount with at most two decimals';
    await refused({ maxDeposit: '1.234' }, { maxDeposit: format });
    await refused({ maxDeposit: '-5' }, { maxDeposit: format });
    await refused({ maxDeposit: 'lots' }, { maxDeposit: format });
    await refused({ maxDeposit: '1'.repeat(16) }, { maxDeposit: format });
    await refused(
      {},
      {
        body: 'Nothing to update: give one of minInvestment, maxInvestment, minDeposit, maxDeposit, minWithdrawal, withdrawalFee, fourEyesThreshold',
      },
    );
    expect(await admin.admin.tradingSettings.get()).toEqual(before);
    expect(await auditsOf('trading_settings')).toHaveLength(audits);
    // A fee of zero is allowed: withdrawals then pay out in full.
    await admin.admin.tradingSettings.update({ withdrawalFee: '0' });
    await admin.admin.tradingSettings.update({ withdrawalFee: '1' });
  });

  it('checks concurrent edits against each other: two coherent edits that clash cannot both win', async () => {
    const results = await Promise.allSettled([
      admin.admin.tradingSettings.update({ minInvestment: '600' }),
      admin.admin.tradingSettings.update({ maxInvestment: '500' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'VALIDATION_FAILED' });
    const settings = await admin.admin.tradingSettings.get();
    expect(Number(settings.minInvestment)).toBeLessThanOrEqual(Number(settings.maxInvestment));
    await admin.admin.tradingSettings.update({ minInvestment: '1', maxInvestment: '1000000' });
  });
});
