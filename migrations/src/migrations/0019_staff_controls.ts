import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

// Written out, not imported from core: this migration must mean the same thing forever.
const kinds = `'deposit', 'adjustment', 'withdrawal', 'staff_role', 'staff_disable', 'mfa_reset',
  'payment_settings', 'security_settings', 'trading_settings'`;
const moneyKinds = "'deposit', 'adjustment', 'withdrawal'";
// The CHECKs of 0017 were unnamed: dropped by what they are, not by a name PostgreSQL chose.
const dropApprovalChecks = `DO $$ DECLARE c record; BEGIN
  FOR c IN SELECT conname FROM pg_constraint WHERE conrelid = 'approvals'::regclass AND contype = 'c' LOOP
    EXECUTE format('ALTER TABLE approvals DROP CONSTRAINT %I', c.conname);
  END LOOP;
END $$`;
// An amount as the back office writes it: $2,000.00.
const usd = `'FM"$"999,999,999,999,999,990.00'`;
const revokeReasons = `'logout', 'logout_global', 'revoked', 'password_changed', 'password_reset', 'banned',
  'refresh_reuse', 'staff_disabled', 'role_changed', 'mfa_reset'`;

/**
 * Staff controls (docs/decisions/0009-staff-accounts-roles-and-policy.md, docs/decisions/0010-dual-control.md):
 *
 * - `approvals` holds every dual-controlled change, not only large movements: deposits, staff
 *   changes (role, disabling, second-factor reset) and settings (deposit wallet, staff policy,
 *   four-eyes threshold). Only money kinds carry an amount; a request lapses at `expires_at`
 *   (72 hours) as `expired`. Whoever asked may withdraw their own request (a rejection), never
 *   approve it. At most one pending request per staff member and kind, and per setting.
 * - `admin_action_logs.actor_type` may be `anonymous` (a failed sign-in by nobody known).
 * - `admin_action_logs.target_label`: the record an entry is about, named for a reader (an
 *   email, a symbol) beside its id. Older entries get theirs here; the append-only trigger is
 *   set aside for that one statement, in this migration's transaction, as the owner.
 * - `staff_mfa_enrolments`: one-time links mailed to a staff member without a second factor;
 *   only through one can they enrol (whoever holds their password cannot).
 * - Sessions ended because a member was disabled, changed role or had their factor reset say so.
 * - Second factors set up but never enabled by staff are dropped: enrolment now needs the link.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    dropApprovalChecks,
    "UPDATE approvals SET kind = 'adjustment' WHERE kind = 'balance_adjustment'",
    "UPDATE approvals SET kind = 'withdrawal' WHERE kind = 'withdrawal_approval'",
    `ALTER TABLE approvals ALTER COLUMN amount DROP NOT NULL,
                           ALTER COLUMN user_id DROP NOT NULL,
                           ADD COLUMN expires_at timestamptz`,
    "UPDATE approvals SET expires_at = created_at + interval '72 hours'",
    `ALTER TABLE approvals
       ALTER COLUMN expires_at SET NOT NULL,
       ADD CONSTRAINT approvals_kind_check CHECK (kind IN (${kinds})),
       ADD CONSTRAINT approvals_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
       ADD CONSTRAINT approvals_amount_check CHECK (amount > 0),
       ADD CONSTRAINT approvals_money_check
         CHECK ((kind IN (${moneyKinds})) = (amount IS NOT NULL AND user_id IS NOT NULL)),
       ADD CONSTRAINT approvals_transaction_check
         CHECK ((kind IN ('deposit', 'withdrawal')) = (transaction_id IS NOT NULL)),
       ADD CONSTRAINT approvals_decided_at_check CHECK ((status = 'pending') = (decided_at IS NULL)),
       ADD CONSTRAINT approvals_decided_by_check
         CHECK ((status IN ('approved', 'rejected')) = (decided_by IS NOT NULL)),
       ADD CONSTRAINT approvals_four_eyes_check CHECK (status <> 'approved' OR decided_by <> requested_by)`,
    `CREATE UNIQUE INDEX approvals_pending_staff_idx ON approvals (kind, user_id)
       WHERE status = 'pending' AND kind IN ('staff_role', 'staff_disable', 'mfa_reset')`,
    `CREATE UNIQUE INDEX approvals_pending_setting_idx ON approvals (kind)
       WHERE status = 'pending' AND kind IN ('payment_settings', 'security_settings', 'trading_settings')`,
    "CREATE INDEX approvals_pending_expiry_idx ON approvals (expires_at) WHERE status = 'pending'",

    // A failed sign-in to an address that is no staff member's has nobody to name as its actor.
    `ALTER TABLE admin_action_logs ADD COLUMN target_label text,
       DROP CONSTRAINT admin_action_logs_actor_type_check,
       ADD CONSTRAINT admin_action_logs_actor_type_check CHECK (actor_type IN ('admin', 'system', 'anonymous'))`,
    'ALTER TABLE admin_action_logs DISABLE TRIGGER admin_action_logs_append_only',
    `UPDATE admin_action_logs l SET target_label = CASE l.table_name
       WHEN 'profiles' THEN (SELECT p.email FROM profiles p WHERE p.id::text = l.record_id)
       WHEN 'assets' THEN (SELECT a.symbol FROM assets a WHERE a.id::text = l.record_id)
       WHEN 'investment_durations' THEN (SELECT d.label FROM investment_durations d WHERE d.id::text = l.record_id)
       WHEN 'support_tickets' THEN (SELECT t.subject FROM support_tickets t WHERE t.id::text = l.record_id)
       WHEN 'staff_invites' THEN (SELECT i.email FROM staff_invites i WHERE i.id::text = l.record_id)
       WHEN 'transactions' THEN (SELECT initcap(t.type) || ' ' || to_char(t.amount, ${usd}) || ' · ' || p.email
                                   FROM transactions t JOIN profiles p ON p.id = t.user_id
                                  WHERE t.id::text = l.record_id)
       WHEN 'approvals' THEN (SELECT initcap(replace(a.kind, '_', ' ')) || coalesce(' ' || to_char(a.amount, ${usd}), '')
                                FROM approvals a WHERE a.id::text = l.record_id)
       ELSE NULL END
     WHERE l.record_id IS NOT NULL`,
    'ALTER TABLE admin_action_logs ENABLE TRIGGER admin_action_logs_append_only',

    `CREATE TABLE staff_mfa_enrolments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      profile_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`,
    'CREATE INDEX staff_mfa_enrolments_profile_idx ON staff_mfa_enrolments (profile_id, created_at DESC)',

    'ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check',
    `ALTER TABLE sessions ADD CONSTRAINT sessions_revoked_reason_check
       CHECK (revoked_reason IN (${revokeReasons}))`,

    `DELETE FROM mfa_factors f USING profiles p
      WHERE p.id = f.user_id AND p.user_type = 'admin' AND f.enabled_at IS NULL`,
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    `ALTER TABLE sessions DROP CONSTRAINT sessions_revoked_reason_check,
       ADD CONSTRAINT sessions_revoked_reason_check CHECK (revoked_reason IN
        ('logout', 'logout_global', 'revoked', 'password_changed', 'password_reset', 'banned', 'refresh_reuse'))`,
    'DROP TABLE staff_mfa_enrolments',
    // Anonymous entries stay (the log is append-only), so the wider actor_type check stays too.
    'ALTER TABLE admin_action_logs DROP COLUMN target_label',
    'DROP INDEX approvals_pending_expiry_idx',
    'DROP INDEX approvals_pending_setting_idx',
    'DROP INDEX approvals_pending_staff_idx',
    `DELETE FROM approvals WHERE kind NOT IN ('adjustment', 'withdrawal')`,
    dropApprovalChecks,
    "UPDATE approvals SET kind = 'balance_adjustment' WHERE kind = 'adjustment'",
    "UPDATE approvals SET kind = 'withdrawal_approval' WHERE kind = 'withdrawal'",
    "UPDATE approvals SET status = 'rejected', decided_by = requested_by WHERE status = 'expired'",
    `ALTER TABLE approvals DROP COLUMN expires_at,
       ALTER COLUMN amount SET NOT NULL,
       ALTER COLUMN user_id SET NOT NULL,
       ADD CHECK (kind IN ('balance_adjustment', 'withdrawal_approval')),
       ADD CHECK (amount > 0),
       ADD CHECK (status IN ('pending', 'approved', 'rejected')),
       ADD CHECK ((status = 'pending') = (decided_at IS NULL)),
       ADD CHECK ((status = 'pending') = (decided_by IS NULL)),
       ADD CHECK ((kind = 'withdrawal_approval') = (transaction_id IS NOT NULL))`,
  ]);
}
