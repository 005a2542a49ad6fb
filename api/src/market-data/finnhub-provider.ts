import { Decimal, isLikelyStockSymbol } from '@tradesim/core';
import { z } from 'zod';
import { getJson, type HttpSourceOptions } from './http-source.js';
import type { MarketCandidateData, MarketDataProvider, MarketQuote } from './provider.js';
import { amountOrNull, decimalOrNull, searchLimit } from './quotes.js';

// Finnhub answers an unknown symbol with zeros and nulls rather than a 404.
const quoteSchema = z.object({ c: z.number(), d: z.number().nullish(), dp: z.number().nullish() });

// An unknown symbol's profile is `{}`.
const profileSchema = z.object({
  name: z.string().optional(),
  logo: z.string().optional(),
  /** In millions of dollars. */
  marketCapitalization: z.number().nullish(),
});

const searchSchema = z.object({
  result: z.array(
    z.object({ description: z.string(), displaySymbol: z.string(), symbol: z.string(), type: z.string() }),
  ),
});

async function quoteOne(options: HttpSourceOptions, symbol: string): Promise<MarketQuote | null> {
  const quote = await getJson(options, '/quote', { symbol }, quoteSchema);
  if (!(quote.c > 0)) return null;
  const profile = await getJson(options, '/stock/profile2', { symbol }, profileSchema);
  const marketCapMillions = amountOrNull(profile.marketCapitalization);
  return {
    symbol,
    name: profile.name?.trim() || symbol,
    type: 'stock',
    price: new Decimal(quote.c),
    change24h: decimalOrNull(quote.d)?.toDecimalPlaces(10) ?? null,
    changePercent24h: decimalOrNull(quote.dp)?.toDecimalPlaces(4) ?? null,
    marketCap: marketCapMillions ? marketCapMillions.times(1_000_000).toDecimalPlaces(2) : null,
    volume24h: null,
    icon: profile.logo?.trim() || null,
  };
}

/**
 * A Finnhub-style stock source: `/quote` (c, d, dp) and `/stock/profile2` (name, logo, market
 * cap) per symbol, `/search` for candidates (common stocks only, the first 10). Symbols that are
 * not likely stock symbols (docs/product/admin-console.md#validation-rules: 1 to 5 uppercase letters) are not asked about.
 */
export function createFinnhubProvider(options: HttpSourceOptions): MarketDataProvider {
  return {
    type: 'stock',
    async search(query, limit) {
      const q = query.trim();
      if (!q) return [];
      const { result } = await getJson(options, '/search', { q }, searchSchema);
      return result
        .filter((hit) => hit.type === 'Common Stock')
        .slice(0, Math.min(limit, searchLimit))
        .map((hit): MarketCandidateData => ({ symbol: hit.symbol, name: hit.description, type: 'stock' }));
    },
    async quotes(symbols) {
      const wanted = [...new Set(symbols.map((symbol) => symbol.trim().toUpperCase()))].filter(
        isLikelyStockSymbol,
      );
      const quotes: MarketQuote[] = [];
      // One symbol at a time: a burst of parallel calls is what trips the source's rate limit.
      for (const symbol of wanted) {
        const quote = await quoteOne(options, symbol);
        if (quote) quotes.push(quote);
      }
      return quotes;
    },
  };
}
