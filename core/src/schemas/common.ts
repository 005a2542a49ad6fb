import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { formatMoney, parseMoneyInput } from '../money.js';

/**
 * UUID path parameters and references, in the one form the database writes them (lower case):
 * an id sent in capitals names the same row, and text built from it (a ledger account
 * `user:<id>`, a realtime topic) must match what is built from the row itself.
 */
export const idSchema = z.uuid('Invalid id').overwrite((id) => id.toLowerCase());
export const idParamsSchema = z.object({ id: idSchema });

/** ISO-8601 UTC timestamps on the wire. */
export const timestampSchema = z.iso.datetime();

/** Money out: a decimal string with exactly two decimals ("1250.00"). */
export const moneySchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ id: 'Money', example: '1250.00' });

/** Prices and asset quantities out: decimal strings with up to 10 decimals. */
export const decimalSchema = z
  .string()
  .regex(/^-?\d+(\.\d{1,10})?$/)
  .meta({ id: 'DecimalString', example: '64250.12' });

/** Percent figures out: decimal strings with two decimals ("2.50"). */
export const percentSchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ id: 'Percent', example: '2.50' });

/**
 * Money in: a string or JSON number with at most two decimals, normalised to the wire form.
 * `sign` says which amounts make sense: purchases and deposits are positive, an admin
 * adjustment is signed but never zero.
 */
export function moneyInput(message: string, sign: 'positive' | 'nonzero' = 'positive') {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value, ctx) => {
      const amount = parseMoneyInput(value);
      const fits = amount && (sign === 'positive' ? amount.greaterThan(0) : !amount.isZero());
      if (!amount || !fits) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return formatMoney(amount);
    })
    .meta({ description: 'Amount in USD: a string or number with at most two decimals', example: '100.00' });
}

const loneSurrogate = /\p{Surrogate}/u;

/**
 * Text PostgreSQL can store: no U+0000 (no text or json value holds it) and no lone surrogate
 * (json refuses its escape; a text column would silently keep U+FFFD instead). Anything else is
 * refused as a field error, never a failed insert.
 */
export const isStorableText = (text: string) => !text.includes('\u0000') && !loneSurrogate.test(text);

/** A required, trimmed string whose blank form gets the spec's message. */
export function requiredText(message: string, max = 1000, maxMessage = `Must be at most ${max} characters`) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, maxMessage)
    .refine(isStorableText, m.textNotStorable);
}

/** An optional trimmed string; blank becomes undefined. */
export function optionalText(max: number, maxMessage = `Must be at most ${max} characters`) {
  return z
    .string()
    .trim()
    .max(max, maxMessage)
    .refine(isStorableText, m.textNotStorable)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Paging of docs/contract.md#pagination: `limit` (default 50, max 200) and an opaque `cursor`. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(500).optional(),
});

/**
 * A list's period: `from` inclusive, `to` exclusive, ISO 8601 with Z or an offset. The console
 * sends the local start of the first day and the local start of the day after the last, so a
 * staff member's "26 to 27 November" covers both whole days where they are.
 */
export const dateRangeQueryFields = {
  from: z.iso.datetime({ offset: true, error: m.dateTimeInvalid }).optional(),
  to: z.iso.datetime({ offset: true, error: m.dateTimeInvalid }).optional(),
};

/** Refuses a period that ends before it starts (a query schema with dateRangeQueryFields). */
export function withDateRangeCheck<
  T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>,
>(schema: T) {
  return schema.refine(
    (value) => !value.from || !value.to || new Date(value.from).getTime() < new Date(value.to).getTime(),
    { message: m.dateRangeOrder, path: ['to'] },
  );
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int().optional(),
  });
}

/** The error envelope every failure uses. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'VALIDATION_FAILED' }),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });
