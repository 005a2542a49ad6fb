import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/**
 * The second factor (docs/decisions/0008-second-factor.md): one TOTP authenticator per account and its ten
 * single-use recovery codes.
 *
 * - `secret` is the TOTP key sealed with AES-256-GCM under a key derived from the server's
 *   secret (api/src/modules/mfa/secret-box.ts): a copy of the database alone does not give
 *   anyone codes. `enabled_at` is null between setup and the first right code.
 * - `last_step` is the 30-second step of the last code accepted: a code is accepted once, and
 *   a conditional update on it makes two requests with the same code succeed once.
 * - Recovery codes are stored as SHA-256 hashes (they are random, 50 bits each, so a plain
 *   hash is enough), and spent by a conditional update.
 * - `profiles.mfa_enabled` mirrors `mfa_factors.enabled_at` (written in the same transactions),
 *   so the profile and the admin's user list read it with the row they already read.
 * - `sessions.second_factor` says the session was opened with a code: the staff policy
 *   (`requireStaffMfa`) reads it.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    `CREATE TABLE mfa_factors (
      user_id uuid PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
      secret text NOT NULL,
      enabled_at timestamptz,
      last_step bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL
    )`,
    `CREATE TABLE mfa_recovery_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL,
      UNIQUE (user_id, code_hash)
    )`,
    'ALTER TABLE sessions ADD COLUMN second_factor boolean NOT NULL DEFAULT false',
    'ALTER TABLE profiles ADD COLUMN mfa_enabled boolean NOT NULL DEFAULT false',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'ALTER TABLE profiles DROP COLUMN mfa_enabled',
    'ALTER TABLE sessions DROP COLUMN second_factor',
    'DROP TABLE mfa_recovery_codes',
    'DROP TABLE mfa_factors',
  ]);
}
