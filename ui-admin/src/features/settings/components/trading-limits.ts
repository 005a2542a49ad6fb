import {
  type AdminTradingSettings,
  type TradingLimitField,
  toDecimal,
  updateTradingSettingsRequestSchema,
} from '@tradesim/core';
import type { z } from 'zod';

/** Every limit present, each an amount with at most two decimals (the core schema's rule). */
export const tradingFormSchema = updateTradingSettingsRequestSchema.required();
export type TradingFormInput = z.input<typeof tradingFormSchema>;
export type TradingFormOutput = z.output<typeof tradingFormSchema>;

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
  return Object.fromEntries(limitNames.map((name) => [name, settings[name]])) as TradingFormInput;
}

/** The limits whose amount differs from the saved one ("10" is the saved "10.00", not a change). */
export function changedLimits(values: TradingFormOutput, saved: AdminTradingSettings): TradingLimitField[] {
  return limitNames.filter((name) => !toDecimal(values[name]).equals(toDecimal(saved[name])));
}
