import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import {
  decimalSchema,
  idSchema,
  moneyInput,
  moneySchema,
  percentSchema,
  timestampSchema,
} from './common.js';
import { assetTypeSchema } from './market.js';
import { investmentStatusSchema } from './states.js';

export const purchaseRequestSchema = z
  .object({
    assetId: idSchema,
    durationId: z.uuid(m.investmentPeriodRequired),
    amount: moneyInput(m.investmentAmountPositive),
  })
  .meta({ id: 'PurchaseRequest' });

/** Returns are simulated (docs/money.md#returns); currentReturn is computed at read time while active. */
export const investmentSchema = z
  .object({
    id: idSchema,
    asset: z.object({
      id: idSchema,
      symbol: z.string(),
      name: z.string(),
      type: assetTypeSchema,
      icon: z.string().nullable(),
    }),
    duration: z.object({ id: idSchema, label: z.string(), hours: z.number().int() }),
    amount: moneySchema,
    assetAmount: decimalSchema,
    assetPrice: decimalSchema,
    maxReturnPercent: z.string(),
    expectedReturn: moneySchema,
    currentReturn: moneySchema,
    currentValue: moneySchema,
    returnPercent: percentSchema,
    progress: z.number().min(0).max(1),
    timeRemaining: z.string(),
    isMatured: z.boolean(),
    startDate: timestampSchema,
    endDate: timestampSchema,
    status: investmentStatusSchema,
    isArchived: z.boolean(),
    settledAt: timestampSchema.nullable(),
  })
  .meta({ id: 'Investment' });

export const investmentViewSchema = z.enum(['active', 'completed', 'archived']);
export const investmentListQuerySchema = z.object({ view: investmentViewSchema.default('active') });

export const investmentSummarySchema = z
  .object({
    totalInvested: moneySchema,
    currentValue: moneySchema,
    totalReturns: moneySchema,
    returnPercent: percentSchema,
  })
  .meta({ id: 'InvestmentSummary' });

export const investmentListSchema = z
  .object({
    items: z.array(investmentSchema),
    summary: investmentSummarySchema,
    counts: z.object({ active: z.number().int(), completed: z.number().int(), archived: z.number().int() }),
  })
  .meta({ id: 'InvestmentList' });

export const sellResponseSchema = z
  .object({ investment: investmentSchema, credited: moneySchema })
  .meta({ id: 'SellResponse' });

export type InvestmentStatus = z.infer<typeof investmentStatusSchema>;
export type PurchaseRequest = z.input<typeof purchaseRequestSchema>;
export type Investment = z.infer<typeof investmentSchema>;
export type InvestmentView = z.infer<typeof investmentViewSchema>;
export type InvestmentList = z.infer<typeof investmentListSchema>;
export type SellResponse = z.infer<typeof sellResponseSchema>;
