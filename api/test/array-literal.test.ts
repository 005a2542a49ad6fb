// arrayLiteral (db/bulk.ts): rows travel as one bound array literal per column; whatever a
// value holds, Postgres must read back exactly that value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral } from '../src/db/bulk.js';
import type { Database } from '../src/db/connect.js';
import { createTestDatabase } from './support/test-database.js';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase({ migrated: false });
});
afterAll(() => db.close());

async function roundTrip(values: (string | null)[]): Promise<(string | null)[]> {
  const { rows } = await db.knex.raw(
    'SELECT value FROM unnest(?::text[]) WITH ORDINALITY AS v(value, n) ORDER BY n',
    [arrayLiteral(values)],
  );
  return rows.map((row: { value: string | null }) => row.value);
}

describe('arrayLiteral', () => {
  it('reads back every value as it was, whatever characters it holds', async () => {
    const values = [
      'plain',
      '',
      'NULL',
      'with, comma',
      'with "quotes" and \\ backslashes \\"',
      '{braces}',
      '  spaces  ',
      'Investment in Bitcoin: $1,000.00 (including a simulated return of $4.00)',
      'ünïcödé ✓ 🚀',
      'line\nbreak\ttab',
      null,
    ];
    expect(await roundTrip(values)).toEqual(values);
  });

  it('casts to the column types the statements use', async () => {
    // Read back as text: the pg driver would turn a numeric[] into floats.
    const { rows } = await db.knex.raw('SELECT ?::uuid[]::text[] AS ids, ?::numeric[]::text[] AS amounts', [
      arrayLiteral(['8f14e45f-ceea-467a-9575-3c3c0e8a8c55', null]),
      arrayLiteral(['10.40', '-0.01']),
    ]);
    expect(rows[0].ids).toEqual(['8f14e45f-ceea-467a-9575-3c3c0e8a8c55', null]);
    expect(rows[0].amounts).toEqual(['10.40', '-0.01']);
  });

  it('writes an empty array as {}', async () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(await roundTrip([])).toEqual([]);
  });
});
