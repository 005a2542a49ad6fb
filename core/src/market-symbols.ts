import { AppError } from './errors.js';

/** docs/product/admin-console.md#constants-and-limits: the 20 cryptocurrencies of "Add 20 Cryptocurrencies". */
export const bulkCryptoSymbols = [
  'BTC',
  'ETH',
  'USDT',
  'BNB',
  'SOL',
  'XRP',
  'USDC',
  'ADA',
  'AVAX',
  'DOGE',
  'DOT',
  'MATIC',
  'SHIB',
  'TRX',
  'LINK',
  'TON',
  'UNI',
  'LTC',
  'BCH',
  'XLM',
] as const;

/** docs/product/admin-console.md#constants-and-limits: the 30 stocks of "Add 30 Stocks". */
export const bulkStockSymbols = [
  'AAPL',
  'MSFT',
  'GOOGL',
  'AMZN',
  'NVDA',
  'META',
  'TSLA',
  'JPM',
  'V',
  'WMT',
  'JNJ',
  'PG',
  'MA',
  'BAC',
  'DIS',
  'NFLX',
  'KO',
  'PEP',
  'ADBE',
  'CSCO',
  'INTC',
  'VZ',
  'CMCSA',
  'CRM',
  'AMD',
  'PYPL',
  'QCOM',
  'COST',
  'NKE',
  'IBM',
] as const;

/** docs/product/admin-console.md#constants-and-limits: the symbols the crypto price feed can quote. */
export const priceFeedCryptoSymbols = [
  'BTC',
  'ETH',
  'ADA',
  'DOT',
  'LINK',
  'UNI',
  'LTC',
  'XRP',
  'SOL',
  'MATIC',
] as const;

/** docs/product/admin-console.md#validation-rules: a stock symbol is likely when it is 1 to 5 uppercase letters. */
export function isLikelyStockSymbol(symbol: string): boolean {
  return /^[A-Z]{1,5}$/.test(symbol);
}

export function isPriceFeedCrypto(symbol: string): boolean {
  return (priceFeedCryptoSymbols as readonly string[]).includes(symbol.toUpperCase());
}

/**
 * docs/product/admin-console.md#validation-rules: crypto symbols for the price feed must be supported. One symbol outside the
 * list is "Unsupported cryptocurrency symbol"; a request with none supported is "No valid
 * cryptocurrency symbols provided". Returns the supported ones, uppercased.
 */
export function checkCryptoSymbols(symbols: readonly string[]): string[] {
  const upper = symbols.map((symbol) => symbol.trim().toUpperCase()).filter(Boolean);
  const supported = upper.filter(isPriceFeedCrypto);
  if (supported.length === 0)
    throw new AppError(upper.length === 1 ? 'UNSUPPORTED_SYMBOL' : 'NO_VALID_SYMBOLS');
  return supported;
}
