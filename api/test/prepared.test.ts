import { describe, expect, it } from 'vitest';
import { toPositional } from '../src/db/prepared.js';

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
