import { defaultTradingLimits, type TradingLimits, toDecimal } from '@tradesim/core';
import type { Db } from '../../db/handle.js';

/**
 * The limits of `trading_settings` (edited by admins). The row is written by a migration; the
 * specs' defaults stand in only if someone deleted it, so a request never fails for want of it.
 */
export async function readTradingLimits(db: Db): Promise<TradingLimits> {
  const row = await db('trading_settings')
    .where('id', 1)
    .first(
      'min_investment',
      'max_investment',
      'min_deposit',
      'max_deposit',
      'min_withdrawal',
      'withdrawal_fee',
    );
  if (!row) return defaultTradingLimits;
  return {
    minInvestment: toDecimal(row.min_investment),
    maxInvestment: toDecimal(row.max_investment),
    minDeposit: toDecimal(row.min_deposit),
    maxDeposit: toDecimal(row.max_deposit),
    minWithdrawal: toDecimal(row.min_withdrawal),
    withdrawalFee: toDecimal(row.withdrawal_fee),
  };
}

/** The settings row as admins see it: the limits as stored (2-decimal strings) and who set them last. */
export interface TradingSettingsRow {
  min_investment: string;
  max_investment: string;
  min_deposit: string;
  max_deposit: string;
  min_withdrawal: string;
  withdrawal_fee: string;
  four_eyes_threshold: string | null;
  updated_at: Date;
  updated_by: string | null;
}

const settingsColumns = [
  'min_investment',
  'max_investment',
  'min_deposit',
  'max_deposit',
  'min_withdrawal',
  'withdrawal_fee',
  'four_eyes_threshold',
  'updated_at',
  'updated_by',
];

export async function findTradingSettingsRow(db: Db): Promise<TradingSettingsRow | undefined> {
  return db('trading_settings').where('id', 1).first(settingsColumns);
}

/**
 * Takes the settings row for the rest of the transaction, so concurrent edits apply one after
 * the other and each is checked against the limits the previous one left. A missing row (only
 * if someone deleted it) is first written back with the defaults.
 */
export async function lockTradingSettingsRow(db: Db, now: Date): Promise<TradingSettingsRow> {
  await db('trading_settings')
    .insert({
      id: 1,
      min_investment: defaultTradingLimits.minInvestment.toFixed(2),
      max_investment: defaultTradingLimits.maxInvestment.toFixed(2),
      min_deposit: defaultTradingLimits.minDeposit.toFixed(2),
      max_deposit: defaultTradingLimits.maxDeposit.toFixed(2),
      min_withdrawal: defaultTradingLimits.minWithdrawal.toFixed(2),
      withdrawal_fee: defaultTradingLimits.withdrawalFee.toFixed(2),
      updated_at: now,
    })
    .onConflict('id')
    .ignore();
  return db('trading_settings').where('id', 1).first(settingsColumns).forUpdate();
}

export interface TradingLimitsChange {
  minInvestment?: string;
  maxInvestment?: string;
  minDeposit?: string;
  maxDeposit?: string;
  minWithdrawal?: string;
  withdrawalFee?: string;
  fourEyesThreshold?: string | null;
}

/** The four-eyes threshold, read in the transaction of the movement it may hold back. */
export async function readFourEyesThreshold(db: Db): Promise<string | null> {
  const row = await db('trading_settings').where('id', 1).first('four_eyes_threshold');
  return row ? row.four_eyes_threshold : '1000.00';
}

export async function writeTradingSettings(
  db: Db,
  change: TradingLimitsChange,
  by: { adminId: string | null; now: Date },
): Promise<TradingSettingsRow> {
  const columns: Record<keyof TradingLimitsChange, string> = {
    minInvestment: 'min_investment',
    maxInvestment: 'max_investment',
    minDeposit: 'min_deposit',
    maxDeposit: 'max_deposit',
    minWithdrawal: 'min_withdrawal',
    withdrawalFee: 'withdrawal_fee',
    fourEyesThreshold: 'four_eyes_threshold',
  };
  const values = Object.fromEntries(
    Object.entries(change).map(([field, value]) => [columns[field as keyof TradingLimitsChange], value]),
  );
  const [row] = await db('trading_settings')
    .where('id', 1)
    .update({ ...values, updated_at: by.now, updated_by: by.adminId })
    .returning(settingsColumns);
  return row;
}
