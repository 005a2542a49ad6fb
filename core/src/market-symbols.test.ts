import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import {
  bulkCryptoSymbols,
  bulkStockSymbols,
  checkCryptoSymbols,
  isLikelyStockSymbol,
  isPriceFeedCrypto,
  priceFeedCryptoSymbols,
} from './market-symbols.js';

function codeOf(action: () => unknown): string {
  try {
    action();
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : String(error);
  }
}

describe('market symbols', () => {
  it('has the bulk lists of docs/product/admin-console.md#constants-and-limits, without repeats', () => {
    expect(bulkCryptoSymbols).toHaveLength(20);
    expect(bulkStockSymbols).toHaveLength(30);
    expect(new Set([...bulkCryptoSymbols, ...bulkStockSymbols]).size).toBe(50);
    for (const symbol of priceFeedCryptoSymbols) expect(bulkCryptoSymbols).toContain(symbol);
  });

  it.each([
    ['AAPL', true],
    ['V', true],
    ['GOOGL', true],
    ['GOOGLE', false],
    ['aapl', false],
    ['BRK.B', false],
    ['', false],
  ])('treats %j as a likely stock: %s', (symbol, likely) => {
    expect(isLikelyStockSymbol(symbol)).toBe(likely);
  });

  it('accepts supported crypto symbols in any case and refuses the rest with the spec messages', () => {
    expect(isPriceFeedCrypto('btc')).toBe(true);
    expect(isPriceFeedCrypto('DOGE')).toBe(false);
    expect(checkCryptoSymbols(['btc', 'DOGE', 'eth'])).toEqual(['BTC', 'ETH']);
    expect(codeOf(() => checkCryptoSymbols(['DOGE']))).toBe(
      'UNSUPPORTED_SYMBOL: Unsupported cryptocurrency symbol',
    );
    expect(codeOf(() => checkCryptoSymbols(['DOGE', 'SHIB']))).toBe(
      'NO_VALID_SYMBOLS: No valid cryptocurrency symbols provided',
    );
    expect(codeOf(() => checkCryptoSymbols([]))).toBe(
      'NO_VALID_SYMBOLS: No valid cryptocurrency symbols provided',
    );
  });
});
