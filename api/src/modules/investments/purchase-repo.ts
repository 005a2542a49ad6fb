import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connect.js';
import { preparedQuery } from '../../db/prepared.js';
import { eventsChannel, userTopic } from '../../realtime/publish.js';
import { outcomeOf, type PurchaseToWrite, type PurchaseWrite, type StatementRow } from './purchase-types.js';

/**
 * The whole purchase as one statement, one round trip (DESIGN.md "Concurrency": the check and
 * the write in one conditional statement). The debit happens only when the session is live, the
 * account not banned, the offer exactly the one the plan was made from, and `balance >= amount`;
 * everything else selects from the debit, so when it matches no row nothing at all is written.
 * One statement is one implicit transaction: the investment, the `buy` row, the balanced
 * journal, the balance and the NOTIFY commit together or not at all.
 *
 * `NOT is_banned` sits on the debit itself: a ban committing while this statement waits for the
 * balance row is re-checked on the row's newest version.
 */
export const purchaseWriteStatement = {
  name: 'tradesim_purchase_write',
  sql: `WITH signed_in AS (
       SELECT s.id FROM sessions s JOIN profiles p ON p.id = s.user_id
        WHERE s.id = :sessionId::uuid AND s.user_id = :userId::uuid AND s.kind = 'user'
          AND s.revoked_at IS NULL AND s.expires_at > :now::timestamptz AND NOT p.is_banned
     ), offered AS (
       SELECT 1 FROM assets a, investment_durations d, trading_settings t
        WHERE a.id = :assetId::uuid AND a.is_active AND a.current_price = :assetPrice::numeric
          AND a.type = :assetType::text AND a.symbol = :assetSymbol::text AND a.name = :assetName::text
          AND a.icon IS NOT DISTINCT FROM :assetIcon::text
          AND d.id = :durationId::uuid AND d.is_active AND d.label = :durationLabel::text
          AND d.hours = :durationHours::int AND d.max_return_percent = :maxReturnPercent::numeric
          AND t.min_investment = :minInvestment::numeric AND t.max_investment = :maxInvestment::numeric
     ), touched AS (
       -- last_used_at moves at most once a minute (as for every other request).
       UPDATE sessions SET last_used_at = :now::timestamptz
        WHERE id = (SELECT id FROM signed_in) AND last_used_at < :now::timestamptz - interval '1 minute'
     ), debit AS (
       UPDATE profiles SET balance = balance - :amount::numeric, updated_at = :now
        WHERE id = :userId AND balance >= :amount::numeric AND NOT is_banned
          AND EXISTS (SELECT 1 FROM signed_in) AND EXISTS (SELECT 1 FROM offered)
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
     SELECT EXISTS (SELECT 1 FROM signed_in) AS signed_in, EXISTS (SELECT 1 FROM offered) AS offered,
            (SELECT balance::text FROM debit) AS balance, (SELECT id FROM buy) AS transaction_id,
            (SELECT count(*) FROM postings) AS postings, (SELECT count(*) FROM notified) AS notified`,
};

/** The statement's named parameters (the benchmark drives the same statement through pgbench). */
export function purchaseWriteParams(purchase: PurchaseToWrite): Record<string, unknown> {
  const { investment, journal } = purchase.plan;
  const { now, offer } = purchase;
  const amount = investment.amount.toFixed(2);
  return {
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
    description: `Investment in ${offer.asset.name}`,
    assetSymbol: offer.asset.symbol,
    assetName: offer.asset.name,
    assetIcon: offer.asset.icon,
    minInvestment: offer.limits.minInvestment,
    maxInvestment: offer.limits.maxInvestment,
    sessionId: purchase.sessionId,
    journalId: randomUUID(),
    event: journal.event,
    accounts: journal.postings.map((posting) => posting.account),
    userIds: journal.postings.map((posting) =>
      posting.account.startsWith('user:') ? investment.userId : null,
    ),
    amounts: journal.postings.map((posting) => posting.amount.toFixed(2)),
    channel: eventsChannel,
    topic: userTopic(investment.userId),
    at: now.toISOString(),
  };
}

export async function writePurchase(db: Database, purchase: PurchaseToWrite): Promise<PurchaseWrite> {
  const [row] = await preparedQuery<StatementRow>(db, purchaseWriteStatement, purchaseWriteParams(purchase));
  if (!row) throw new Error('the purchase statement returned no row');
  return outcomeOf(row);
}
