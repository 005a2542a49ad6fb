import type { Knex } from 'knex';
import { runStatements, timestamps } from '../sql.js';

/** Who people are and how they prove it: profiles, credentials, sessions, resets, rate limits, mail. */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    `CREATE TABLE profiles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL CHECK (email = lower(email) AND email <> ''),
      first_name text,
      last_name text,
      avatar_url text,
      user_type text NOT NULL DEFAULT 'regular' CHECK (user_type IN ('regular', 'admin')),
      balance numeric(20,2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
      is_banned boolean NOT NULL DEFAULT false,
      banned_reason text,
      banned_at timestamptz,
      banned_by uuid REFERENCES profiles(id),
      last_login_at timestamptz,
      preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
      ${timestamps},
      CHECK (is_banned = (banned_at IS NOT NULL))
    )`,
    'CREATE UNIQUE INDEX profiles_email_key ON profiles (email)',
    'CREATE INDEX profiles_created_at_idx ON profiles (created_at DESC, id DESC)',
    'CREATE INDEX profiles_last_login_idx ON profiles (last_login_at)',
    `CREATE TABLE credentials (
      user_id uuid PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
      password_hash text NOT NULL,
      ${timestamps}
    )`,
    // kind 'user': refresh-token sessions behind 15-minute JWTs; kind 'admin': 24-hour bearer
    // tokens (token_hash) checked on every request.
    `CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('user', 'admin')),
      token_hash text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_reason text CHECK (revoked_reason IN
        ('logout', 'logout_global', 'revoked', 'password_changed', 'password_reset', 'banned', 'refresh_reuse')),
      user_agent text,
      ip_address text,
      CHECK ((kind = 'admin') = (token_hash IS NOT NULL)),
      CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
    )`,
    'CREATE INDEX sessions_user_live_idx ON sessions (user_id, kind) WHERE revoked_at IS NULL',
    'CREATE INDEX sessions_expires_idx ON sessions (expires_at)',
    // Every refresh token ever issued; a rotated one coming back is reuse and revokes the session.
    `CREATE TABLE refresh_tokens (
      token_hash text PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      rotated_at timestamptz
    )`,
    'CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)',
    `CREATE TABLE password_reset_tokens (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`,
    'CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)',
    'CREATE INDEX password_reset_tokens_expires_idx ON password_reset_tokens (expires_at)',
    // Fixed-window counters shared by every API instance (login, password reset).
    `CREATE TABLE rate_limit_buckets (
      key text PRIMARY KEY,
      window_started_at timestamptz NOT NULL,
      hits integer NOT NULL CHECK (hits >= 0)
    )`,
    'CREATE INDEX rate_limit_buckets_window_idx ON rate_limit_buckets (window_started_at)',
    // Outgoing mail. No transport is configured: the log is the development mailbox.
    `CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_email text NOT NULL,
      template text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`,
    'CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created_at) WHERE sent_at IS NULL',
    `CREATE TABLE app_meta (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP TABLE app_meta',
    'DROP TABLE mail_outbox',
    'DROP TABLE rate_limit_buckets',
    'DROP TABLE password_reset_tokens',
    'DROP TABLE refresh_tokens',
    'DROP TABLE sessions',
    'DROP TABLE credentials',
    'DROP TABLE profiles',
  ]);
}
