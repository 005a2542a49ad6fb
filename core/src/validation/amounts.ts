import type { Decimal } from '../decimal.js';
import { validationMessages as m } from '../messages.js';
import { formatUsd, formatUsdShort, parseMoneyInput } from '../money.js';
import type { TradingLimits } from '../trading-settings.js';

export type AmountCheck = { ok: true; amount: Decimal } | { ok: false; message: string };

/** What an amount field accepts while typing: digits and a single decimal point. */
export function sanitizeAmountTyping(text: string): string {
  const digitsAndDots = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digitsAndDots.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('')}`;
}

function parsePositive(input: unknown): Decimal | null {
  const amount = parseMoneyInput(input);
  return amount?.greaterThan(0) ? amount : null;
}

/** Top-up amount (docs/product/user-app.md#validation-rules): $10 to $10,000 by default, from the trading settings. */
export function checkTopUpAmount(
  input: unknown,
  limits: Pick<TradingLimits, 'minDeposit' | 'maxDeposit'>,
): AmountCheck {
  if (input === undefined || input === null || input === '') return { ok: false, message: m.amountMissing };
  const amount = parsePositive(input);
  if (!amount) return { ok: false, message: m.amountInvalid };
  if (amount.lessThan(limits.minDeposit))
    return { ok: false, message: m.depositMin(formatUsdShort(limits.minDeposit)) };
  if (amount.greaterThan(limits.maxDeposit))
    return { ok: false, message: m.depositMax(formatUsdShort(limits.maxDeposit)) };
  return { ok: true, amount };
}

/** The top-up field's live hint: 'Minimum amount is $10', 'Maximum amount is $10,000', 'Amount is valid'. */
export function topUpAmountHint(
  input: string,
  limits: Pick<TradingLimits, 'minDeposit' | 'maxDeposit'>,
): string | null {
  if (input.trim() === '') return null;
  const amount = parseMoneyInput(input);
  if (!amount || amount.lessThan(limits.minDeposit))
    return m.depositHintMin(formatUsdShort(limits.minDeposit));
  if (amount.greaterThan(limits.maxDeposit)) return m.depositHintMax(formatUsdShort(limits.maxDeposit));
  return m.depositHintValid;
}

/**
 * Withdrawal amount (docs/product/user-app.md#validation-rules), in the order the user meets the rules: something chosen,
 * a number above zero, covered by the balance, at least the minimum.
 */
export function checkWithdrawalAmount(
  input: unknown,
  context: { balance: Decimal; limits: Pick<TradingLimits, 'minWithdrawal'> },
): AmountCheck {
  if (input === undefined || input === null || input === '') return { ok: false, message: m.amountMissing };
  const amount = parsePositive(input);
  if (!amount) return { ok: false, message: m.amountInvalid };
  if (amount.greaterThan(context.balance)) {
    return { ok: false, message: m.withdrawalInsufficientAvailable(formatUsd(context.balance)) };
  }
  if (amount.lessThan(context.limits.minWithdrawal)) {
    return { ok: false, message: m.withdrawalMin(formatUsdShort(context.limits.minWithdrawal)) };
  }
  return { ok: true, amount };
}

/** A preset withdrawal amount above the balance is disabled and labelled 'Insufficient balance'. */
export function isPresetAffordable(preset: string, balance: Decimal): boolean {
  const amount = parseMoneyInput(preset);
  return amount?.lessThanOrEqualTo(balance) === true;
}

/** Investment amount on the asset page: above zero, within the trading limits. */
export function checkInvestmentAmount(
  input: unknown,
  limits: Pick<TradingLimits, 'minInvestment' | 'maxInvestment'>,
): AmountCheck {
  const amount = parsePositive(input);
  if (!amount) return { ok: false, message: m.investmentAmountPositive };
  if (amount.lessThan(limits.minInvestment)) {
    return { ok: false, message: m.investmentMin(formatUsdShort(limits.minInvestment)) };
  }
  if (amount.greaterThan(limits.maxInvestment)) {
    return { ok: false, message: m.investmentMax(formatUsdShort(limits.maxInvestment)) };
  }
  return { ok: true, amount };
}
