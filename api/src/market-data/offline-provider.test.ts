import { bulkCryptoSymbols, bulkStockSymbols } from '@tradesim/core';
import { demoAssets } from '@tradesim/migrations';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createMarketData, quoteSymbol } from './index.js';
import { offlineCatalogue } from './offline-catalogue-data.js';

const market = createMarketData(loadConfig({}));

describe('offline catalogue', () => {
  it('is the default source and quotes every symbol of both bulk lists, plausibly', async () => {
    const crypto = await market.crypto.quotes(bulkCryptoSymbols);
    const stocks = await market.stock.quotes(bulkStockSymbols);
    expect(crypto.map((quote) => quote.symbol)).toEqual([...bulkCryptoSymbols]);
    expect(stocks.map((quote) => quote.symbol)).toEqual([...bulkStockSymbols]);
    expect(offlineCatalogue).toHaveLength(50);
    for (const quote of [...crypto, ...stocks]) {
      expect(quote.name.length).toBeGreaterThan(0);
      expect(quote.icon?.length).toBeGreaterThan(0);
      expect(quote.icon).not.toMatch(/^https?:/);
      expect(quote.price.greaterThan(0)).toBe(true);
      // Market cap dwarfs a day's volume, and both are whole cents.
      expect(quote.marketCap?.greaterThan(quote.volume24h ?? Number.POSITIVE_INFINITY)).toBe(true);
      expect(quote.marketCap?.decimalPlaces()).toBeLessThanOrEqual(2);
    }
    const stablecoins = crypto.filter((quote) => ['USDT', 'USDC'].includes(quote.symbol));
    expect(stablecoins.map((quote) => quote.price.toFixed(2))).toEqual(['1.00', '1.00']);
  });

  it('agrees with the demo seed on its six assets', async () => {
    for (const demo of demoAssets) {
      const quote = await quoteSymbol(market[demo.type], demo.symbol);
      expect({
        name: quote.name,
        icon: quote.icon,
        price: quote.price.toFixed(),
        marketCap: quote.marketCap?.toFixed(2),
        volume24h: quote.volume24h?.toFixed(2),
      }).toEqual({
        name: demo.name,
        icon: demo.icon,
        price: Number(demo.price).toString(),
        marketCap: demo.marketCap,
        volume24h: demo.volume24h,
      });
    }
  });

  it('searches symbol and name case-insensitively, exact symbols first, at most 10', async () => {
    // Tether's name holds "eth" too; the exact symbol comes first.
    expect((await market.crypto.search('eth', 10)).map((hit) => hit.symbol)).toEqual(['ETH', 'USDT']);
    expect(await market.stock.search('  apple ', 10)).toEqual([
      { symbol: 'AAPL', name: 'Apple Inc.', type: 'stock' },
    ]);
    const coin = (await market.crypto.search('COIN', 10)).map((hit) => hit.symbol);
    expect(coin).toEqual(['BTC', 'USDC', 'DOGE', 'TON', 'LTC', 'BCH']);
    const v = (await market.stock.search('v', 10)).map((hit) => hit.symbol);
    expect(v[0]).toBe('V');
    expect(v[1]).toBe('VZ');
    const a = await market.stock.search('a', 10);
    expect(a).toHaveLength(10);
    expect(await market.stock.search('a', 3)).toHaveLength(3);
    expect(await market.crypto.search('   ', 10)).toEqual([]);
    expect(await market.crypto.search('apple', 10)).toEqual([]);
  });

  it('leaves unknown symbols out; quoteSymbol says which one it could not find', async () => {
    expect((await market.crypto.quotes(['btc', 'NOPE', 'BTC'])).map((quote) => quote.symbol)).toEqual([
      'BTC',
    ]);
    await expect(quoteSymbol(market.stock, 'ZZZZ')).rejects.toMatchObject({
      code: 'MARKET_DATA_NOT_FOUND',
      message: 'Could not fetch data for stock symbol: ZZZZ',
    });
    // The type matters: BTC is not a stock.
    await expect(quoteSymbol(market.stock, 'BTC')).rejects.toMatchObject({ code: 'MARKET_DATA_NOT_FOUND' });
  });
});
