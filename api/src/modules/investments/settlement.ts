// Why it is built this way: docs/decisions/0004-settlement.md
import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  formatUsd,
  type MaturingInvestment,
  planMaturitySettlement,
  type SettlementPlan,
  settlementJournal,
  toDecimal,
  userIdOfAccount,
} from '@tradesim/core';
import type { Db } from '../../context.js';
import { arrayLiteral } from '../../db/bulk.js';
import { publish, type RealtimeMessage, userTopic } from '../../realtime/publish.js';
import { type NewNotification, notifyUsers } from '../notifications/repo.js';
import { lockMaturedRows, type MaturedRow, type Shard } from './repo.js';
import { type OwnerOutcome, writeSettlementBatch } from './settlement-repo.js';

/** An investment and what core decided for it. */
export interface Settlement {
  investmentId: string;
  userId: string;
  plan: SettlementPlan;
}

/** One notice per owner per batch: a user with many matured investments is told once. */
function maturityNotice(owner: OwnerOutcome): NewNotification {
  // Shown to the user as money is everywhere else in the app ("$1,040.00"), like the other notices.
  const credited = formatUsd(owner.credited);
  const returns = formatUsd(owner.returns);
  if (owner.count === 1 && owner.only_principal !== null) {
    return {
      userId: owner.user_id,
      type: 'investment',
      title: 'Investment matured',
      message: `Your ${formatUsd(owner.only_principal)} investment in ${owner.only_asset_name} has matured: ${credited} (including a simulated return of ${returns}) was added to your balance.`,
      referenceId: owner.only_id,
    };
  }
  return {
    userId: owner.user_id,
    type: 'investment',
    title: 'Investments matured',
    message: `${owner.count} of your investments have matured: ${credited} (including simulated returns of ${returns}) was added to your balance.`,
    referenceId: null,
  };
}

/**
 * The realtime events of a batch: one per owner and outcome, not per investment (a settlement
 * run of 100,000 would otherwise send 100,000, and a client refetches its portfolio once either
 * way; a single settlement names its investment), then one `transaction` (the history gained
 * rows) and one `profile` (the new balance) per owner.
 */
function settlementEvents(owners: readonly OwnerOutcome[], at: string): RealtimeMessage[] {
  const messages: RealtimeMessage[] = owners.map((owner) => ({
    topic: userTopic(owner.user_id),
    event: 'investment',
    data:
      owner.count === 1 && owner.only_id
        ? { id: owner.only_id, status: owner.status }
        : { status: owner.status, count: owner.count },
    at,
  }));
  const balances = new Map(owners.map((owner) => [owner.user_id, owner.balance]));
  for (const [userId, balance] of balances) {
    const topic = userTopic(userId);
    messages.push({ topic, event: 'transaction', data: { status: 'completed', type: 'sell' }, at });
    messages.push({ topic, event: 'profile', data: { balance: formatMoney(balance) }, at });
  }
  return messages;
}

/** The investment a credit names: the owner's only settlement in the batch, else none. */
function soleInvestments(settlements: readonly Settlement[]): Map<string, string | null> {
  const sole = new Map<string, string | null>();
  for (const settlement of settlements) {
    sole.set(settlement.userId, sole.has(settlement.userId) ? null : settlement.investmentId);
  }
  return sole;
}

/**
 * Writes settlements already planned by core, whatever their number, in a fixed handful of
 * statements: the batch itself, maturity notifications and the realtime events. The rows must
 * be locked by the caller's transaction; if one was not and another writer settled it first,
 * the whole batch is refused rather than half-written.
 */
export async function writeSettlements(
  trx: Db,
  settlements: readonly Settlement[],
  now: Date,
): Promise<void> {
  if (settlements.length === 0) return;
  // One journal for the batch: a credit per owner, the platform side netted over the batch.
  const journal = settlementJournal(settlements);
  const sole = soleInvestments(settlements);
  const owners = journal.postings.map((posting) => userIdOfAccount(posting.account));
  const outcomes = await writeSettlementBatch(trx, {
    now,
    journalId: randomUUID(),
    event: journal.event,
    settlements: JSON.stringify(
      settlements.map((s) => ({
        id: s.investmentId,
        status: s.plan.status,
        settled_return: s.plan.settledReturn.toFixed(2),
        credited: s.plan.credited.toFixed(2),
      })),
    ),
    accounts: arrayLiteral(journal.postings.map((posting) => posting.account)),
    userIds: arrayLiteral(owners),
    amounts: arrayLiteral(journal.postings.map((posting) => posting.amount.toFixed(2))),
    references: arrayLiteral(owners.map((owner) => (owner === null ? null : (sole.get(owner) ?? null)))),
  });
  const settled = outcomes.reduce((total, owner) => total + owner.count, 0);
  if (settled !== settlements.length) throw new Error('settling an investment that is not active');

  await notifyUsers(trx, outcomes.filter((owner) => owner.status === 'completed').map(maturityNotice), now);
  await publish(trx, settlementEvents(outcomes, now.toISOString()));
}

function maturingStateOf(row: MaturedRow): MaturingInvestment {
  return {
    id: row.id,
    userId: row.user_id,
    amount: toDecimal(row.amount),
    expectedReturn: toDecimal(row.expected_return),
    endDate: row.end_date,
    status: row.status,
  };
}

/**
 * Settles matured investments (docs/money.md#returns): the job's batches, and a user's own when
 * they load the portfolio. `SKIP LOCKED` lets concurrent settlers (other instances, a user's
 * sale in progress) take different rows instead of waiting; each row is settled exactly once.
 */
export async function settleMatured(
  trx: Db,
  options: { now: Date; limit: number; userId?: string; shard?: Shard },
): Promise<number> {
  const rows = await lockMaturedRows(trx, options);
  const settlements = rows.map((row) => ({
    investmentId: row.id,
    userId: row.user_id,
    plan: planMaturitySettlement(maturingStateOf(row), options.now),
  }));
  await writeSettlements(trx, settlements, options.now);
  return settlements.length;
}
