import {
  checkInvestmentAmount,
  errorCatalogue,
  purchaseRequestSchema,
  type TradingSettings,
  toDecimal,
} from '@tradesim/core';

/**
 * The invest form's rules: the purchase request's own period and amount rules (core), then the
 * trading-settings minimum and maximum and the balance the purchase would take the amount from.
 * The amount's extra rules sit on the field itself, so its message shows before a period is chosen.
 */
export function investFormSchema(options: { limits: TradingSettings; balance: string }) {
  const limits = {
    minInvestment: toDecimal(options.limits.minInvestment),
    maxInvestment: toDecimal(options.limits.maxInvestment),
  };
  return purchaseRequestSchema.omit({ assetId: true }).extend({
    amount: purchaseRequestSchema.shape.amount.superRefine((value, ctx) => {
      const check = checkInvestmentAmount(value, limits);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
      else if (check.amount.greaterThan(options.balance)) {
        // The purchase's own refusal (docs/product/user-app.md#validation-rules), said before the user gets that far.
        ctx.addIssue({ code: 'custom', message: errorCatalogue.INSUFFICIENT_BALANCE.message });
      }
    }),
  });
}
