import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/**
 * What the operator's console reads about people (docs/decisions/0011-audit-trail.md and docs/decisions/0018-support-and-staff-notifications.md):
 *
 * - `sign_in_events`: every sign-in to a known account, successful or not, with where it came
 *   from, for the user details' timeline. Sessions cannot stand in for it: they are deleted a
 *   while after they expire, and a failed sign-in opens none. An unknown email is not recorded
 *   (it names nobody, and recording it would keep typed-in garbage forever).
 * - `staff_notification_settings`: per staff member and staff event, whether it reaches the
 *   bell and the mail outbox. No row means the default: the bell yes, mail no.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    `CREATE TABLE sign_in_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      surface text NOT NULL CHECK (surface IN ('app', 'console')),
      outcome text NOT NULL CHECK (outcome IN (
        'signed_in', 'wrong_password', 'wrong_code', 'too_many_codes', 'banned', 'not_staff', 'staff_disabled'
      )),
      ip_address text,
      user_agent text,
      created_at timestamptz NOT NULL
    )`,
    'CREATE INDEX sign_in_events_user_idx ON sign_in_events (user_id, created_at DESC, id DESC)',
    `CREATE TABLE staff_notification_settings (
      admin_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      event text NOT NULL CHECK (event IN (
        'deposit_submitted', 'withdrawal_requested', 'ticket_opened', 'approval_requested'
      )),
      bell boolean NOT NULL,
      mail boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (admin_id, event)
    )`,
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, ['DROP TABLE staff_notification_settings', 'DROP TABLE sign_in_events']);
}
