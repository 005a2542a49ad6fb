import { Decimal } from './decimal.js';

/**
 * The limits users must respect, editable by admins (GET/PUT /api/admin/settings/trading).
 * Defaults are the specs' constants; the investment limits are ours (docs/decisions/0001-money-and-the-ledger.md: the product leaves them
 * open): at least $1 so a purchase is never dust, at most $1,000,000 per investment.
 */
export interface TradingLimits {
  minInvestment: Decimal;
  maxInvestment: Decimal;
  minDeposit: Decimal;
  maxDeposit: Decimal;
  minWithdrawal: Decimal;
  withdrawalFee: Decimal;
}

export const defaultTradingLimits: TradingLimits = {
  minInvestment: new Decimal('1.00'),
  maxInvestment: new Decimal('1000000.00'),
  minDeposit: new Decimal('10.00'),
  maxDeposit: new Decimal('10000.00'),
  minWithdrawal: new Decimal('10.00'),
  withdrawalFee: new Decimal('1.00'),
};

/** Amount presets of the top-up and withdrawal flows. */
export const amountPresets = ['50', '100', '200', '500', '1000'] as const;
