import { checkCryptoSymbols, Decimal, type priceFeedCryptoSymbols } from '@tradesim/core';
import { z } from 'zod';
import { getJson, type HttpSourceOptions } from './http-source.js';
import type { MarketCandidateData, MarketDataProvider, MarketQuote } from './provider.js';
import { amountOrNull, decimalOrNull, searchLimit } from './quotes.js';

/** CoinGecko coin ids of the symbols the crypto price feed supports (docs/product/admin-console.md#constants-and-limits). */
export const coinGeckoCoins: Record<(typeof priceFeedCryptoSymbols)[number], { id: string; name: string }> = {
  BTC: { id: 'bitcoin', name: 'Bitcoin' },
  ETH: { id: 'ethereum', name: 'Ethereum' },
  ADA: { id: 'cardano', name: 'Cardano' },
  DOT: { id: 'polkadot', name: 'Polkadot' },
  LINK: { id: 'chainlink', name: 'Chainlink' },
  UNI: { id: 'uniswap', name: 'Uniswap' },
  LTC: { id: 'litecoin', name: 'Litecoin' },
  XRP: { id: 'ripple', name: 'XRP' },
  SOL: { id: 'solana', name: 'Solana' },
  MATIC: { id: 'matic-network', name: 'Polygon' },
};

const simplePriceSchema = z.record(
  z.string(),
  z.object({
    usd: z.number().optional(),
    usd_market_cap: z.number().nullish(),
    usd_24h_vol: z.number().nullish(),
    usd_24h_change: z.number().nullish(),
  }),
);

const searchSchema = z.object({
  coins: z.array(z.object({ id: z.string(), name: z.string(), symbol: z.string() })),
});

type SimplePrice = z.infer<typeof simplePriceSchema>[string];

function toQuote(symbol: keyof typeof coinGeckoCoins, entry: SimplePrice | undefined): MarketQuote | null {
  if (entry?.usd === undefined || !(entry.usd > 0)) return null;
  const price = new Decimal(entry.usd);
  const changePercent = decimalOrNull(entry.usd_24h_change);
  // CoinGecko gives the 24 h change in percent only; the amount is what that percent was of.
  const change = changePercent?.greaterThan(-100)
    ? price.times(changePercent).div(changePercent.plus(100)).toDecimalPlaces(10)
    : null;
  return {
    symbol,
    name: coinGeckoCoins[symbol].name,
    type: 'crypto',
    price,
    change24h: change,
    changePercent24h: changePercent?.toDecimalPlaces(4) ?? null,
    marketCap: amountOrNull(entry.usd_market_cap),
    volume24h: amountOrNull(entry.usd_24h_vol),
    icon: null,
  };
}

/**
 * A CoinGecko-style crypto source: `/simple/price` for quotes of the supported symbols (core's
 * checkCryptoSymbols: one unsupported symbol is UNSUPPORTED_SYMBOL, none supported
 * NO_VALID_SYMBOLS), `/search` for candidates (the first 10 coins).
 */
export function createCoinGeckoProvider(options: HttpSourceOptions): MarketDataProvider {
  return {
    type: 'crypto',
    async search(query, limit) {
      const q = query.trim();
      if (!q) return [];
      const { coins } = await getJson(options, '/search', { query: q }, searchSchema);
      return coins.slice(0, Math.min(limit, searchLimit)).map(
        (coin): MarketCandidateData => ({
          symbol: coin.symbol.toUpperCase(),
          name: coin.name,
          type: 'crypto',
        }),
      );
    },
    async quotes(symbols) {
      if (symbols.length === 0) return [];
      const supported = [...new Set(checkCryptoSymbols(symbols))] as (keyof typeof coinGeckoCoins)[];
      const ids = supported.map((symbol) => coinGeckoCoins[symbol].id);
      const prices = await getJson(
        options,
        '/simple/price',
        {
          ids: ids.join(','),
          vs_currencies: 'usd',
          include_24hr_change: 'true',
          include_market_cap: 'true',
          include_24hr_vol: 'true',
        },
        simplePriceSchema,
      );
      return supported.flatMap((symbol) => toQuote(symbol, prices[coinGeckoCoins[symbol].id]) ?? []);
    },
  };
}
