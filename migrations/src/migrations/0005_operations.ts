import type { Knex } from 'knex';
import { runStatements } from '../sql.js';

/** Running the platform: the audit log, scheduled job state, background jobs. */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    // Written in the same transaction as each admin change; append-only like the ledger.
    `CREATE TABLE admin_action_logs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      actor_id uuid REFERENCES profiles(id),
      actor_type text NOT NULL CHECK (actor_type IN ('admin', 'system')),
      action text NOT NULL,
      table_name text NOT NULL,
      record_id text,
      old_values jsonb,
      new_values jsonb,
      ip_address text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((actor_type = 'admin') = (actor_id IS NOT NULL))
    )`,
    'CREATE INDEX admin_action_logs_created_idx ON admin_action_logs (created_at DESC, id DESC)',
    'CREATE INDEX admin_action_logs_action_idx ON admin_action_logs (action, created_at DESC)',
    'CREATE INDEX admin_action_logs_actor_idx ON admin_action_logs (actor_id, created_at DESC)',
    'CREATE INDEX admin_action_logs_table_idx ON admin_action_logs (table_name, created_at DESC)',
    `CREATE TRIGGER admin_action_logs_append_only BEFORE UPDATE OR DELETE ON admin_action_logs
     FOR EACH ROW EXECUTE FUNCTION refuse_change()`,
    `CREATE TRIGGER admin_action_logs_no_truncate BEFORE TRUNCATE ON admin_action_logs
     FOR EACH STATEMENT EXECUTE FUNCTION refuse_change()`,
    // One row per scheduled job (price tick, settlement, market feed, clean-up), so every
    // instance and every restart shows the same status.
    `CREATE TABLE job_state (
      name text PRIMARY KEY,
      is_enabled boolean NOT NULL DEFAULT true,
      is_running boolean NOT NULL DEFAULT false,
      last_started_at timestamptz,
      last_finished_at timestamptz,
      next_run_at timestamptz,
      last_error text,
      error_count integer NOT NULL DEFAULT 0 CHECK (error_count >= 0),
      last_result jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    // Long admin work (bulk add, image refresh) reported through GET /api/admin/jobs/:id.
    `CREATE TABLE background_jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
      progress_done integer NOT NULL DEFAULT 0 CHECK (progress_done >= 0),
      progress_total integer NOT NULL DEFAULT 0 CHECK (progress_total >= 0),
      params jsonb NOT NULL DEFAULT '{}'::jsonb,
      result jsonb,
      error text,
      created_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX background_jobs_status_idx ON background_jobs (status, created_at)',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP TABLE background_jobs',
    'DROP TABLE job_state',
    'DROP TABLE admin_action_logs',
  ]);
}
