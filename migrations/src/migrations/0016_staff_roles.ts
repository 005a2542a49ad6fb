import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

// Written out, not imported from core: this migration must mean the same thing forever.
const roles = "'owner', 'finance', 'support', 'catalogue', 'auditor'";

/**
 * Staff roles and the staff policy (docs/decisions/0009-staff-accounts-roles-and-policy.md):
 *
 * - `profiles.staff_role`: every admin has exactly one role, and only admins have one. The
 *   admins there were become owners (until now one password opened everything).
 * - `profiles.staff_disabled_at`: a disabled staff member cannot sign in; their sessions are
 *   revoked when they are disabled. The row stays (the audit log names them).
 * - `staff_invites`: an owner invites by e-mail; the link's token is stored as a SHA-256 hash,
 *   valid 72 hours, used once.
 * - `security_settings` (one row): `require_staff_mfa`, on by default: money-moving actions,
 *   payment settings, staff and security settings need a session opened with a second factor.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    `ALTER TABLE profiles ADD COLUMN staff_role text CHECK (staff_role IN (${roles})),
                          ADD COLUMN staff_disabled_at timestamptz`,
    "UPDATE profiles SET staff_role = 'owner' WHERE user_type = 'admin'",
    `ALTER TABLE profiles ADD CONSTRAINT profiles_staff_role_admin_check
       CHECK ((user_type = 'admin') = (staff_role IS NOT NULL)),
                          ADD CONSTRAINT profiles_staff_disabled_admin_check
       CHECK (staff_disabled_at IS NULL OR user_type = 'admin')`,
    `CREATE TABLE staff_invites (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL CHECK (email = lower(email) AND email <> ''),
      first_name text NOT NULL,
      last_name text NOT NULL,
      role text NOT NULL CHECK (role IN (${roles})),
      token_hash text NOT NULL UNIQUE,
      invited_by uuid NOT NULL REFERENCES profiles(id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      accepted_profile_id uuid REFERENCES profiles(id),
      CHECK ((accepted_at IS NULL) = (accepted_profile_id IS NULL))
    )`,
    'CREATE INDEX staff_invites_email_idx ON staff_invites (email, created_at DESC)',
    `CREATE TABLE security_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      require_staff_mfa boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES profiles(id) ON DELETE SET NULL
    )`,
    'INSERT INTO security_settings (id) VALUES (1)',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP TABLE security_settings',
    'DROP TABLE staff_invites',
    `ALTER TABLE profiles DROP CONSTRAINT profiles_staff_disabled_admin_check,
                          DROP CONSTRAINT profiles_staff_role_admin_check,
                          DROP COLUMN staff_disabled_at,
                          DROP COLUMN staff_role`,
  ]);
}
