import { AppError, adminScreenMessages } from '@tradesim/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createMarketData, quoteSymbol } from '../src/market-data/index.js';
import type { MarketData } from '../src/market-data/provider.js';
import { type FakeMarketApi, startFakeMarketApi } from './support/fake-market-api.js';

let api: FakeMarketApi;
let sleeps: number[];
let market: MarketData;

beforeAll(async () => {
  api = await startFakeMarketApi();
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.requests.length = 0;
  sleeps = [];
  const config = loadConfig({
    MARKET_DATA: 'http',
    COINGECKO_URL: `${api.url}/cg`,
    COINGECKO_API_KEY: 'cg-key',
    FINNHUB_URL: `${api.url}/fh/`,
    FINNHUB_API_KEY: 'fh-key',
    MARKET_DATA_TIMEOUT_MS: '5000',
  });
  // The spec's 30 s between attempts is asked for; the fake sleep only counts it.
  market = createMarketData(config, { sleep: async (ms) => void sleeps.push(ms) });
});

async function failure(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const bitcoin = {
  usd: 64250.5,
  usd_market_cap: 1265000000000.4,
  usd_24h_vol: 28400000000,
  usd_24h_change: 2.5,
};

describe('config', () => {
  it('defaults to the offline catalogue and names a bad MARKET_DATA', () => {
    expect(loadConfig({})).toMatchObject({ MARKET_DATA: 'offline', MARKET_DATA_RETRY_DELAY_MS: 30_000 });
    expect(() => loadConfig({ MARKET_DATA: 'live' })).toThrow(ConfigError);
    expect(() => loadConfig({ MARKET_DATA: 'live' })).toThrow(/MARKET_DATA/);
    expect(() => loadConfig({ COINGECKO_URL: 'not a url' })).toThrow(/COINGECKO_URL/);
  });
});

describe('CoinGecko-style crypto source', () => {
  it('quotes supported symbols from /simple/price, with the key header and exact decimals', async () => {
    api.on('/cg/simple/price', { json: { bitcoin, ethereum: { usd: 3150 } } });
    const quotes = await market.crypto.quotes(['btc', 'ETH', 'DOGE', 'LINK']);
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.query).toEqual({
      ids: 'bitcoin,ethereum,chainlink',
      vs_currencies: 'usd',
      include_24hr_change: 'true',
      include_market_cap: 'true',
      include_24hr_vol: 'true',
    });
    expect(request?.headers['x-cg-demo-api-key']).toBe('cg-key');
    // DOGE is outside the feed's list and LINK was not in the answer: both are left out.
    expect(quotes.map((quote) => quote.symbol)).toEqual(['BTC', 'ETH']);
    const [btc, eth] = quotes;
    expect(btc?.name).toBe('Bitcoin');
    expect(btc?.type).toBe('crypto');
    expect(btc?.price.toFixed()).toBe('64250.5');
    expect(btc?.marketCap?.toFixed()).toBe('1265000000000.4');
    expect(btc?.volume24h?.toFixed()).toBe('28400000000');
    expect(btc?.changePercent24h?.toFixed()).toBe('2.5');
    // +2.5 % over a day: the price a day ago was 64250.5 / 1.025, so the change is 1567.0853...
    expect(btc?.change24h?.toFixed(4)).toBe('1567.0854');
    expect(eth).toMatchObject({ change24h: null, changePercent24h: null, marketCap: null, volume24h: null });
    await expect(quoteSymbol(market.crypto, 'LINK')).rejects.toMatchObject({
      code: 'MARKET_DATA_NOT_FOUND',
      message: 'Could not fetch data for crypto symbol: LINK',
    });
  });

  it('refuses unsupported symbols before asking: one is UNSUPPORTED_SYMBOL, none valid is NO_VALID_SYMBOLS', async () => {
    expect((await failure(market.crypto.quotes(['DOGE']))).message).toBe('Unsupported cryptocurrency symbol');
    const none = await failure(market.crypto.quotes(['DOGE', 'SHIB']));
    expect([none.code, none.message]).toEqual([
      'NO_VALID_SYMBOLS',
      'No valid cryptocurrency symbols provided',
    ]);
    expect(await market.crypto.quotes([])).toEqual([]);
    expect(api.requests).toHaveLength(0);
  });

  it('searches /search and keeps the first 10 coins; a blank query asks nothing', async () => {
    const coins = Array.from({ length: 14 }, (_, i) => ({
      id: `coin-${i}`,
      name: `Coin ${i}`,
      symbol: `c${i}`,
    }));
    api.on('/cg/search', { json: { coins, exchanges: [] } });
    const found = await market.crypto.search(' coin ', 20);
    expect(api.requests[0]?.query).toEqual({ query: 'coin' });
    expect(found).toHaveLength(10);
    expect(found[0]).toEqual({ symbol: 'C0', name: 'Coin 0', type: 'crypto' });
    expect(await market.crypto.search('   ', 10)).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });

  it('on HTTP 429 tries 4 times 30 s apart, then reports the crypto rate-limit message', async () => {
    api.on('/cg/simple/price', { status: 429, json: { status: { error_code: 429 } } });
    const error = await failure(market.crypto.quotes(['BTC']));
    expect([error.code, error.message]).toEqual([
      'MARKET_DATA_RATE_LIMITED',
      adminScreenMessages.cryptoRateLimited,
    ]);
    expect(error.message).toBe('Crypto price API rate limit exceeded. Please wait a minute and try again.');
    expect(api.count('/cg/simple/price')).toBe(4);
    expect(sleeps).toEqual([30_000, 30_000, 30_000]);
  });

  it('recovers from a 500 on the next attempt', async () => {
    api.on('/cg/simple/price', [{ status: 500, json: {} }, { json: { bitcoin } }]);
    const quotes = await market.crypto.quotes(['BTC']);
    expect(quotes.map((quote) => quote.price.toFixed())).toEqual(['64250.5']);
    expect(api.count('/cg/simple/price')).toBe(2);
    expect(sleeps).toEqual([30_000]);
  });

  it('reports "Market data API error: {status}": at once for a 4xx, after 4 attempts for a 5xx', async () => {
    api.on('/cg/simple/price', { status: 401, json: {} });
    const unauthorised = await failure(market.crypto.quotes(['BTC']));
    expect([unauthorised.code, unauthorised.message]).toEqual([
      'MARKET_DATA_ERROR',
      'Market data API error: 401',
    ]);
    expect(api.count('/cg/simple/price')).toBe(1);
    api.on('/cg/simple/price', { status: 503, json: {} });
    expect((await failure(market.crypto.quotes(['BTC']))).message).toBe('Market data API error: 503');
    expect(api.count('/cg/simple/price')).toBe(5);
    expect(sleeps).toHaveLength(3);
  });

  it('turns a body that is not JSON, or not the expected shape, into MARKET_DATA_ERROR without retrying', async () => {
    api.on('/cg/simple/price', { raw: '<html>maintenance</html>' });
    const notJson = await failure(market.crypto.quotes(['BTC']));
    expect([notJson.code, notJson.message]).toEqual([
      'MARKET_DATA_ERROR',
      'Market data API error: unexpected response',
    ]);
    api.on('/cg/simple/price', { json: { bitcoin: { usd: '64250' } } });
    expect((await failure(market.crypto.quotes(['BTC']))).code).toBe('MARKET_DATA_ERROR');
    api.on('/cg/search', { json: { coins: 'none' } });
    expect((await failure(market.crypto.search('bit', 10))).code).toBe('MARKET_DATA_ERROR');
    expect(api.requests).toHaveLength(3);
    expect(sleeps).toEqual([]);
  });

  it('treats a dropped connection as unreachable, retried like a 5xx', async () => {
    api.on('/cg/simple/price', ['drop', 'drop', { json: { bitcoin } }]);
    expect(await market.crypto.quotes(['BTC'])).toHaveLength(1);
    api.on('/cg/simple/price', 'drop');
    const error = await failure(market.crypto.quotes(['BTC']));
    expect([error.code, error.message]).toEqual([
      'SERVICE_UNAVAILABLE',
      'Market data provider is unreachable',
    ]);
    expect(api.count('/cg/simple/price')).toBe(3 + 4);
  });
});

describe('Finnhub-style stock source', () => {
  const quote = { c: 228.5, d: -1.25, dp: -0.5441, h: 230, l: 227, o: 229, pc: 229.75, t: 1_700_000_000 };
  const profile = {
    name: 'Apple Inc',
    logo: 'https://static.example/AAPL.png',
    marketCapitalization: 3480000.5,
  };

  it('quotes from /quote and /stock/profile2 with the token header; an unknown symbol is left out', async () => {
    api.on('/fh/quote', ({ query }) =>
      query.symbol === 'AAPL'
        ? { json: quote }
        : { json: { c: 0, d: null, dp: null, h: 0, l: 0, o: 0, pc: 0, t: 0 } },
    );
    api.on('/fh/stock/profile2', { json: profile });
    const quotes = await market.stock.quotes(['aapl', 'ZZZZ', 'BRK.B']);
    expect(api.requests.map((request) => [request.path, request.query.symbol])).toEqual([
      ['/fh/quote', 'AAPL'],
      ['/fh/stock/profile2', 'AAPL'],
      ['/fh/quote', 'ZZZZ'],
    ]);
    expect(api.requests[0]?.headers['x-finnhub-token']).toBe('fh-key');
    expect(quotes).toHaveLength(1);
    const [aapl] = quotes;
    expect(aapl).toMatchObject({
      symbol: 'AAPL',
      name: 'Apple Inc',
      type: 'stock',
      icon: profile.logo,
      volume24h: null,
    });
    expect(aapl?.price.toFixed()).toBe('228.5');
    expect(aapl?.change24h?.toFixed()).toBe('-1.25');
    expect(aapl?.changePercent24h?.toFixed()).toBe('-0.5441');
    // Finnhub reports market capitalisation in millions.
    expect(aapl?.marketCap?.toFixed()).toBe('3480000500000');
    await expect(quoteSymbol(market.stock, 'zzzz')).rejects.toMatchObject({
      code: 'MARKET_DATA_NOT_FOUND',
      message: 'Could not fetch data for stock symbol: ZZZZ',
    });
  });

  it('searches /search keeping common stocks only, the first 10', async () => {
    const result = [
      { description: 'APPLE INC', displaySymbol: 'AAPL', symbol: 'AAPL', type: 'Common Stock' },
      { description: 'APPLE INC CALL', displaySymbol: 'AAPL C', symbol: 'AAPLC', type: 'ETP' },
      ...Array.from({ length: 12 }, (_, i) => ({
        description: `APPLE ${i}`,
        displaySymbol: `AP${i}`,
        symbol: `AP${i}`,
        type: 'Common Stock',
      })),
    ];
    api.on('/fh/search', { json: { count: result.length, result } });
    const found = await market.stock.search('apple', 10);
    expect(api.requests[0]?.query).toEqual({ q: 'apple' });
    expect(found).toHaveLength(10);
    expect(found[0]).toEqual({ symbol: 'AAPL', name: 'APPLE INC', type: 'stock' });
    expect(found.map((hit) => hit.symbol)).not.toContain('AAPLC');
  });

  it('on HTTP 429 tries 4 times, then reports the stock rate-limit message', async () => {
    api.on('/fh/quote', { status: 429, json: { error: 'API limit reached' } });
    const error = await failure(market.stock.quotes(['AAPL']));
    expect([error.code, error.message]).toEqual([
      'MARKET_DATA_RATE_LIMITED',
      'Stock price API rate limit exceeded. Please wait a minute and try again.',
    ]);
    expect(api.count('/fh/quote')).toBe(4);
    expect(sleeps).toEqual([30_000, 30_000, 30_000]);
  });

  it('recovers from a 500 on retry, on either call of a quote', async () => {
    api.on('/fh/quote', [{ status: 502, json: {} }, { json: quote }]);
    api.on('/fh/stock/profile2', [{ status: 500, json: {} }, { status: 500, json: {} }, { json: {} }]);
    const [aapl] = await market.stock.quotes(['AAPL']);
    // An empty profile (Finnhub's answer for a symbol it has no profile of) leaves the symbol as the name.
    expect(aapl).toMatchObject({ symbol: 'AAPL', name: 'AAPL', marketCap: null, icon: null });
    expect([api.count('/fh/quote'), api.count('/fh/stock/profile2')]).toEqual([2, 3]);
    expect(sleeps).toHaveLength(3);
  });

  it('turns malformed answers into MARKET_DATA_ERROR', async () => {
    api.on('/fh/quote', { raw: '{"c": 228.5,' });
    expect((await failure(market.stock.quotes(['AAPL']))).message).toBe(
      'Market data API error: unexpected response',
    );
    api.on('/fh/quote', { json: { c: 'n/a' } });
    expect((await failure(market.stock.quotes(['AAPL']))).code).toBe('MARKET_DATA_ERROR');
    api.on('/fh/search', { json: { result: [{ symbol: 'AAPL' }] } });
    expect((await failure(market.stock.search('apple', 10))).code).toBe('MARKET_DATA_ERROR');
    expect(sleeps).toEqual([]);
  });
});
