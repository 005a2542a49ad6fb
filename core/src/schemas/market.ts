import { z } from 'zod';
import { decimalSchema, idSchema, moneySchema, timestampSchema } from './common.js';

export const assetTypeSchema = z.enum(['crypto', 'stock']);

/** Prices are simulated: they move by the ticker (or the admin's market-data feed). */
export const assetSchema = z
  .object({
    id: idSchema,
    symbol: z.string(),
    name: z.string(),
    type: assetTypeSchema,
    /** An image URL, or text (an emoji or letters) the UI shows as it is. */
    icon: z.string().nullable(),
    price: decimalSchema,
    change24h: decimalSchema,
    changePercent24h: z.string().meta({ example: '-1.2500' }),
    marketCap: moneySchema.nullable(),
    volume24h: moneySchema.nullable(),
    isActive: z.boolean(),
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Asset' });

export const assetListQuerySchema = z.object({
  type: assetTypeSchema.optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['change', 'price', 'name']).default('change'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const assetListSchema = z.object({ items: z.array(assetSchema) }).meta({ id: 'AssetList' });

export const historyQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7),
  points: z.coerce.number().int().min(2).max(2000).default(300),
});

export const pricePointSchema = z
  .object({ time: timestampSchema, price: decimalSchema })
  .meta({ id: 'PricePoint' });
export const priceHistorySchema = z.object({ items: z.array(pricePointSchema) }).meta({ id: 'PriceHistory' });

/**
 * One asset's new figures in an `assets` `tick` event: the hub reads them once per tick (the
 * event in the outbox carries only the tick id) and sends the same message to every subscriber.
 */
export const tickPriceSchema = assetSchema
  .pick({ id: true, symbol: true, price: true, change24h: true, changePercent24h: true, updatedAt: true })
  .meta({ id: 'TickPrice' });

export const durationSchema = z
  .object({
    id: idSchema,
    label: z.string(),
    hours: z.number().int().positive(),
    maxReturnPercent: z.string().meta({ example: '2.5' }),
  })
  .meta({ id: 'Duration' });

export const durationListSchema = z.object({ items: z.array(durationSchema) }).meta({ id: 'DurationList' });

export const tradingSettingsSchema = z
  .object({
    minInvestment: moneySchema,
    maxInvestment: moneySchema,
    minDeposit: moneySchema,
    maxDeposit: moneySchema,
    minWithdrawal: moneySchema,
    withdrawalFee: moneySchema,
  })
  .meta({ id: 'TradingSettings' });

export type AssetType = z.infer<typeof assetTypeSchema>;
export type Asset = z.infer<typeof assetSchema>;
export type AssetListQuery = z.input<typeof assetListQuerySchema>;
export type PriceHistoryQuery = Partial<z.output<typeof historyQuerySchema>>;
export type PricePoint = z.infer<typeof pricePointSchema>;
export type TickPrice = z.infer<typeof tickPriceSchema>;
export type Duration = z.infer<typeof durationSchema>;
export type TradingSettings = z.infer<typeof tradingSettingsSchema>;
