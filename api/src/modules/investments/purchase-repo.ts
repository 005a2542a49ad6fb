import { randomUUID } from 'node:crypto';
import type { PurchasePlan } from '@tradesim/core';
import type { Database } from '../../db/connect.js';
import { preparedQuery } from '../../db/prepared.js';
import { eventsChannel, userTopic } from '../../realtime/publish.js';

/** What a purchase needs, read in one statement (no lock: the write re-checks the balance). */
export interface PurchaseContextRow {
  balance: string;
  asset_id: string | null;
  asset_symbol: string | null;
  asset_name: string | null;
  asset_type: 'crypto' | 'stock' | null;
  asset_icon: string | null;
  asset_price: string | null;
  asset_active: boolean | null;
  duration_id: string | null;
  duration_label: string | null;
  duration_hours: number | null;
  duration_percent: string | null;
  duration_active: boolean | null;
  min_investment: string;
  max_investment: string;
}

const readContext = {
  name: 'tradesim_purchase_context',
  sql: `SELECT p.balance,
            a.id AS asset_id, a.symbol AS asset_symbol, a.name AS asset_name, a.type AS asset_type,
            a.icon AS asset_icon, a.current_price AS asset_price, a.is_active AS asset_active,
            d.id AS duration_id, d.label AS duration_label, d.hours AS duration_hours,
            d.max_return_percent AS duration_percent, d.is_active AS duration_active,
            s.min_investment, s.max_investment
       FROM profiles p
       CROSS JOIN trading_settings s
       LEFT JOIN assets a ON a.id = :assetId::uuid
       LEFT JOIN investment_durations d ON d.id = :durationId::uuid
      WHERE p.id = :userId::uuid`,
};

export async function readPurchaseContext(
  db: Database,
  input: { userId: string; assetId: string; durationId: string },
): Promise<PurchaseContextRow | undefined> {
  const [row] = await preparedQuery<PurchaseContextRow>(db, readContext, input);
  return row;
}

/**
 * The whole purchase as one statement (DESIGN.md "Concurrency": the check and the write in one
 * conditional statement). The debit happens only `WHERE balance >= amount`; everything else
 * selects from the debit, so when it matches no row nothing at all is written. One statement is
 * one implicit transaction: the investment, the `buy` row, the balanced journal, the balance and
 * the NOTIFY commit together or not at all. Returns null when the balance did not cover it.
 */
export async function writePurchase(
  db: Database,
  purchase: {
    plan: PurchasePlan;
    asset: { symbol: string; name: string };
    now: Date;
  },
): Promise<{ balance: string; transactionId: string } | null> {
  const { investment, journal } = purchase.plan;
  const { now } = purchase;
  const at = now.toISOString();
  const topic = userTopic(investment.userId);
  const amount = investment.amount.toFixed(2);
  const [row] = await preparedQuery<{ balance: string; transaction_id: string }>(
    db,
    {
      name: 'tradesim_purchase_write',
      sql: `WITH debit AS (
       UPDATE profiles SET balance = balance - :amount::numeric, updated_at = :now
        WHERE id = :userId AND balance >= :amount::numeric
        RETURNING balance
     ), investment AS (
       INSERT INTO investments (id, user_id, asset_id, duration_id, asset_type, amount, asset_price, asset_amount,
              duration_label, duration_hours, max_return_percent, expected_return, status, start_date, end_date,
              created_at, updated_at)
       SELECT :id::uuid, :userId::uuid, :assetId::uuid, :durationId::uuid, :assetType::text, :amount::numeric, :assetPrice::numeric,
              :assetAmount::numeric, :durationLabel::text, :durationHours::int, :maxReturnPercent::numeric,
              :expectedReturn::numeric, 'active', :now::timestamptz, :endDate::timestamptz, :now::timestamptz, :now::timestamptz
         FROM debit
       RETURNING id
     ), buy AS (
       INSERT INTO transactions (user_id, type, origin, amount, fee, net_amount, status, description, asset_symbol,
              asset_name, investment_id, processed_at, created_at, updated_at)
       SELECT :userId::uuid, 'buy', 'user', :amount::numeric, 0, :amount::numeric, 'completed', :description::text,
              :assetSymbol::text, :assetName::text, investment.id, :now::timestamptz, :now::timestamptz, :now::timestamptz
         FROM investment
       RETURNING id
     ), postings AS (
       INSERT INTO ledger_entries (journal_id, event, account, user_id, amount, reference_type, reference_id, created_at)
       SELECT :journalId::uuid, :event::text, p.account, p.user_id, p.amount, 'investment', investment.id, :now::timestamptz
         FROM investment,
              unnest(:accounts::text[], :userIds::uuid[], :amounts::numeric[]) AS p(account, user_id, amount)
       RETURNING 1
     ), notified AS (
       SELECT pg_notify(:channel::text, json_build_array(
                json_build_object('topic', :topic::text, 'event', 'investment', 'data',
                  json_build_object('id', :id::text, 'status', 'active'), 'at', :at::text),
                json_build_object('topic', :topic::text, 'event', 'transaction', 'data',
                  json_build_object('id', buy.id, 'status', 'completed'), 'at', :at::text),
                json_build_object('topic', :topic::text, 'event', 'profile', 'data',
                  json_build_object('balance', debit.balance::text), 'at', :at::text))::text)
         FROM debit, buy
     )
     SELECT debit.balance::text AS balance, buy.id AS transaction_id,
            (SELECT count(*) FROM postings) AS postings, (SELECT count(*) FROM notified) AS notified
       FROM debit, buy`,
    },
    {
      amount,
      now,
      userId: investment.userId,
      id: investment.id,
      assetId: investment.assetId,
      durationId: investment.durationId,
      assetType: investment.assetType,
      assetPrice: investment.assetPrice.toString(),
      assetAmount: investment.assetAmount.toString(),
      durationLabel: investment.durationLabel,
      durationHours: investment.durationHours,
      maxReturnPercent: investment.maxReturnPercent.toString(),
      expectedReturn: investment.expectedReturn.toFixed(2),
      endDate: investment.endDate,
      description: `Investment in ${purchase.asset.name}`,
      assetSymbol: purchase.asset.symbol,
      assetName: purchase.asset.name,
      journalId: randomUUID(),
      event: journal.event,
      accounts: journal.postings.map((posting) => posting.account),
      userIds: journal.postings.map((posting) =>
        posting.account.startsWith('user:') ? investment.userId : null,
      ),
      amounts: journal.postings.map((posting) => posting.amount.toFixed(2)),
      channel: eventsChannel,
      topic,
      at,
    },
  );
  return row ? { balance: row.balance, transactionId: row.transaction_id } : null;
}
