import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect.js';
import { preparedQuery, toPositional } from '../src/db/prepared.js';

describe('toPositional', () => {
  const sql = 'SELECT :a::uuid, :b::text, :a::uuid, :now::timestamptz';

  it('numbers each name once, in order of first use, and leaves ::casts alone', () => {
    expect(toPositional(sql, { a: 'x', b: 'y', now: 'z', unused: 1 })).toEqual({
      text: 'SELECT $1::uuid, $2::text, $1::uuid, $3::timestamptz',
      values: ['x', 'y', 'z'],
    });
  });

  it('takes the values of each call, though the text is rewritten only once', () => {
    expect(toPositional(sql, { a: 1, b: 2, now: 3 }).values).toEqual([1, 2, 3]);
    expect(toPositional(sql, { a: null, b: undefined, now: 0 }).values).toEqual([null, undefined, 0]);
  });

  it('refuses a missing value, every time', () => {
    expect(() => toPositional(sql, { a: 1, now: 3 })).toThrow('no value for :b');
    expect(() => toPositional(sql, { a: 1, now: 3 })).toThrow('no value for :b');
  });
});

describe('a statement knex would renumber', () => {
  it('is refused: knex numbers every "?", a JSON operator too', () => {
    expect(() => toPositional("SELECT :doc::jsonb ? 'key'", { doc: '{}' })).toThrow('may not contain "?"');
  });
});

describe('preparedQuery', () => {
  const echo = { name: 'prepared_test_echo', sql: 'SELECT :a::int + :a::int AS twice, :b::text AS b' };
  const url = process.env.TEST_DATABASE_URL;

  it('answers with the rows, on PGlite as plain SQL', async () => {
    const db = await connectDatabase({});
    try {
      expect(await preparedQuery(db, echo, { a: 2, b: 'x' })).toEqual([{ twice: 4, b: 'x' }]);
    } finally {
      await db.close();
    }
  });

  it.runIf(url)('runs on PostgreSQL as a named statement, prepared once on the connection', async () => {
    const db = await connectDatabase({ url, poolMax: 1 });
    try {
      expect(await preparedQuery(db, echo, { a: 2, b: 'x' })).toEqual([{ twice: 4, b: 'x' }]);
      expect(await preparedQuery(db, echo, { a: 5, b: 'y' })).toEqual([{ twice: 10, b: 'y' }]);
      const { rows } = await db.knex.raw('SELECT statement FROM pg_prepared_statements WHERE name = ?', [
        echo.name,
      ]);
      expect(rows).toEqual([{ statement: 'SELECT $1::int + $1::int AS twice, $2::text AS b' }]);
    } finally {
      await db.close();
    }
  });
});
