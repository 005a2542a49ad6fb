import type { Config } from '../config.js';
import type { MarketData, MarketDataProvider } from './provider.js';

// Work in progress this session: replaced by the offline catalogue and the HTTP providers.
const pending = (type: 'crypto' | 'stock'): MarketDataProvider => ({
  type,
  search: () => Promise.reject(new Error('market data providers are not built yet')),
  quotes: () => Promise.reject(new Error('market data providers are not built yet')),
});

/** The market-data sources the config names. */
export function createMarketData(_config: Config): MarketData {
  return { crypto: pending('crypto'), stock: pending('stock') };
}
