import { randomUUID } from 'node:crypto';
import type { RealtimeEventData } from '@tradesim/core';
import type { Database } from '../../db/connect.js';
import { preparedQuery } from '../../db/prepared.js';
import { signalOutboxWritten } from '../../realtime/outbox-signal.js';
import { userTopic } from '../../realtime/publish.js';
import type { PurchaseToWrite, PurchaseWrite } from './purchase-types.js';

/**
 * The purchase statement (docs/money.md#concurrency: the check and the write in one conditional
 * statement), for one purchase or several of different users at once: checked and written row
 * by row, so each purchase succeeds or is refused on its own, while a batch shares one round
 * trip, one commit and one WAL flush (group commit). One statement is one implicit transaction:
 * the investments, their `buy` rows, the balanced journals, the balances and the outbox rows of
 * their events commit together or not at all. Each purchase's debit is conditional on its own session, offer and balance;
 * a purchase whose debit matches no row writes nothing. The rows are one per purchase, in the
 * order given; the caller guarantees one purchase per user (an UPDATE ... FROM applies at most
 * one input row to a balance row).
 *
 * A keyed purchase's Idempotency-Key record (its exact answer) is inserted by the same statement,
 * so the answer commits with the purchase or not at all.
 *
 * `NOT p.is_banned` and `p.balance >= i.amount` sit on the debit itself: when it waits for a
 * balance row another transaction holds, PostgreSQL re-checks both on the row's newest version.
 */
export const purchaseBatchStatement = {
  name: 'tradesim_purchase_batch',
  sql: `WITH input AS (
       SELECT * FROM unnest(:ids::uuid[], :userIds::uuid[], :sessionIds::uuid[], :assetIds::uuid[],
                            :durationIds::uuid[], :assetTypes::text[], :assetPrices::numeric[],
                            :assetSymbols::text[], :assetNames::text[], :assetIcons::text[],
                            :durationLabels::text[], :durationHours::int[], :maxReturnPercents::numeric[],
                            :minInvestments::numeric[], :maxInvestments::numeric[], :amounts::numeric[],
                            :assetAmounts::numeric[], :expectedReturns::numeric[], :nows::timestamptz[],
                            :endDates::timestamptz[], :descriptions::text[], :journalIds::uuid[],
                            :transactionIds::uuid[], :events::text[], :topics::text[],
                            :investmentEvents::json[], :transactionEvents::json[], :answerKeys::text[],
                            :answerMethods::text[], :answerPaths::text[], :answerHashes::text[],
                            :answerStatuses::int[], :answerBodies::text[], :answerExpiries::timestamptz[])
         WITH ORDINALITY AS i(id, user_id, session_id, asset_id, duration_id, asset_type, asset_price,
                              asset_symbol, asset_name, asset_icon, duration_label, duration_hours,
                              max_return_percent, min_investment, max_investment, amount, asset_amount,
                              expected_return, now, end_date, description, journal_id, transaction_id, event, topic,
                              investment_event, transaction_event, answer_key,
                              answer_method, answer_path, answer_hash, answer_status, answer_body,
                              answer_expires, ord)
     ), signed_in AS (
       SELECT i.ord, s.id FROM input i
         JOIN sessions s ON s.id = i.session_id AND s.user_id = i.user_id AND s.kind = 'user'
                        AND s.revoked_at IS NULL AND s.expires_at > i.now
         JOIN profiles p ON p.id = s.user_id AND NOT p.is_banned
     ), offered AS (
       SELECT i.ord FROM input i
         JOIN assets a ON a.id = i.asset_id AND a.is_active AND a.current_price = i.asset_price
                      AND a.type = i.asset_type AND a.symbol = i.asset_symbol AND a.name = i.asset_name
                      AND a.icon IS NOT DISTINCT FROM i.asset_icon
         JOIN investment_durations d ON d.id = i.duration_id AND d.is_active AND d.label = i.duration_label
                      AND d.hours = i.duration_hours AND d.max_return_percent = i.max_return_percent
         JOIN trading_settings t ON t.min_investment = i.min_investment AND t.max_investment = i.max_investment
     ), key_free AS (
       -- Unkeyed (a NULL key matches nothing), or the key has no record yet. A record committed
       -- after this statement's snapshot makes the answer's INSERT below fail instead: the
       -- primary key is the last word. A LATERAL probe with LIMIT 1, not NOT EXISTS: for that the
       -- planner may hash the whole table on every purchase (it did, planned while the table was
       -- small, halving purchases/s as it grew); this is always one primary-key lookup.
       SELECT i.ord FROM input i
         LEFT JOIN LATERAL (SELECT 1 AS taken FROM idempotency_keys k
                             WHERE k.user_id = i.user_id AND k.key = i.answer_key LIMIT 1) AS k ON true
        WHERE k.taken IS NULL
     ), touched AS (
       -- last_used_at moves at most once a minute (as for every other request).
       UPDATE sessions s SET last_used_at = i.now
         FROM input i JOIN signed_in USING (ord)
        WHERE s.id = i.session_id AND s.last_used_at < i.now - interval '1 minute'
     ), locked AS MATERIALIZED (
       -- The buyers' balances in the lock order (docs/money.md#lock-order), not in whatever order
       -- the debit's plan visits them: two batches, or a batch and the settlement job, taking the
       -- same balances in opposite orders would deadlock.
       SELECT p.id FROM profiles p WHERE p.id IN (SELECT user_id FROM input) ORDER BY p.id FOR NO KEY UPDATE OF p
     ), debit AS (
       UPDATE profiles p SET balance = p.balance - i.amount, updated_at = i.now
         FROM input i JOIN locked l ON l.id = i.user_id
        WHERE p.id = l.id AND p.balance >= i.amount AND NOT p.is_banned
          AND i.ord IN (SELECT ord FROM signed_in) AND i.ord IN (SELECT ord FROM offered)
          AND i.ord IN (SELECT ord FROM key_free)
       RETURNING i.ord, p.balance
     ), investment AS (
       INSERT INTO investments (id, user_id, asset_id, duration_id, asset_type, amount, asset_price, asset_amount,
              duration_label, duration_hours, max_return_percent, expected_return, status, start_date, end_date,
              client_key, created_at, updated_at)
       SELECT i.id, i.user_id, i.asset_id, i.duration_id, i.asset_type, i.amount, i.asset_price, i.asset_amount,
              i.duration_label, i.duration_hours, i.max_return_percent, i.expected_return, 'active', i.now,
              i.end_date, i.answer_key, i.now, i.now
         FROM debit JOIN input i USING (ord)
       RETURNING id
     ), buy AS (
       INSERT INTO transactions (id, user_id, type, origin, amount, fee, net_amount, status, description,
              asset_symbol, asset_name, investment_id, processed_at, created_at, updated_at)
       SELECT i.transaction_id, i.user_id, 'buy', 'user', i.amount, 0, i.amount, 'completed', i.description, i.asset_symbol,
              i.asset_name, investment.id, i.now, i.now, i.now
         FROM investment JOIN input i ON i.id = investment.id
       RETURNING id, investment_id
     ), postings AS (
       INSERT INTO ledger_entries (journal_id, event, account, user_id, amount, reference_type, reference_id, created_at)
       SELECT i.journal_id, i.event, p.account, p.user_id, p.amount, 'investment', investment.id, i.now
         FROM investment JOIN input i ON i.id = investment.id
         JOIN unnest(:postingOrds::bigint[], :postingAccounts::text[], :postingUserIds::uuid[],
                     :postingAmounts::numeric[]) AS p(ord, account, user_id, amount) ON p.ord = i.ord
       RETURNING 1
     ), answered AS (
       -- A keyed purchase's answer commits with the purchase: exactly once, whatever fails next.
       INSERT INTO idempotency_keys (user_id, key, method, path, request_hash, response_status, response_body,
              created_at, expires_at)
       SELECT i.user_id, i.answer_key, i.answer_method, i.answer_path, i.answer_hash, i.answer_status,
              i.answer_body, i.now, i.answer_expires
         FROM investment JOIN input i ON i.id = investment.id
        WHERE i.answer_key IS NOT NULL
     ), outboxed AS (
       -- The events, built by the caller; only the new balance is the statement's to fill in.
       -- Rows, not a NOTIFY: a NOTIFY would queue every purchase's commit behind every other's.
       INSERT INTO outbox (topic, event, data, at)
       SELECT i.topic, e.event, COALESCE(e.data, json_build_object('balance', debit.balance::text)), i.now
         FROM debit JOIN input i USING (ord)
        CROSS JOIN LATERAL (VALUES (1, 'investment', i.investment_event), (2, 'transaction', i.transaction_event),
                                   (3, 'profile', NULL::json)) AS e(position, event, data)
        ORDER BY i.ord, e.position
       RETURNING 1
     )
     SELECT i.ord, s.ord IS NOT NULL AS signed_in, o.ord IS NOT NULL AS offered, k.ord IS NOT NULL AS key_free,
            debit.balance::text AS balance, buy.id AS transaction_id,
            (SELECT count(*) FROM postings) AS postings, (SELECT count(*) FROM outboxed) AS events
       FROM input i
       LEFT JOIN signed_in s USING (ord) LEFT JOIN offered o USING (ord) LEFT JOIN key_free k USING (ord)
       LEFT JOIN debit USING (ord)
       LEFT JOIN buy ON buy.investment_id = i.id
      ORDER BY i.ord`,
};

/** The batch statement's named parameters: one array per column, postings flattened with their purchase's position. */
export function purchaseBatchParams(purchases: readonly PurchaseToWrite[]): Record<string, unknown> {
  const transactionIds = purchases.map(() => randomUUID());
  const column = <T>(pick: (purchase: PurchaseToWrite) => T): T[] => purchases.map(pick);
  const postings = purchases.flatMap((purchase, index) =>
    purchase.plan.journal.postings.map((posting) => ({
      ord: index + 1,
      account: posting.account,
      userId: posting.account.startsWith('user:') ? purchase.plan.investment.userId : null,
      amount: posting.amount.toFixed(2),
    })),
  );
  return {
    ids: column((p) => p.plan.investment.id),
    userIds: column((p) => p.plan.investment.userId),
    sessionIds: column((p) => p.sessionId),
    assetIds: column((p) => p.plan.investment.assetId),
    durationIds: column((p) => p.plan.investment.durationId),
    assetTypes: column((p) => p.plan.investment.assetType),
    assetPrices: column((p) => p.plan.investment.assetPrice.toString()),
    assetSymbols: column((p) => p.offer.asset.symbol),
    assetNames: column((p) => p.offer.asset.name),
    assetIcons: column((p) => p.offer.asset.icon),
    durationLabels: column((p) => p.plan.investment.durationLabel),
    durationHours: column((p) => p.plan.investment.durationHours),
    maxReturnPercents: column((p) => p.plan.investment.maxReturnPercent.toString()),
    minInvestments: column((p) => p.offer.limits.minInvestment),
    maxInvestments: column((p) => p.offer.limits.maxInvestment),
    amounts: column((p) => p.plan.investment.amount.toFixed(2)),
    assetAmounts: column((p) => p.plan.investment.assetAmount.toString()),
    expectedReturns: column((p) => p.plan.investment.expectedReturn.toFixed(2)),
    nows: column((p) => p.now.toISOString()),
    endDates: column((p) => p.plan.investment.endDate.toISOString()),
    descriptions: column((p) => `Investment in ${p.offer.asset.name}`),
    journalIds: column(() => randomUUID()),
    transactionIds,
    events: column((p) => p.plan.journal.event),
    topics: column((p) => userTopic(p.plan.investment.userId)),
    investmentEvents: column((p) => eventData({ id: p.plan.investment.id, status: 'active' })),
    transactionEvents: transactionIds.map((id) => eventData({ id, status: 'completed' })),
    answerKeys: column((p) => p.answer?.key ?? null),
    answerMethods: column((p) => p.answer?.method ?? null),
    answerPaths: column((p) => p.answer?.path ?? null),
    answerHashes: column((p) => p.answer?.requestHash ?? null),
    answerStatuses: column((p) => p.answer?.status ?? null),
    answerBodies: column((p) => p.answer?.json ?? null),
    answerExpiries: column((p) => p.answer?.expiresAt.toISOString() ?? null),
    postingOrds: postings.map((posting) => posting.ord),
    postingAccounts: postings.map((posting) => posting.account),
    postingUserIds: postings.map((posting) => posting.userId),
    postingAmounts: postings.map((posting) => posting.amount),
  };
}

/** An event's data as the outbox stores it (the `me` topic's `investment` and `transaction`). */
function eventData(
  data: RealtimeEventData<'me', 'investment'> | RealtimeEventData<'me', 'transaction'>,
): string {
  return JSON.stringify(data);
}

/** Writes the purchases together; one outcome per purchase, in order. */
export async function writePurchaseBatch(
  db: Database,
  purchases: readonly PurchaseToWrite[],
): Promise<PurchaseWrite[]> {
  const users = new Set(purchases.map((purchase) => purchase.plan.investment.userId));
  if (users.size !== purchases.length) throw new Error('a purchase batch holds one purchase per user');
  const rows = await preparedQuery<StatementRow>(db, purchaseBatchStatement, purchaseBatchParams(purchases));
  if (rows.length !== purchases.length) throw new Error('the purchase batch returned a row per purchase');
  const outcomes = rows.map(outcomeOf);
  // One statement is its own transaction: when it returns, its events have committed.
  if (outcomes.some((outcome) => outcome.outcome === 'written')) signalOutboxWritten();
  return outcomes;
}

/** What the purchase statement answers for one purchase. */
interface StatementRow {
  signed_in: boolean;
  offered: boolean;
  key_free: boolean;
  balance: string | null;
  transaction_id: string | null;
}

/** One row of the statement, as what happened to its purchase. */
function outcomeOf(row: StatementRow): PurchaseWrite {
  if (row.balance !== null && row.transaction_id !== null) {
    return { outcome: 'written', balance: row.balance, transactionId: row.transaction_id };
  }
  if (!row.signed_in) return { outcome: 'not-signed-in' };
  if (!row.key_free) return { outcome: 'key-taken' };
  if (!row.offered) return { outcome: 'offer-changed' };
  return { outcome: 'insufficient-balance' };
}
