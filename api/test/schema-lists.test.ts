// The lists the schema copies from core must still be core's. A migration writes its list out
// (it must mean the same thing forever), so nothing ties it to core but this test: a value core
// gains that no new migration allows is a write the database refuses in production (a new ledger
// event, staff role or transaction type). Read from the migrated schema itself (pg_constraint),
// so what is compared is what the database enforces, whichever migration last changed it.
import {
  approvalKinds,
  approvalStatuses,
  assetTypeSchema,
  auditEntrySchema,
  chatSenderTypeSchema,
  historyResolutions,
  imageExtensions,
  investmentStatusSchema,
  isMoneyApproval,
  jobStatusSchema,
  ledgerEvents,
  notificationTypeSchema,
  platformAccounts,
  staffEvents,
  staffRoles,
  ticketCategorySchema,
  ticketPrioritySchema,
  ticketStatusSchema,
  transactionStatuses,
  transactionTypes,
  userAccount,
  userTypeSchema,
} from '@tradesim/core';
import { migrateToLatest } from '@tradesim/migrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.js';
import { assertLedgerInvariants } from './support/ledger.js';
import { createTestDatabase } from './support/test-database.js';

/** Each CHECK that copies a core list, by constraint name, and the list. */
const copiedFromCore: Record<string, readonly (string | number)[]> = {
  ledger_entries_event_check: ledgerEvents,
  ledger_entries_account_check: Object.values(platformAccounts),
  transactions_type_check: transactionTypes,
  transactions_status_check: transactionStatuses,
  profiles_staff_role_check: staffRoles,
  staff_invites_role_check: staffRoles,
  approvals_kind_check: approvalKinds,
  approvals_status_check: approvalStatuses,
  approvals_money_check: approvalKinds.filter(isMoneyApproval),
  investments_status_check: investmentStatusSchema.options,
  investments_asset_type_check: assetTypeSchema.options,
  assets_type_check: assetTypeSchema.options,
  notifications_type_check: notificationTypeSchema.options,
  background_jobs_status_check: jobStatusSchema.options,
  support_tickets_status_check: ticketStatusSchema.options,
  support_tickets_priority_check: ticketPrioritySchema.options,
  support_tickets_category_check: ticketCategorySchema.options,
  support_responses_category_check: ticketCategorySchema.options,
  chat_messages_sender_type_check: chatSenderTypeSchema.options,
  profiles_user_type_check: userTypeSchema.options,
  admin_action_logs_actor_type_check: auditEntrySchema.shape.actorType.options,
  staff_notification_settings_event_check: staffEvents,
  stored_files_content_type_check: Object.keys(imageExtensions),
  portfolio_history_resolution_minutes_check: historyResolutions.map((resolution) => resolution.minutes),
};

/** The CHECKs whose list is no copy of one in core, and whose list it is instead. */
const notCopied: Record<string, string> = {
  ledger_entries_reference_type_check: 'JournalReference, api/src/modules/ledger/repo.ts',
  transactions_origin_check: 'who made the row: written by the API alone',
  approvals_transaction_check: 'a rule: the kinds that name a transaction',
  approvals_decided_by_check: 'a rule: the statuses someone decided',
  sessions_kind_check: 'the two kinds of session the API opens',
  sessions_revoked_reason_check: 'RevokeReason, api/src/modules/sessions/repo.ts',
  sign_in_events_surface_check: 'SignInSurface, api/src/modules/auth/repo.ts',
  sign_in_events_outcome_check: 'SignInOutcome, api/src/modules/auth/repo.ts',
  stored_files_purpose_check: 'what the API stores files for',
};

interface ListCheck {
  table: string;
  name: string;
  definition: string;
  values: string[];
}

let db: Database;
let checks: ListCheck[];

/** The CHECKs of the application's tables that allow a column a list of values. */
async function readListChecks(): Promise<ListCheck[]> {
  const { rows } = await db.knex.raw(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'c' AND c.conrelid <> 0 AND n.nspname = current_schema()`,
  );
  return (rows as Omit<ListCheck, 'values'>[]).flatMap((row) => {
    // PostgreSQL keeps `x IN ('a', 'b')` as `x = ANY (ARRAY['a'::text, 'b'::text])`.
    const list = /= ANY \(ARRAY\[(.*?)\]\)/.exec(row.definition)?.[1];
    if (list === undefined) return [];
    const values = [...list.matchAll(/'((?:[^']|'')*)'::\w+|(-?\d+)/g)].map(
      (match) => match[1]?.replaceAll("''", "'") ?? String(match[2]),
    );
    return [{ ...row, values }];
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateToLatest(db.knex);
  checks = await readListChecks();
});
afterAll(async () => {
  await assertLedgerInvariants(db);
  await db.close();
});

const sorted = (values: readonly (string | number)[]) => values.map(String).sort();

describe('the lists the schema copies from core', () => {
  it.each(Object.entries(copiedFromCore))('%s allows exactly core’s list', (name, coreList) => {
    const check = checks.find((candidate) => candidate.name === name);
    expect(check, `no list CHECK named ${name}`).toBeDefined();
    expect(sorted(check?.values ?? [])).toEqual(sorted(coreList));
  });

  it('leaves user accounts to their prefix, core’s `user:`', () => {
    const check = checks.find((candidate) => candidate.name === 'ledger_entries_account_check');
    expect(check?.definition).toContain(`'${userAccount('')}%'`);
  });

  it('are all the lists it holds, but those named here as not core’s', () => {
    // A new list in a migration is compared with core's here, or said not to be a copy.
    const unaccounted = checks
      .filter((check) => !(check.name in copiedFromCore) && !(check.name in notCopied))
      .map((check) => `${check.table}: ${check.definition}`);
    expect(unaccounted).toEqual([]);
    expect(Object.keys(notCopied).filter((name) => !checks.some((check) => check.name === name))).toEqual([]);
  });

  it('does not copy the audit actions: the log keeps names core has since retired', async () => {
    // core's auditActions and formerAuditActions are checked by the API that writes them; a
    // CHECK here would have to allow both, and to change with every action added.
    const { rows } = await db.knex.raw(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = 'admin_action_logs'::regclass AND contype = 'c'`,
    );
    expect(rows.filter((row: { definition: string }) => /\baction\b/.test(row.definition))).toEqual([]);
  });
});
