import { z } from 'zod';
import { Decimal } from '../decimal.js';
import { validationMessages as m } from '../messages.js';
import { requestReasonSchema } from './approvals.js';
import { idSchema, moneySchema, requiredText, timestampSchema } from './common.js';
import { assetSchema, assetTypeSchema, tradingSettingsSchema } from './market.js';

const positiveDecimalInput = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,20}(\.\d{1,10})?$/, 'Enter a positive number'))
  .refine((value) => Number(value) > 0, 'Enter a positive number');

export const adminAssetListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  type: assetTypeSchema.optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
});

export const adminAssetListSchema = z.object({ items: z.array(assetSchema) }).meta({ id: 'AdminAssetList' });

/** Symbols are stored uppercase; without a price the market-data provider is asked. */
export const createAssetRequestSchema = z
  .object({
    symbol: requiredText('Symbol is required', 20)
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9.-]+$/, 'Symbols use letters, digits, dots and dashes')),
    name: requiredText('Name is required', 100),
    type: assetTypeSchema,
    icon: z.string().trim().max(500).optional(),
    price: positiveDecimalInput.optional(),
  })
  .meta({ id: 'CreateAssetRequest' });

export const updateAssetRequestSchema = z
  .object({
    name: requiredText('Name is required', 100).optional(),
    icon: z.string().trim().max(500).nullable().optional(),
    isActive: z.boolean().optional(),
    marketCap: positiveDecimalInput.nullable().optional(),
    volume24h: positiveDecimalInput.nullable().optional(),
  })
  .meta({ id: 'UpdateAssetRequest' });

export const marketSearchQuerySchema = z.object({ q: requiredText('Enter a symbol or name to search', 100) });

export const marketCandidateSchema = z
  .object({ symbol: z.string(), name: z.string(), type: assetTypeSchema, exists: z.boolean() })
  .meta({ id: 'MarketCandidate' });

/**
 * Crypto candidates first, then stocks. A source that failed is named in `unavailable` (its
 * error code and message) while the other's candidates are still listed; only when both fail
 * is the search itself an error.
 */
export const marketSearchResultSchema = z
  .object({
    items: z.array(marketCandidateSchema),
    unavailable: z.array(z.object({ type: assetTypeSchema, code: z.string(), message: z.string() })),
  })
  .meta({ id: 'MarketSearchResult' });

export const bulkAddRequestSchema = z
  .object({ preset: z.enum(['crypto', 'stocks', 'all']) })
  .meta({ id: 'BulkAddRequest' });

const jobItemStatus = <const T extends readonly [string, ...string[]]>(statuses: T) =>
  z.object({
    symbol: z.string(),
    type: assetTypeSchema,
    status: z.enum(statuses),
    message: z.string().optional(),
  });

/** The result of a bulk add job: each symbol added, skipped ("Asset already exists") or failed. */
export const bulkAddResultSchema = z
  .object({
    added: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    results: z.array(jobItemStatus(['added', 'skipped', 'failed'])),
  })
  .meta({ id: 'BulkAddResult' });

/** The result of an image refresh job: each asset's icon updated, already the provider's, or failed. */
export const imageRefreshResultSchema = z
  .object({
    updated: z.number().int(),
    alreadyOptimal: z.number().int(),
    failed: z.number().int(),
    results: z.array(jobItemStatus(['updated', 'alreadyOptimal', 'failed'])),
  })
  .meta({ id: 'ImageRefreshResult' });

export const jobStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed']);

/** A background job (bulk add, image refresh) and its progress. */
export const backgroundJobSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    status: jobStatusSchema,
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    result: z.record(z.string(), z.unknown()).nullable(),
    error: z.string().nullable(),
    createdAt: timestampSchema,
    finishedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'BackgroundJob' });

export const priceFeedStatusSchema = z
  .object({
    running: z.boolean(),
    updating: z.boolean(),
    nextUpdateAt: timestampSchema.nullable(),
    lastUpdateAt: timestampSchema.nullable(),
    errorCount: z.number().int(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'PriceFeedStatus' });

export const adminDurationSchema = z
  .object({
    id: idSchema,
    label: z.string(),
    hours: z.number().int(),
    maxReturnPercent: z.string(),
    isActive: z.boolean(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'AdminDuration' });

export const adminDurationListSchema = z
  .object({ items: z.array(adminDurationSchema) })
  .meta({ id: 'AdminDurationList' });

/** Ten years: far beyond any sensible term, and well inside the `integer` column. */
export const maxDurationHours = 87_600;
/** The cap on a duration's return; its column is numeric(7,3). */
export const maxDurationReturnPercent = 1000;

// Numbers or numeric strings only (a form sends either): not booleans, not blank strings,
// which a plain coercion would turn into 1 and 0.
const numericText = z
  .union([z.string(), z.number()], { error: m.durationFieldsInvalid })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^-?\d+(\.\d+)?$/, m.durationFieldsInvalid));
const durationHours = numericText
  .refine((value) => Number(value) > 0, m.durationNotPositive)
  .refine((value) => Number.isInteger(Number(value)), m.durationHoursWhole)
  .refine((value) => Number(value) <= maxDurationHours, `Hours must be at most ${maxDurationHours}`)
  .transform(Number);
const durationPercent = numericText
  .refine((value) => Number(value) > 0, m.durationNotPositive)
  .refine((value) => !/\.\d{4,}$/.test(value), 'Return percentage may have at most 3 decimals')
  .refine(
    (value) => Number(value) <= maxDurationReturnPercent,
    `Return percentage must be at most ${maxDurationReturnPercent}`,
  );

export const createDurationRequestSchema = z
  .object({
    label: requiredText(m.durationFieldsInvalid, 50),
    hours: durationHours,
    maxReturnPercent: durationPercent,
    isActive: z.boolean().default(true),
  })
  .meta({ id: 'CreateDurationRequest' });

export const updateDurationRequestSchema = z
  .object({
    label: requiredText(m.durationFieldsInvalid, 50).optional(),
    hours: durationHours.optional(),
    maxReturnPercent: durationPercent.optional(),
    isActive: z.boolean().optional(),
  })
  .meta({ id: 'UpdateDurationRequest' });

const limit = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'Enter an amount with at most two decimals'));

export const updateTradingSettingsRequestSchema = z
  .object({
    minInvestment: limit.optional(),
    maxInvestment: limit.optional(),
    minDeposit: limit.optional(),
    maxDeposit: limit.optional(),
    minWithdrawal: limit.optional(),
    withdrawalFee: limit.optional(),
    /**
     * Dual control: deposits, adjustments and withdrawal approvals of at least this much wait
     * for a second staff member; null turns it off. Only an owner may change it, and a second
     * owner must approve.
     */
    fourEyesThreshold: limit
      .refine((value) => Number(value) > 0, 'Enter an amount above 0')
      .nullable()
      .optional(),
    /** Why, for the owner asked to approve a threshold change. */
    reason: requestReasonSchema,
  })
  .meta({ id: 'UpdateTradingSettingsRequest' });

export type TradingLimitField = Exclude<
  keyof z.output<typeof updateTradingSettingsRequestSchema>,
  'fourEyesThreshold' | 'reason'
>;

/** Which field of a pair an incoherence is reported on: the one the request changed. */
function blame(pair: [TradingLimitField, TradingLimitField], changed: ReadonlySet<TradingLimitField>) {
  return changed.has(pair[0]) && !changed.has(pair[1]) ? pair[0] : pair[1];
}

/**
 * The rules a set of limits must keep together (the database's CHECKs say the same): every
 * minimum above zero, a maximum never below its minimum, and a fee below the smallest
 * withdrawal so a withdrawal always pays out something. Returns field → message, empty when
 * coherent; `changed` names the fields the admin edited, which the messages are reported on.
 */
export function tradingLimitsProblems(
  limits: Record<TradingLimitField, string>,
  changed: ReadonlySet<TradingLimitField> = new Set(),
): Record<string, string> {
  const problems: Record<string, string> = {};
  const value = (field: TradingLimitField) => new Decimal(limits[field]);
  const positive: [TradingLimitField, string][] = [
    ['minInvestment', 'Minimum investment must be greater than 0'],
    ['minDeposit', 'Minimum deposit must be greater than 0'],
    ['minWithdrawal', 'Minimum withdrawal must be greater than 0'],
  ];
  for (const [field, message] of positive) if (!value(field).greaterThan(0)) problems[field] = message;
  const ordered: [[TradingLimitField, TradingLimitField], string][] = [
    [['minInvestment', 'maxInvestment'], 'Minimum investment cannot be greater than maximum investment'],
    [['minDeposit', 'maxDeposit'], 'Minimum deposit cannot be greater than maximum deposit'],
    [['withdrawalFee', 'minWithdrawal'], 'Withdrawal fee must be less than the minimum withdrawal'],
  ];
  for (const [pair, message] of ordered) {
    const [low, high] = pair;
    const incoherent =
      low === 'withdrawalFee'
        ? value(low).greaterThanOrEqualTo(value(high))
        : value(low).greaterThan(value(high));
    if (incoherent) problems[blame(pair, changed)] ??= message;
  }
  return problems;
}

export const adminTradingSettingsSchema = tradingSettingsSchema
  .extend({
    /** Adjustments and withdrawal approvals of at least this much need a second admin; null: off. */
    fourEyesThreshold: moneySchema.nullable(),
    updatedAt: timestampSchema,
    updatedBy: idSchema.nullable(),
  })
  .meta({ id: 'AdminTradingSettings' });

export type CreateAssetRequest = z.input<typeof createAssetRequestSchema>;
export type UpdateAssetRequest = z.input<typeof updateAssetRequestSchema>;
export type MarketCandidate = z.infer<typeof marketCandidateSchema>;
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;
export type PriceFeedStatus = z.infer<typeof priceFeedStatusSchema>;
export type AdminDuration = z.infer<typeof adminDurationSchema>;
export type CreateDurationRequest = z.input<typeof createDurationRequestSchema>;
export type UpdateDurationRequest = z.input<typeof updateDurationRequestSchema>;
export type UpdateTradingSettingsRequest = z.input<typeof updateTradingSettingsRequestSchema>;
export type AdminAssetListQuery = z.input<typeof adminAssetListQuerySchema>;
export type MarketSearchResult = z.infer<typeof marketSearchResultSchema>;
export type BulkAddPreset = z.infer<typeof bulkAddRequestSchema>['preset'];
export type BulkAddResult = z.infer<typeof bulkAddResultSchema>;
export type ImageRefreshResult = z.infer<typeof imageRefreshResultSchema>;
export type AdminTradingSettings = z.infer<typeof adminTradingSettingsSchema>;
