import type { Knex } from 'knex';
import type { Db } from './handle.js';

/** Postgres types of the columns of a bulk insert, e.g. `{ id: 'uuid', amount: 'numeric' }`. */
export type ColumnTypes = Record<string, string>;

/**
 * Inserts many rows in one statement through `unnest` of one array per column: a few bound
 * parameters however many rows (a plain multi-row VALUES hits Postgres' 65 535-parameter limit
 * in a settlement batch) and one statement, so statement-level triggers see the whole batch.
 */
export async function bulkInsert<R = Record<string, unknown>>(
  db: Db,
  table: string,
  columns: ColumnTypes,
  rows: readonly Record<string, unknown>[],
  returning: readonly string[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(columns);
  const arrays = names.map((name) => rows.map((row) => row[name] ?? null)) as unknown as Knex.RawBinding[];
  const casts = names.map((name) => `?::${columns[name]}[]`).join(', ');
  const tail = returning.length > 0 ? ` RETURNING ${returning.join(', ')}` : '';
  const result = await db.raw(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${casts})${tail}`,
    arrays,
  );
  return result.rows as R[];
}
