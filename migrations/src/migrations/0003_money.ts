import type { Knex } from 'knex';
import { runStatements, timestamps } from '../sql.js';

// Written out, not imported from core: this migration must mean the same thing forever.
const platformAccounts = [
  'platform:deposits',
  'platform:withdrawals',
  'platform:withdrawals-held',
  'platform:investments',
  'platform:returns',
  'platform:fees',
  'platform:adjustments',
];
const ledgerEvents = [
  'deposit_approved',
  'withdrawal_requested',
  'withdrawal_approved',
  'withdrawal_released',
  'investment_bought',
  'investment_settled',
  'admin_adjustment',
];
const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/** Money: investments, transactions, the double-entry ledger, idempotency keys. */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    // Terms are copied from the duration at purchase so editing a duration never changes a
    // running investment; the return is stored only once settled (docs/money.md#returns).
    `CREATE TABLE investments (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES profiles(id),
      asset_id uuid NOT NULL REFERENCES assets(id),
      duration_id uuid NOT NULL REFERENCES investment_durations(id),
      asset_type text NOT NULL CHECK (asset_type IN ('crypto', 'stock')),
      amount numeric(20,2) NOT NULL CHECK (amount > 0),
      asset_price numeric(30,10) NOT NULL CHECK (asset_price > 0),
      asset_amount numeric(30,10) NOT NULL CHECK (asset_amount >= 0),
      duration_label text NOT NULL,
      duration_hours integer NOT NULL CHECK (duration_hours >= 1),
      max_return_percent numeric(7,3) NOT NULL CHECK (max_return_percent > 0),
      expected_return numeric(20,2) NOT NULL CHECK (expected_return >= 0),
      settled_return numeric(20,2) CHECK (settled_return >= 0 AND settled_return <= expected_return),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'cancelled')),
      is_archived boolean NOT NULL DEFAULT false,
      start_date timestamptz NOT NULL,
      end_date timestamptz NOT NULL,
      settled_at timestamptz,
      ${timestamps},
      CHECK (end_date > start_date),
      CHECK ((status = 'active') = (settled_at IS NULL)),
      CHECK ((status = 'active') = (settled_return IS NULL)),
      CHECK (NOT (is_archived AND status = 'active'))
    )`,
    'CREATE INDEX investments_user_view_idx ON investments (user_id, status, is_archived, created_at DESC)',
    // The settlement job's scan: only active rows, in maturity order.
    "CREATE INDEX investments_maturity_idx ON investments (end_date) WHERE status = 'active'",
    'CREATE INDEX investments_asset_idx ON investments (asset_id)',
    'CREATE INDEX investments_duration_idx ON investments (duration_id)',
    `CREATE TABLE transactions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES profiles(id),
      type text NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'buy', 'sell', 'transfer')),
      origin text NOT NULL DEFAULT 'user' CHECK (origin IN ('user', 'admin', 'system')),
      amount numeric(20,2) NOT NULL CHECK (amount > 0),
      fee numeric(20,2) NOT NULL DEFAULT 0 CHECK (fee >= 0 AND fee < amount),
      net_amount numeric(20,2) NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'rejected', 'cancelled')),
      description text,
      asset_symbol text,
      asset_name text,
      investment_id uuid REFERENCES investments(id),
      transaction_hash text,
      wallet_address text,
      proof_file_id uuid REFERENCES stored_files(id),
      admin_notes text,
      processed_by uuid REFERENCES profiles(id),
      processed_at timestamptz,
      ${timestamps},
      CHECK (net_amount = amount - fee),
      CHECK ((status = 'pending') = (processed_at IS NULL))
    )`,
    'CREATE INDEX transactions_user_idx ON transactions (user_id, created_at DESC, id DESC)',
    'CREATE INDEX transactions_list_idx ON transactions (created_at DESC, id DESC)',
    "CREATE INDEX transactions_pending_idx ON transactions (type, created_at DESC) WHERE status = 'pending'",
    'CREATE INDEX transactions_investment_idx ON transactions (investment_id) WHERE investment_id IS NOT NULL',
    // Double entry (docs/money.md#ledger): every balance change is a journal of postings summing to zero.
    `CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      journal_id uuid NOT NULL,
      event text NOT NULL CHECK (event IN (${list(ledgerEvents)})),
      account text NOT NULL CHECK (account IN (${list(platformAccounts)}) OR account LIKE 'user:%'),
      user_id uuid REFERENCES profiles(id),
      amount numeric(20,2) NOT NULL CHECK (amount <> 0),
      reference_type text CHECK (reference_type IN ('investment', 'transaction')),
      reference_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((account LIKE 'user:%') = (user_id IS NOT NULL)),
      CHECK (user_id IS NULL OR account = 'user:' || user_id::text)
    )`,
    'CREATE INDEX ledger_entries_account_idx ON ledger_entries (account)',
    'CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id) WHERE user_id IS NOT NULL',
    'CREATE INDEX ledger_entries_journal_idx ON ledger_entries (journal_id)',
    'CREATE INDEX ledger_entries_reference_idx ON ledger_entries (reference_id) WHERE reference_id IS NOT NULL',
    `CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
     END $$`,
    `CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
     FOR EACH ROW EXECUTE FUNCTION refuse_change()`,
    `CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
     FOR EACH STATEMENT EXECUTE FUNCTION refuse_change()`,
    // A journal is written by one INSERT; this refuses any statement whose journals do not net
    // to zero, checked once per statement (cheap for the settlement job's big batches).
    `CREATE FUNCTION refuse_unbalanced_journals() RETURNS trigger LANGUAGE plpgsql AS $$
     DECLARE unbalanced uuid;
     BEGIN
       SELECT journal_id INTO unbalanced FROM new_rows GROUP BY journal_id HAVING sum(amount) <> 0 LIMIT 1;
       IF unbalanced IS NOT NULL THEN
         RAISE EXCEPTION 'journal % does not balance', unbalanced USING ERRCODE = 'check_violation';
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
     REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_unbalanced_journals()`,
    // Replays of money-moving POSTs (docs/contract.md#idempotency-keys): per user, kept 24 hours.
    `CREATE TABLE idempotency_keys (
      user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
      method text NOT NULL,
      path text NOT NULL,
      request_hash text NOT NULL,
      state text NOT NULL CHECK (state IN ('in_progress', 'completed')),
      response_status integer,
      response_body jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, key),
      CHECK ((state = 'completed') = (response_status IS NOT NULL))
    )`,
    'CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at)',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP TABLE idempotency_keys',
    'DROP TABLE ledger_entries',
    'DROP FUNCTION refuse_unbalanced_journals()',
    'DROP FUNCTION refuse_change()',
    'DROP TABLE transactions',
    'DROP TABLE investments',
  ]);
}
