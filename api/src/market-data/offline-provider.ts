import { type AssetType, Decimal } from '@tradesim/core';
import { type CatalogueEntry, offlineCatalogue } from './offline-catalogue-data.js';
import type { MarketCandidateData, MarketDataProvider, MarketQuote } from './provider.js';
import { searchLimit } from './quotes.js';

function toQuote(entry: CatalogueEntry): MarketQuote {
  return {
    symbol: entry.symbol,
    name: entry.name,
    type: entry.type,
    price: new Decimal(entry.price),
    // Reference figures, not a market: there is no change to report.
    change24h: null,
    changePercent24h: null,
    marketCap: new Decimal(entry.marketCap),
    volume24h: new Decimal(entry.volume24h),
    icon: entry.icon,
  };
}

/** Exact symbol first, then symbols that start with the query, then the rest (names). */
function rank(entry: CatalogueEntry, q: string): number {
  const symbol = entry.symbol.toLowerCase();
  if (symbol === q) return 0;
  if (symbol.startsWith(q)) return 1;
  return 2;
}

/**
 * The offline catalogue (the default source, no network): the bulk lists of docs/product/admin-console.md#constants-and-limits with
 * plausible figures. Search matches symbol or name, case-insensitively; quotes are the
 * catalogue's reference prices, the same every time.
 */
export function createOfflineProvider(type: AssetType): MarketDataProvider {
  const entries = offlineCatalogue.filter((entry) => entry.type === type);
  const bySymbol = new Map(entries.map((entry) => [entry.symbol, entry]));
  return {
    type,
    async search(query, limit) {
      const q = query.trim().toLowerCase();
      if (!q) return [];
      return entries
        .filter((entry) => entry.symbol.toLowerCase().includes(q) || entry.name.toLowerCase().includes(q))
        .map((entry, index) => ({ entry, index, rank: rank(entry, q) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .slice(0, Math.min(limit, searchLimit))
        .map(({ entry }): MarketCandidateData => ({ symbol: entry.symbol, name: entry.name, type }));
    },
    async quotes(symbols) {
      const wanted = new Set(symbols.map((symbol) => symbol.trim().toUpperCase()));
      return [...wanted].flatMap((symbol) => {
        const entry = bySymbol.get(symbol);
        return entry ? [toQuote(entry)] : [];
      });
    },
  };
}
