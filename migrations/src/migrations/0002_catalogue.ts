import type { Knex } from 'knex';
import { runStatements, timestamps } from '../sql.js';

/** What can be invested in and on what terms: files, assets, prices, durations, limits, payment details. */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    // Uploads live in the database so every instance and every backup has them (docs/operations.md#backup-and-restore).
    `CREATE TABLE stored_files (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      purpose text NOT NULL CHECK (purpose IN ('proof', 'qr_code', 'asset_image')),
      owner_id uuid REFERENCES profiles(id) ON DELETE SET NULL,
      content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
      size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5242880),
      sha256 text NOT NULL,
      data bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (octet_length(data) = size_bytes)
    )`,
    'CREATE INDEX stored_files_owner_idx ON stored_files (owner_id)',
    `CREATE TABLE assets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      symbol text NOT NULL CHECK (symbol = upper(symbol) AND symbol <> ''),
      name text NOT NULL CHECK (name <> ''),
      type text NOT NULL CHECK (type IN ('crypto', 'stock')),
      icon text,
      image_file_id uuid REFERENCES stored_files(id) ON DELETE SET NULL,
      current_price numeric(30,10) NOT NULL CHECK (current_price > 0),
      change_24h numeric(30,10) NOT NULL DEFAULT 0,
      change_percent_24h numeric(12,4) NOT NULL DEFAULT 0,
      market_cap numeric(30,2) CHECK (market_cap >= 0),
      volume_24h numeric(30,2) CHECK (volume_24h >= 0),
      is_active boolean NOT NULL DEFAULT true,
      ${timestamps},
      UNIQUE (symbol, type)
    )`,
    'CREATE INDEX assets_active_type_idx ON assets (is_active, type)',
    'CREATE INDEX assets_created_at_idx ON assets (created_at DESC)',
    `CREATE TABLE price_history (
      id bigserial PRIMARY KEY,
      asset_id uuid NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
      price numeric(30,10) NOT NULL CHECK (price > 0),
      recorded_at timestamptz NOT NULL,
      tick_id bigint
    )`,
    // The 7-day chart read and the 24h-ago lookup are index-only range scans on this.
    'CREATE INDEX price_history_asset_time_idx ON price_history (asset_id, recorded_at) INCLUDE (price)',
    'CREATE INDEX price_history_tick_idx ON price_history (tick_id) WHERE tick_id IS NOT NULL',
    'CREATE SEQUENCE price_tick_seq',
    `CREATE TABLE investment_durations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      label text NOT NULL CHECK (label <> ''),
      hours integer NOT NULL CHECK (hours >= 1),
      max_return_percent numeric(7,3) NOT NULL CHECK (max_return_percent > 0),
      is_active boolean NOT NULL DEFAULT true,
      ${timestamps}
    )`,
    'CREATE INDEX investment_durations_active_idx ON investment_durations (is_active, hours)',
    // A single row (id = 1): the limits users must respect.
    `CREATE TABLE trading_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      min_investment numeric(20,2) NOT NULL CHECK (min_investment > 0),
      max_investment numeric(20,2) NOT NULL,
      min_deposit numeric(20,2) NOT NULL CHECK (min_deposit > 0),
      max_deposit numeric(20,2) NOT NULL,
      min_withdrawal numeric(20,2) NOT NULL CHECK (min_withdrawal > 0),
      withdrawal_fee numeric(20,2) NOT NULL CHECK (withdrawal_fee >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
      CHECK (max_investment >= min_investment),
      CHECK (max_deposit >= min_deposit),
      CHECK (min_withdrawal > withdrawal_fee)
    )`,
    `CREATE TABLE payment_settings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_method text NOT NULL DEFAULT 'usdt_trc20' CHECK (payment_method = 'usdt_trc20'),
      network text NOT NULL DEFAULT 'TRC20' CHECK (network = 'TRC20'),
      wallet_address text NOT NULL DEFAULT '',
      qr_file_id uuid REFERENCES stored_files(id) ON DELETE SET NULL,
      is_active boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES profiles(id) ON DELETE SET NULL
    )`,
    'CREATE UNIQUE INDEX payment_settings_one_active_key ON payment_settings (payment_method) WHERE is_active',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP TABLE payment_settings',
    'DROP TABLE trading_settings',
    'DROP TABLE investment_durations',
    'DROP SEQUENCE price_tick_seq',
    'DROP TABLE price_history',
    'DROP TABLE assets',
    'DROP TABLE stored_files',
  ]);
}
