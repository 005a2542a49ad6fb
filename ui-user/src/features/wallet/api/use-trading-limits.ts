import { type TradingLimits, type TradingSettings, toDecimal } from '@tradesim/core';
import type { QueryLike } from '@tradesim/ui-kit';
import { useMemo } from 'react';
import { useTradingSettings } from '../../../lib/use-market.js';

/** The wire's decimal strings as the decimals core's amount rules compare against. */
export function toTradingLimits(settings: TradingSettings): TradingLimits {
  return {
    minInvestment: toDecimal(settings.minInvestment),
    maxInvestment: toDecimal(settings.maxInvestment),
    minDeposit: toDecimal(settings.minDeposit),
    maxDeposit: toDecimal(settings.maxDeposit),
    minWithdrawal: toDecimal(settings.minWithdrawal),
    withdrawalFee: toDecimal(settings.withdrawalFee),
  };
}

/** The deposit and withdrawal limits and the fee, as admins set them (never hard-coded here). */
export function useTradingLimits(): QueryLike<TradingLimits> {
  const query = useTradingSettings();
  const limits = useMemo(() => (query.data ? toTradingLimits(query.data) : undefined), [query.data]);
  return { data: limits, error: query.error, isError: query.isError, refetch: query.refetch };
}
