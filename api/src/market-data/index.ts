import { adminScreenMessages } from '@tradesim/core';
import { timerSleep } from '../clock.js';
import type { Config } from '../config.js';
import { createCoinGeckoProvider } from './coingecko-provider.js';
import { createFinnhubProvider } from './finnhub-provider.js';
import type { HttpSourceOptions } from './http-source.js';
import { createOfflineProvider } from './offline-provider.js';
import type { MarketData } from './provider.js';

export type { MarketCandidateData, MarketData, MarketDataProvider, MarketQuote } from './provider.js';
export { quoteSymbol } from './quotes.js';

/** docs/product/admin-console.md#constants-and-limits: up to 3 retries, 4 attempts in all. */
export const marketDataRetries = 3;

export interface MarketDataOptions {
  /** How the wait between attempts is spent (tests count attempts without waiting). */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

type MarketDataConfig = Pick<
  Config,
  | 'MARKET_DATA'
  | 'COINGECKO_URL'
  | 'COINGECKO_API_KEY'
  | 'FINNHUB_URL'
  | 'FINNHUB_API_KEY'
  | 'MARKET_DATA_RETRY_DELAY_MS'
  | 'MARKET_DATA_TIMEOUT_MS'
>;

/** The market-data sources the config names: the offline catalogue, or the two HTTP APIs. */
export function createMarketData(config: MarketDataConfig, options: MarketDataOptions = {}): MarketData {
  if (config.MARKET_DATA === 'offline')
    return { crypto: createOfflineProvider('crypto'), stock: createOfflineProvider('stock') };
  const common = {
    timeoutMs: config.MARKET_DATA_TIMEOUT_MS,
    retries: marketDataRetries,
    retryDelayMs: config.MARKET_DATA_RETRY_DELAY_MS,
    sleep: options.sleep ?? timerSleep,
    fetch: options.fetch ?? globalThis.fetch,
  } satisfies Partial<HttpSourceOptions>;
  return {
    crypto: createCoinGeckoProvider({
      ...common,
      baseUrl: config.COINGECKO_URL,
      headers: config.COINGECKO_API_KEY ? { 'x-cg-demo-api-key': config.COINGECKO_API_KEY } : {},
      rateLimitedMessage: adminScreenMessages.cryptoRateLimited,
    }),
    stock: createFinnhubProvider({
      ...common,
      baseUrl: config.FINNHUB_URL,
      headers: config.FINNHUB_API_KEY ? { 'X-Finnhub-Token': config.FINNHUB_API_KEY } : {},
      rateLimitedMessage: adminScreenMessages.stockRateLimited,
    }),
  };
}
