// Why it is built this way: docs/decisions/0019-lists-history-and-exports.md
import { AppError, idSchema } from '@tradesim/core';
import type { Knex } from 'knex';
import type { Db } from './handle.js';

/**
 * Where a page of the history ended: the last row's creation time and id (the list's order).
 * The time keeps Postgres's microseconds, so rows written in the same millisecond are neither
 * skipped nor repeated, whoever wrote them.
 */
export interface PageCursor {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, as the repo selects it. */
  at: string;
  id: string;
}

const atPattern = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const invalidCursor = 'Invalid cursor';

/** Opaque to clients: base64url of a small JSON array. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** A real calendar time (no month 13, no 24:00): JS must print back what it parsed. */
function isRealTime(at: string): boolean {
  const millis = `${at.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

/** Anything a client made up is a 400, never a database error. */
export function decodeCursor(text: string): PageCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (Array.isArray(value) && value.length === 2) {
    const [at, id] = value;
    if (typeof at === 'string' && atPattern.test(at) && isRealTime(at) && idSchema.safeParse(id).success) {
      return { at, id: id as string };
    }
  }
  throw new AppError('VALIDATION_FAILED', invalidCursor, { fields: { cursor: invalidCursor } });
}

/** A keyset page as a repo reads it: `limit` rows after `after` (null: from the newest). */
export interface KeysetPage {
  limit: number;
  after: PageCursor | null;
}

/**
 * Newest first by (created_at, id) of `alias` (a table or its alias), one keyset page: stable
 * while new rows arrive and as cheap on the last page as on the first. Selects the row's
 * cursor time as `cursor_at`, with Postgres's microseconds, for `pageOf`.
 */
export function newestFirst<Q extends Knex.QueryBuilder>(
  db: Db,
  query: Q,
  page: KeysetPage,
  alias: string,
): Q {
  query
    .select(
      db.raw(`to_char(??.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at`, [
        alias,
      ]),
    )
    .orderBy([
      { column: `${alias}.created_at`, order: 'desc' },
      { column: `${alias}.id`, order: 'desc' },
    ])
    .limit(page.limit);
  if (page.after) {
    query.whereRaw('(??.created_at, ??.id) < (?::timestamptz, ?::uuid)', [
      alias,
      alias,
      page.after.at,
      page.after.id,
    ]);
  }
  return query;
}

/**
 * The page a list answers, from rows read with one more than `limit`: that extra row tells
 * whether another page exists without a second query.
 */
export function pageOf<R extends { id: string; cursor_at: string }>(rows: readonly R[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}
