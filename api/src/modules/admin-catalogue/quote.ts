import { AppError, type AssetType, Decimal, isAppError } from '@tradesim/core';
import type { Logger } from 'pino';
import { quoteSymbol } from '../../market-data/index.js';
import type { MarketData, MarketQuote } from '../../market-data/provider.js';
import { notFound } from '../../market-data/quotes.js';
import type { NewAssetValues } from './repo.js';

/**
 * The provider's quote for one symbol of one type. Its own failures (rate limit, API error,
 * unsupported symbol, symbol not found) propagate as they are; anything else it throws is
 * logged and becomes MARKET_DATA_ERROR (never a 500).
 */
export async function fetchQuote(
  ctx: { marketData: MarketData; log: Logger },
  type: AssetType,
  symbol: string,
): Promise<MarketQuote> {
  try {
    return await quoteSymbol(ctx.marketData[type], symbol);
  } catch (error) {
    if (isAppError(error)) throw error;
    ctx.log.warn({ err: error, type, symbol }, 'market-data quote failed');
    throw new AppError('MARKET_DATA_ERROR', undefined, { cause: error });
  }
}

// The columns' ranges: price numeric(30,10) > 0, change_percent_24h numeric(12,4),
// market_cap and volume_24h numeric(30,2) >= 0. A source's odd figure must not fail the insert.
const priceLimit = new Decimal('1e20');
const changeLimit = new Decimal('99999999999999999999');
const percentLimit = new Decimal('99999999.9999');
const moneyLimit = new Decimal('1e28');

function clamp(value: Decimal, limit: Decimal): Decimal {
  return Decimal.min(Decimal.max(value, limit.negated()), limit);
}

function amountOrNull(value: Decimal | null): string | null {
  if (value === null || !value.isFinite() || value.isNegative() || value.greaterThanOrEqualTo(moneyLimit))
    return null;
  return value.toFixed(2, Decimal.ROUND_HALF_UP);
}

/** A quote's figures as the asset's columns (name and icon from the quote unless given). */
export function valuesFromQuote(
  quote: MarketQuote,
  given: { symbol: string; type: AssetType; name?: string; icon?: string | null },
): NewAssetValues {
  const price = quote.price.toDecimalPlaces(10, Decimal.ROUND_HALF_UP);
  if (!price.isFinite() || price.lessThanOrEqualTo(0) || price.greaterThanOrEqualTo(priceLimit))
    throw notFound(given.type, given.symbol);
  const change = quote.change24h?.isFinite() ? quote.change24h : new Decimal(0);
  const percent = quote.changePercent24h?.isFinite() ? quote.changePercent24h : new Decimal(0);
  const quotedName = quote.name.trim().slice(0, 100);
  return {
    symbol: given.symbol,
    type: given.type,
    name: given.name ?? (quotedName || given.symbol),
    icon: given.icon !== undefined ? given.icon : quote.icon?.trim().slice(0, 500) || null,
    price: price.toFixed(),
    change24h: clamp(change, changeLimit).toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toFixed(),
    changePercent24h: clamp(percent, percentLimit).toFixed(4, Decimal.ROUND_HALF_UP),
    marketCap: amountOrNull(quote.marketCap),
    volume24h: amountOrNull(quote.volume24h),
  };
}
