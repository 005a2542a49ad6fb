import { AppError, type AssetType, adminScreenMessages, Decimal } from '@tradesim/core';
import type { MarketDataProvider, MarketQuote } from './provider.js';

/** docs/product/admin-console.md#constants-and-limits: search results are capped at 10 per source. */
export const searchLimit = 10;

/** A figure a source sent as a JSON number, exactly as written; null when absent or not finite. */
export function decimalOrNull(value: number | null | undefined): Decimal | null {
  return typeof value === 'number' && Number.isFinite(value) ? new Decimal(value) : null;
}

/** A dollar figure (market cap, volume) in cents; null when absent or negative. */
export function amountOrNull(value: number | null | undefined): Decimal | null {
  const amount = decimalOrNull(value);
  return amount && !amount.isNegative() ? amount.toDecimalPlaces(2) : null;
}

/**
 * The quote of one symbol from the source of its type: MARKET_DATA_NOT_FOUND ("Could not fetch
 * data for {type} symbol: {symbol}") when the source does not know it.
 */
export async function quoteSymbol(provider: MarketDataProvider, symbol: string): Promise<MarketQuote> {
  const wanted = symbol.trim().toUpperCase();
  const [quote] = (await provider.quotes([wanted])).filter((candidate) => candidate.symbol === wanted);
  if (!quote) throw notFound(provider.type, wanted);
  return quote;
}

export function notFound(type: AssetType, symbol: string): AppError {
  return new AppError('MARKET_DATA_NOT_FOUND', adminScreenMessages.marketSymbolNotFound(type, symbol));
}
