import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { idSchema, requiredText, timestampSchema } from './common.js';
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

export const marketSearchResultSchema = z
  .object({ items: z.array(marketCandidateSchema) })
  .meta({ id: 'MarketSearchResult' });

export const bulkAddRequestSchema = z
  .object({ preset: z.enum(['crypto', 'stocks', 'all']) })
  .meta({ id: 'BulkAddRequest' });

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

const durationHours = z.coerce
  .number({ error: m.durationFieldsInvalid })
  .refine(Number.isFinite, m.durationFieldsInvalid)
  .refine((value) => value > 0, m.durationNotPositive)
  .refine(Number.isInteger, m.durationHoursWhole);
const durationPercent = z
  .union([z.string(), z.number()], { error: m.durationFieldsInvalid })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^-?\d{1,4}(\.\d{1,3})?$/, m.durationFieldsInvalid))
  .refine((value) => Number(value) > 0, m.durationNotPositive);

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
  })
  .meta({ id: 'UpdateTradingSettingsRequest' });

export const adminTradingSettingsSchema = tradingSettingsSchema
  .extend({ updatedAt: timestampSchema, updatedBy: idSchema.nullable() })
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
export type AdminTradingSettings = z.infer<typeof adminTradingSettingsSchema>;
