import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/**
 * Four eyes (docs/decisions/0010-dual-control.md): a balance adjustment of at least `four_eyes_threshold`, or the
 * approval of a withdrawal of at least that amount, moves nothing when asked: it becomes an
 * approval request that a different staff member carries out or rejects. Null turns it off.
 *
 * - `request` holds what will be done on approval, as the asking admin gave it (the signed
 *   adjustment and its reason, or the withdrawal's review note): the approver acts on exactly
 *   that, not on a fresh form.
 * - One pending request per withdrawal: asking twice finds the first.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    `ALTER TABLE trading_settings
       ADD COLUMN four_eyes_threshold numeric(20,2) DEFAULT 1000.00 CHECK (four_eyes_threshold > 0)`,
    `CREATE TABLE approvals (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('balance_adjustment', 'withdrawal_approval')),
      amount numeric(20,2) NOT NULL CHECK (amount > 0),
      user_id uuid NOT NULL REFERENCES profiles(id),
      transaction_id uuid REFERENCES transactions(id),
      request jsonb NOT NULL,
      note text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      requested_by uuid NOT NULL REFERENCES profiles(id),
      decided_by uuid REFERENCES profiles(id),
      decided_at timestamptz,
      reason text,
      created_at timestamptz NOT NULL,
      CHECK ((status = 'pending') = (decided_at IS NULL)),
      CHECK ((status = 'pending') = (decided_by IS NULL)),
      CHECK (decided_by IS NULL OR decided_by <> requested_by),
      CHECK ((kind = 'withdrawal_approval') = (transaction_id IS NOT NULL))
    )`,
    'CREATE INDEX approvals_status_idx ON approvals (status, created_at DESC)',
    "CREATE UNIQUE INDEX approvals_pending_transaction_idx ON approvals (transaction_id) WHERE status = 'pending'",
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP TABLE approvals',
    'ALTER TABLE trading_settings DROP COLUMN four_eyes_threshold',
  ]);
}
