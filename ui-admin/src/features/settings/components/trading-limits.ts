import {
  type AdminTradingSettings,
  type TradingLimitField,
  toDecimal,
  updateTradingSettingsRequestSchema,
} from '@tradesim/core';
import { z } from 'zod';

const { fourEyesThreshold, reason, ...limitShape } = updateTradingSettingsRequestSchema.shape;
/** The API's threshold rule (null, or an amount above 0); the form only ever hands it a string or null. */
const threshold = fourEyesThreshold.unwrap() as unknown as z.ZodType<string | null, string | null>;

/**
 * Every limit present, each an amount with at most two decimals (the core schema's rule), the
 * four-eyes threshold, whose empty box means off (null on the wire), and the optional reason a
 * threshold change carries to the second owner who approves it.
 */
export const tradingFormSchema = z
  .object(limitShape)
  .required()
  .extend({
    fourEyesThreshold: z
      .string()
      .transform((value) => (value.trim() === '' ? null : value))
      .pipe(threshold),
    reason,
  });
export type TradingFormInput = z.input<typeof tradingFormSchema>;
export type TradingFormOutput = z.output<typeof tradingFormSchema>;

export const fourEyesHelp =
  'Deposits, withdrawals and balance adjustments of at least this amount wait for a second staff member. Leave empty to turn off.';

export interface LimitField {
  name: TradingLimitField;
  label: string;
  hint: string;
}

/** The form's sections: what each limit governs, in the order users meet them. */
export const limitGroups: { title: string; text: string; fields: LimitField[] }[] = [
  {
    title: 'Investments',
    text: 'The amount a user may put into one investment.',
    fields: [
      { name: 'minInvestment', label: 'Minimum investment (USD)', hint: 'Smaller purchases are refused' },
      { name: 'maxInvestment', label: 'Maximum investment (USD)', hint: 'Larger purchases are refused' },
    ],
  },
  {
    title: 'Deposits',
    text: 'The USDT (TRC20) amount a user may deposit at once.',
    fields: [
      { name: 'minDeposit', label: 'Minimum deposit (USDT)', hint: 'Smaller deposits are refused' },
      { name: 'maxDeposit', label: 'Maximum deposit (USDT)', hint: 'Larger deposits are refused' },
    ],
  },
  {
    title: 'Withdrawals',
    text: 'The fee is taken from every withdrawal, so it must stay below the minimum.',
    fields: [
      { name: 'minWithdrawal', label: 'Minimum withdrawal (USD)', hint: 'Smaller requests are refused' },
      { name: 'withdrawalFee', label: 'Withdrawal fee (USD)', hint: 'Deducted from each withdrawal' },
    ],
  },
];

export const limitNames = limitGroups.flatMap((group) => group.fields.map((field) => field.name));

export function toFormValues(settings: AdminTradingSettings): TradingFormInput {
  const limits = Object.fromEntries(limitNames.map((name) => [name, settings[name]]));
  return { ...limits, fourEyesThreshold: settings.fourEyesThreshold ?? '', reason: '' } as TradingFormInput;
}

/** The limits whose amount differs from the saved one ("10" is the saved "10.00", not a change). */
export function changedLimits(values: TradingFormOutput, saved: AdminTradingSettings): TradingLimitField[] {
  return limitNames.filter((name) => !toDecimal(values[name]).equals(toDecimal(saved[name])));
}

/** Whether the threshold differs from the saved one (off and off, or "1000" and "1000.00", do not). */
export function thresholdChanged(value: string | null, saved: string | null): boolean {
  if (value === null || saved === null) return value !== saved;
  return !toDecimal(value).equals(toDecimal(saved));
}
