import type { AssetType, Decimal } from '@tradesim/core';

/** A search hit of a market-data source (docs/product/admin-console.md#calls-and-audit-actions "External market data"). */
export interface MarketCandidateData {
  symbol: string;
  name: string;
  type: AssetType;
}

/** A quote as a source reports it, already parsed into exact decimals. */
export interface MarketQuote {
  symbol: string;
  name: string;
  type: AssetType;
  price: Decimal;
  change24h: Decimal | null;
  changePercent24h: Decimal | null;
  marketCap: Decimal | null;
  volume24h: Decimal | null;
  /** An image URL or a short text icon; null when the source has none. */
  icon: string | null;
}

/**
 * One source of market data for one asset type (docs/architecture.md#prices-and-market-data). Implementations: the
 * offline catalogue (default, no network) and the CoinGecko-style and Finnhub-style HTTP
 * providers. Failures are AppErrors: MARKET_DATA_RATE_LIMITED, MARKET_DATA_ERROR,
 * MARKET_DATA_NOT_FOUND, UNSUPPORTED_SYMBOL, NO_VALID_SYMBOLS, and SERVICE_UNAVAILABLE when the
 * source cannot be reached at all. `quoteSymbol` (index.ts) turns a missing quote into
 * MARKET_DATA_NOT_FOUND.
 */
export interface MarketDataProvider {
  readonly type: AssetType;
  /** Up to `limit` candidates whose symbol or name matches `query`. */
  search(query: string, limit: number): Promise<MarketCandidateData[]>;
  /** Current quotes; symbols the source does not know are left out of the answer. */
  quotes(symbols: readonly string[]): Promise<MarketQuote[]>;
}

/** The two sources the back office reads: one per asset type. */
export interface MarketData {
  crypto: MarketDataProvider;
  stock: MarketDataProvider;
}
