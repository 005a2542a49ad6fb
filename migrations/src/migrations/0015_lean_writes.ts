import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/**
 * What a purchase and a settlement write, made smaller where nothing reads it
 * (docs/benchmarks-history.md): every purchase paid six index entries and a foreign-key probe
 * for what is dropped here, and every settled investment three entries and a probe.
 *
 * - `ledger_entries_journal_idx`, `ledger_entries_reference_idx`: postings are read by user
 *   (`ledger_entries_user_idx`) and by platform account (`ledger_entries_account_idx`); the
 *   ledger check groups the whole table by journal, which no index speeds up.
 * - `investments_asset_idx`, `investments_duration_idx`: only an administrator deleting an
 *   asset or a duration asks whether an investment names it (and the foreign key checks it
 *   again). That rare delete now scans the investments table; the hot path no longer pays.
 * - The foreign key from a history row to its investment: both are written by one statement
 *   (the purchase, the settlement), the history row naming the investment that statement has
 *   just written. What the key guarded against afterwards, deleting an investment its history
 *   names, is now refused outright: an investment is never deleted.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP INDEX ledger_entries_journal_idx',
    'DROP INDEX ledger_entries_reference_idx',
    'DROP INDEX investments_asset_idx',
    'DROP INDEX investments_duration_idx',
    'ALTER TABLE transactions DROP CONSTRAINT transactions_investment_id_fkey',
    `CREATE FUNCTION refuse_investment_delete() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       RAISE EXCEPTION 'investments are never deleted: their history rows and postings name them'
         USING ERRCODE = 'integrity_constraint_violation';
     END $$`,
    `CREATE TRIGGER investments_never_deleted BEFORE DELETE ON investments
     FOR EACH ROW EXECUTE FUNCTION refuse_investment_delete()`,
    `CREATE TRIGGER investments_never_truncated BEFORE TRUNCATE ON investments
     FOR EACH STATEMENT EXECUTE FUNCTION refuse_investment_delete()`,
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP TRIGGER investments_never_truncated ON investments',
    'DROP TRIGGER investments_never_deleted ON investments',
    'DROP FUNCTION refuse_investment_delete()',
    'ALTER TABLE transactions ADD FOREIGN KEY (investment_id) REFERENCES investments(id)',
    'CREATE INDEX investments_duration_idx ON investments (duration_id)',
    'CREATE INDEX investments_asset_idx ON investments (asset_id)',
    'CREATE INDEX ledger_entries_reference_idx ON ledger_entries (reference_id) WHERE reference_id IS NOT NULL',
    'CREATE INDEX ledger_entries_journal_idx ON ledger_entries (journal_id)',
  ]);
}
