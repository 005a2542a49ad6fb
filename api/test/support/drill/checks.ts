import type { Knex } from 'knex';
import { verifyLedger } from '../../../src/modules/ledger/service.js';
import type { Op, OpKind } from './operations.js';

export interface DrillReport {
  operations: number;
  byKind: Partial<Record<OpKind, { ok: number; refused: number; unknown: number }>>;
  /** Operations at least one of whose answers was lost, and that then got a definite one. */
  lostAnswersLearnt: number;
  /** ... of which the definite answer was a replay of what had committed. */
  learntByReplay: number;
  statuses: Record<string, number>;
  violations: string[];
}

type Row = { id: string; owner: string; client_key: string; status?: string };

/**
 * Everything the drill must find true afterwards, whatever crashed: the ledger's invariants;
 * every acknowledged operation exists exactly once and every refused one not at all; every
 * settlement and every review moved money exactly once; no key without its answer; no answer
 * was a 5xx other than 503; no operation was left without a definite answer.
 */
export async function checkDrill(db: Knex, ops: readonly Op[]): Promise<DrillReport> {
  const violations: string[] = [];
  const fail = (message: string) => {
    if (violations.length < 50) violations.push(message);
  };

  const ledger = await verifyLedger(db, new Date());
  for (const mismatch of ledger.mismatches) fail(`ledger: ${JSON.stringify(mismatch)}`);
  if (!ledger.balanced) fail('ledger: the postings do not sum to zero');

  const unanswered = await db('idempotency_keys').whereNull('response_status').count({ n: '*' }).first();
  if (Number(unanswered?.n) > 0) fail(`${unanswered?.n} Idempotency-Keys are left without an answer`);

  const investments: Row[] = await db('investments')
    .whereNotNull('client_key')
    .select('id', 'user_id as owner', 'client_key', 'status');
  const transactions: Row[] = await db('transactions')
    .whereNotNull('client_key')
    .select('id', 'client_key_owner as owner', 'client_key', 'status');
  const madeBy = (rows: Row[]) => {
    const map = new Map<string, Row[]>();
    for (const row of rows)
      map.set(`${row.owner}/${row.client_key}`, [...(map.get(`${row.owner}/${row.client_key}`) ?? []), row]);
    return map;
  };
  const investmentsByKey = madeBy(investments);
  const transactionsByKey = madeBy(transactions);
  const statusOf = new Map<string, string | undefined>(
    [...investments, ...transactions].map((row) => [row.id, row.status]),
  );
  const reviewed: { id: string; status: string }[] = await db('transactions')
    .whereIn(
      'id',
      ops.flatMap((op) => (op.targetId ? [op.targetId] : [])),
    )
    .select('id', 'status');
  for (const row of reviewed) statusOf.set(row.id, row.status);
  const settled = await db('investments')
    .whereIn(
      'id',
      ops.flatMap((op) => (op.targetId ? [op.targetId] : [])),
    )
    .select('id', 'status');
  for (const row of settled) statusOf.set(row.id, row.status);

  for (const op of ops) {
    const where = `${op.kind} ${op.key}`;
    if (op.outcome === 'unknown') {
      fail(`${where}: no definite answer after ${op.attempts} attempts (last: ${op.lastError})`);
    }
    for (const status of op.statuses)
      if (status >= 500 && status !== 503) fail(`${where}: answered ${status}`);
    const creates = {
      purchase: investmentsByKey,
      deposit: transactionsByKey,
      withdrawal: transactionsByKey,
      adjustment: transactionsByKey,
    } as Partial<Record<OpKind, Map<string, Row[]>>>;
    const made = creates[op.kind]?.get(`${op.ownerId}/${op.key}`) ?? [];
    if (creates[op.kind]) {
      if (
        op.outcome === 'ok' &&
        (made.length !== 1 || made[0]?.id !== (op.body?.id ?? op.body?.transaction?.id))
      ) {
        fail(`${where}: acknowledged, but made ${made.length} rows (${made.map((row) => row.id)})`);
      }
      if (op.outcome === 'refused' && made.length > 0)
        fail(`${where}: refused, but made ${made.length} rows`);
    }
    if (op.outcome === 'ok' && op.targetId) {
      const expected = {
        sell: ['cancelled', 'completed'],
        complete: ['completed'],
        cancel: ['cancelled'],
        'review-deposit': [op.decision === 'approve' ? 'completed' : 'rejected'],
        'review-withdrawal': [op.decision === 'approve' ? 'completed' : 'rejected'],
      }[op.kind as 'sell'];
      if (expected && !expected.includes(statusOf.get(op.targetId) ?? '')) {
        fail(`${where}: acknowledged, but ${op.targetId} is ${statusOf.get(op.targetId)}`);
      }
    }
  }
  await checkMovedOnce(db, fail);

  const byKind: DrillReport['byKind'] = {};
  const statuses: Record<string, number> = {};
  for (const op of ops) {
    const counts = byKind[op.kind] ?? { ok: 0, refused: 0, unknown: 0 };
    counts[op.outcome] += 1;
    byKind[op.kind] = counts;
    for (const status of op.statuses) statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const learnt = ops.filter((op) => op.lostAnswers > 0 && op.outcome !== 'unknown');
  return {
    operations: ops.length,
    byKind,
    lostAnswersLearnt: learnt.length,
    learntByReplay: learnt.filter((op) => op.replayed).length,
    statuses,
    violations,
  };
}

/**
 * Money moved exactly once per state change, read from the ledger itself: each settled
 * investment has one `sell` history row (an open one none), and each owner's settlement credits
 * (one per owner per batch) add up to exactly their `sell` rows; each deposit and withdrawal has
 * the journals its status says, no more.
 */
async function checkMovedOnce(db: Knex, fail: (message: string) => void): Promise<void> {
  const settlements = await db.raw(`
    SELECT i.id, i.status,
           (SELECT count(*) FROM transactions t WHERE t.investment_id = i.id AND t.type = 'sell')::int AS sells
      FROM investments i`);
  for (const row of settlements.rows as { id: string; status: string; sells: number }[]) {
    const expected = row.status === 'active' ? 0 : 1;
    if (row.sells !== expected) fail(`investment ${row.id} (${row.status}): ${row.sells} sell rows`);
  }
  const owners = await db.raw(`
    SELECT p.id,
           (SELECT coalesce(sum(l.amount), 0) FROM ledger_entries l
             WHERE l.user_id = p.id AND l.event = 'investment_settled')::text AS credited,
           (SELECT coalesce(sum(t.amount), 0) FROM transactions t
             WHERE t.user_id = p.id AND t.type = 'sell')::text AS sold
      FROM profiles p`);
  for (const row of owners.rows as { id: string; credited: string; sold: string }[]) {
    if (row.credited !== row.sold)
      fail(`user ${row.id}: settlements credited ${row.credited}, sell rows ${row.sold}`);
  }
  const journals = await db.raw(`
    SELECT t.id, t.type, t.status,
           count(DISTINCT l.journal_id) FILTER (WHERE l.event = 'deposit_approved')::int AS approved_deposits,
           count(DISTINCT l.journal_id) FILTER (WHERE l.event = 'withdrawal_requested')::int AS requested,
           count(DISTINCT l.journal_id) FILTER (WHERE l.event = 'withdrawal_approved')::int AS paid,
           count(DISTINCT l.journal_id) FILTER (WHERE l.event = 'withdrawal_released')::int AS released
      FROM transactions t LEFT JOIN ledger_entries l ON l.reference_id = t.id
     WHERE t.type IN ('deposit', 'withdrawal') AND t.origin = 'user'
     GROUP BY t.id`);
  for (const row of journals.rows as {
    id: string;
    type: string;
    status: string;
    approved_deposits: number;
    requested: number;
    paid: number;
    released: number;
  }[]) {
    const expected =
      row.type === 'deposit'
        ? { approved_deposits: row.status === 'completed' ? 1 : 0, requested: 0, paid: 0, released: 0 }
        : {
            approved_deposits: 0,
            requested: 1,
            paid: row.status === 'completed' ? 1 : 0,
            released: row.status === 'rejected' || row.status === 'cancelled' ? 1 : 0,
          };
    const actual = {
      approved_deposits: row.approved_deposits,
      requested: row.requested,
      paid: row.paid,
      released: row.released,
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      fail(
        `${row.type} ${row.id} (${row.status}): journals ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
      );
    }
  }
}
