import { AppError, idSchema } from '@tradesim/core';

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
