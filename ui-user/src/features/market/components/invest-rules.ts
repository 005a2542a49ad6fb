import {
  checkInvestmentAmount,
  type Decimal,
  errorCatalogue,
  expectedReturnFor,
  parseMoneyInput,
  sanitizeAmountTyping,
  type TradingSettings,
  toDecimal,
} from '@tradesim/core';

/**
 * What the amount field keeps while typing: digits and one decimal point (core's rule), and
 * DESIGN: at most two decimals, since money has cents and the API refuses more.
 */
export function sanitizeInvestAmount(text: string): string {
  const clean = sanitizeAmountTyping(text);
  const dot = clean.indexOf('.');
  return dot === -1 ? clean : clean.slice(0, dot + 3);
}

/** The typed amount as a Decimal, or null while it is not a complete amount yet ("", ".", "5."). */
export function parseInvestAmount(text: string): Decimal | null {
  return parseMoneyInput(text);
}

/**
 * The amount's message in the order the user meets the rules: above zero, within the trading
 * limits (core's texts), covered by the balance (checked here so the user hears it before the
 * confirm screen). `true` when it may go on.
 */
export function validateInvestAmount(
  text: string,
  context: { limits: TradingSettings; balance: string | undefined },
): string | true {
  const check = checkInvestmentAmount(text, {
    minInvestment: toDecimal(context.limits.minInvestment),
    maxInvestment: toDecimal(context.limits.maxInvestment),
  });
  if (!check.ok) return check.message;
  if (context.balance !== undefined && check.amount.greaterThan(context.balance)) {
    return errorCatalogue.INSUFFICIENT_BALANCE.message;
  }
  return true;
}

/** The estimate box: the capped return (amount × max % / 100) and the quantity (amount ÷ price). */
export function estimateInvestment(input: { amount: Decimal; price: string; maxReturnPercent?: string }) {
  const price = toDecimal(input.price);
  return {
    expectedReturn:
      input.maxReturnPercent === undefined ? null : expectedReturnFor(input.amount, input.maxReturnPercent),
    quantity: price.isZero() ? null : input.amount.dividedBy(price),
  };
}

/** "12.00" → "12", "2.50" → "2.5": a duration's max return as people write it. */
export function formatReturnPercent(percent: string): string {
  return `${toDecimal(percent).toString()}%`;
}
