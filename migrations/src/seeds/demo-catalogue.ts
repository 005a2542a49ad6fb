/** The six sample assets of docs/product/user-app.md#records, with plausible prices (simulated, not quotes). */
export const demoAssets = [
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    type: 'crypto',
    icon: '₿',
    price: '64250.00',
    marketCap: '1265000000000.00',
    volume24h: '28400000000.00',
  },
  {
    symbol: 'ETH',
    name: 'Ethereum',
    type: 'crypto',
    icon: 'Ξ',
    price: '3150.00',
    marketCap: '378000000000.00',
    volume24h: '14200000000.00',
  },
  {
    symbol: 'ADA',
    name: 'Cardano',
    type: 'crypto',
    icon: '₳',
    price: '0.45120000',
    marketCap: '16100000000.00',
    volume24h: '410000000.00',
  },
  {
    symbol: 'AAPL',
    name: 'Apple Inc.',
    type: 'stock',
    icon: '🍎',
    price: '228.50',
    marketCap: '3480000000000.00',
    volume24h: '11800000000.00',
  },
  {
    symbol: 'TSLA',
    name: 'Tesla, Inc.',
    type: 'stock',
    icon: '🚗',
    price: '245.30',
    marketCap: '782000000000.00',
    volume24h: '22100000000.00',
  },
  {
    symbol: 'GOOGL',
    name: 'Alphabet Inc.',
    type: 'stock',
    icon: '🔎',
    price: '172.40',
    marketCap: '2130000000000.00',
    volume24h: '4300000000.00',
  },
] as const;

/** A sensible ladder of terms: longer periods cap higher simulated returns. */
export const demoDurations = [
  { label: '5 hours', hours: 5, maxReturnPercent: '2.5' },
  { label: '24 hours', hours: 24, maxReturnPercent: '5' },
  { label: '7 days', hours: 168, maxReturnPercent: '12' },
  { label: '30 days', hours: 720, maxReturnPercent: '30' },
] as const;

/** Seven days of history at this spacing: 672 points per asset. */
export const historyStepMs = 15 * 60_000;
export const historyDays = 7;
