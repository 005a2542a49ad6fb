import type { Knex } from 'knex';

/**
 * Runs DDL one statement at a time: PGlite's extended protocol takes a single statement per
 * query, and one statement per call also points an error at the statement that caused it.
 */
export async function runStatements(knex: Knex, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await knex.raw(statement);
}

/** Standard columns; times default to now() but services always write the injected clock. */
export const timestamps = `created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;
