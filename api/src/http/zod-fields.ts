import type { ErrorFields } from '@tradesim/core';
import type { z } from 'zod';

const wholeValueMessages: Record<string, string> = {
  body: 'The request body must be a JSON object',
  query: 'The query string is invalid',
  params: 'The path is invalid',
};

/** Zod issues → docs/contract.md#errors `fields`: the first message per field, dotted paths, the location for the whole value. */
export function fieldsFromZod(error: z.ZodError, location: 'body' | 'query' | 'params'): ErrorFields {
  const fields: ErrorFields = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : location;
    const message =
      issue.path.length === 0 && issue.code === 'invalid_type'
        ? (wholeValueMessages[location] ?? issue.message)
        : issue.message;
    fields[key] ??= message;
  }
  return fields;
}
