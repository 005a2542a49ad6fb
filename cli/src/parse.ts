import { idSchema } from '@tradesim/core';
import { InvalidArgumentError } from 'commander';
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

/** Commander parser for `--limit <n>`: a whole number from 1 to 200 (API.md paging). */
export function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > 200) {
    throw new InvalidArgumentError('Use a whole number from 1 to 200.');
  }
  return limit;
}
