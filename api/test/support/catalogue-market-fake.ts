import { type AssetType, Decimal } from '@tradesim/core';
import type {
  MarketCandidateData,
  MarketData,
  MarketDataProvider,
  MarketQuote,
} from '../../src/market-data/provider.js';

interface FakeInstrument {
  symbol: string;
  name: string;
  price: string;
  icon: string | null;
}

/**
 * A market-data double for the admin catalogue tests: a fixed list of instruments per type,
 * with failures, blocking calls and icons the test can set. Records every call.
 */
export interface FakeMarket extends MarketData {
  instruments: Record<AssetType, FakeInstrument[]>;
  /** `type:SYMBOL` → the error its quote throws. */
  quoteFailures: Map<string, Error>;
  /** The error a type's search throws. */
  searchFailures: Map<AssetType, Error>;
  /** `type:SYMBOL` → a promise the quote waits for (a slow provider). */
  quoteGates: Map<string, Promise<void>>;
  /** Every quoted `type:SYMBOL`, in order. */
  quoted: string[];
  /** Every search as `type:query:limit`. */
  searched: string[];
  /** Resolves once a quote of `type:SYMBOL` has been asked for (already or later). */
  quoteAsked(key: string): Promise<void>;
  /** Sets an instrument's icon as the source reports it. */
  setIcon(type: AssetType, symbol: string, icon: string | null): void;
}

/** A price per symbol that is the same every run: 10 + its letters' codes / 7, 10 decimals. */
function priceOf(symbol: string): string {
  const sum = [...symbol].reduce((total, char) => total + char.charCodeAt(0), 0);
  return new Decimal(10).plus(new Decimal(sum).div(7)).toDecimalPlaces(10).toString();
}

function instrument(symbol: string, type: AssetType): FakeInstrument {
  return {
    symbol,
    name: type === 'crypto' ? `${symbol} Coin` : `${symbol} Corporation`,
    price: priceOf(symbol),
    icon: `https://img.example.test/${type}/${symbol.toLowerCase()}.png`,
  };
}

export function fakeMarket(symbols: Record<AssetType, readonly string[]>): FakeMarket {
  const instruments: Record<AssetType, FakeInstrument[]> = {
    crypto: symbols.crypto.map((symbol) => instrument(symbol, 'crypto')),
    stock: symbols.stock.map((symbol) => instrument(symbol, 'stock')),
  };
  const quoteFailures = new Map<string, Error>();
  const searchFailures = new Map<AssetType, Error>();
  const quoteGates = new Map<string, Promise<void>>();
  const quoted: string[] = [];
  const searched: string[] = [];
  let askedWaiters: { key: string; resolve(): void }[] = [];

  function provider(type: AssetType): MarketDataProvider {
    return {
      type,
      async search(query, limit): Promise<MarketCandidateData[]> {
        searched.push(`${type}:${query}:${limit}`);
        const failure = searchFailures.get(type);
        if (failure) throw failure;
        const needle = query.toLowerCase();
        // Deliberately ignores `limit`, so the caller's own cap is what the tests see.
        return instruments[type]
          .filter(
            (item) => item.symbol.toLowerCase().includes(needle) || item.name.toLowerCase().includes(needle),
          )
          .map((item) => ({ symbol: item.symbol, name: item.name, type }));
      },
      async quotes(wanted): Promise<MarketQuote[]> {
        const answer: MarketQuote[] = [];
        for (const symbol of wanted) {
          const key = `${type}:${symbol}`;
          quoted.push(key);
          for (const waiter of askedWaiters.filter((candidate) => candidate.key === key)) waiter.resolve();
          askedWaiters = askedWaiters.filter((candidate) => candidate.key !== key);
          await quoteGates.get(key);
          const failure = quoteFailures.get(key);
          if (failure) throw failure;
          const item = instruments[type].find((candidate) => candidate.symbol === symbol);
          if (!item) continue;
          answer.push({
            symbol: item.symbol,
            name: item.name,
            type,
            price: new Decimal(item.price),
            change24h: new Decimal('1.25'),
            changePercent24h: new Decimal('2.5'),
            marketCap: new Decimal('123456789.126'),
            volume24h: new Decimal('9876.5'),
            icon: item.icon,
          });
        }
        return answer;
      },
    };
  }

  return {
    crypto: provider('crypto'),
    stock: provider('stock'),
    instruments,
    quoteFailures,
    searchFailures,
    quoteGates,
    quoted,
    searched,
    quoteAsked(key) {
      if (quoted.includes(key)) return Promise.resolve();
      return new Promise<void>((resolve) => askedWaiters.push({ key, resolve }));
    },
    setIcon(type, symbol, icon) {
      const item = instruments[type].find((candidate) => candidate.symbol === symbol);
      if (!item) throw new Error(`no fake ${type} ${symbol}`);
      item.icon = icon;
    },
  };
}

/** A promise and the function that settles it (a gate a test opens when it is ready). */
export function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
