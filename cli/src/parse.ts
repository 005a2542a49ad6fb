import { InvalidArgumentError, Option } from '@commander-js/extra-typings';
import { dateRangeQueryFields, idSchema } from '@tradesim/core';
import { UsageError } from './errors.js';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
/** Any core zod schema, seen only through `safeParse` (the CLI does not depend on zod itself). */
export interface SchemaLike<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * Checks what the flags and prompts gave against the same core schema the server uses, so a
 * bad value is a usage error (exit 2) with the spec's message before anything is sent.
 * `flags` names the flag of each field for the message.
 */
export function checkInput<T>(schema: SchemaLike<T>, value: unknown, flags: Record<string, string> = {}): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const flag = flags[field] ?? (field ? `--${field}` : '');
    return flag ? `${flag}: ${issue.message}` : issue.message;
  });
  throw new UsageError([...new Set(lines)].join('\n'));
}

/** A prompt validator from one field's schema: the message to re-ask with, or true. */
export function fieldCheck(schema: SchemaLike<unknown>): (value: string) => string | true {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value');
  };
}

export function isId(value: string): boolean {
  return idSchema.safeParse(value).success;
}

/** An id argument: a UUID, or a usage error that says which argument was wrong. */
export function checkId(value: string, what: string): string {
  if (!isId(value)) throw new UsageError(`"${value}" is not a ${what} id (a UUID).`);
  return value;
}

/** Commander parser for `--limit <n>`: a whole number from 1 to 200 (docs/contract.md#pagination paging). */
export function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > 200) {
    throw new InvalidArgumentError('Use a whole number from 1 to 200.');
  }
  return limit;
}

/** Which end of a period a date bounds: `from` is inclusive, `to` exclusive (as the API's). */
export type DateBound = 'from' | 'to';

const plainDate = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

/**
 * `--from <date>` and `--to <date>` as the API takes them. A full ISO 8601 date-time with Z or
 * an offset passes as given (checked by the server's own schema). A plain YYYY-MM-DD is a whole
 * day in UTC: for `from` the start of that day, for `to` the start of the next one, since `to`
 * is exclusive and `--to 2026-11-26` means "up to and including the 26th". Anything else (a
 * day that does not exist, a time without a zone) is refused.
 */
export function parseDateBound(value: string, bound: DateBound): string {
  const text = value.trim();
  const checked = (iso: string) => {
    if (!dateRangeQueryFields[bound].safeParse(iso).success) {
      throw new InvalidArgumentError(
        'Use a date (YYYY-MM-DD, a whole day in UTC) or an ISO 8601 date-time with Z or an offset, such as 2026-11-26T09:30:00Z.',
      );
    }
    return iso;
  };
  if (!plainDate.test(text)) return checked(text);
  const start = new Date(`${text}T00:00:00Z`);
  // Date rolls 2026-02-30 over to 2 March: a day that does not exist is refused instead.
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== text) return checked(text);
  const at = bound === 'from' ? start : new Date(start.getTime() + dayMs);
  return checked(at.toISOString().replace('.000Z', 'Z'));
}

/** The period's bounds, refused (exit 2) when it ends before it starts, as the server would. */
export function checkDateRange(
  from: string | undefined,
  to: string | undefined,
): { from?: string; to?: string } {
  if (from !== undefined && to !== undefined && Date.parse(from) >= Date.parse(to)) {
    throw new UsageError(
      `--to must be after --from: the period from ${from} (inclusive) to ${to} (exclusive) is empty.`,
    );
  }
  return { from, to };
}

/** The `--from <date>` option of a list or an export. */
export function fromOption() {
  return new Option(
    '--from <date>',
    'only from this moment on: an ISO date-time with Z or an offset, or YYYY-MM-DD for the start of that day in UTC',
  ).argParser((value: string) => parseDateBound(value, 'from'));
}

/** The `--to <date>` option: exclusive, so a plain date takes in the whole of that day. */
export function toOption() {
  return new Option(
    '--to <date>',
    'only before this moment: an ISO date-time with Z or an offset, or YYYY-MM-DD for up to the end of that day in UTC (the start of the next day)',
  ).argParser((value: string) => parseDateBound(value, 'to'));
}
