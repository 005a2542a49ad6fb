import type { AssetType } from '@tradesim/core';

/** One entry of the offline catalogue: plausible reference figures in USD, not live quotes. */
export interface CatalogueEntry {
  symbol: string;
  name: string;
  type: AssetType;
  /** A short text or emoji icon, so nothing is fetched from the network. */
  icon: string;
  price: string;
  marketCap: string;
  volume24h: string;
}

const crypto = (
  symbol: string,
  name: string,
  icon: string,
  price: string,
  marketCap: string,
  volume24h: string,
) => ({ symbol, name, type: 'crypto', icon, price, marketCap, volume24h }) as const satisfies CatalogueEntry;
const stock = (
  symbol: string,
  name: string,
  icon: string,
  price: string,
  marketCap: string,
  volume24h: string,
) => ({ symbol, name, type: 'stock', icon, price, marketCap, volume24h }) as const satisfies CatalogueEntry;

/**
 * Every symbol of the bulk lists of docs/product/admin-console.md#constants-and-limits (20 cryptocurrencies, 30 stocks). BTC, ETH,
 * ADA, AAPL, TSLA and GOOGL carry the demo seed's figures (migrations' demo-catalogue.ts), so
 * a quote from this catalogue agrees with the seeded demo.
 */
export const offlineCatalogue: readonly CatalogueEntry[] = [
  crypto('BTC', 'Bitcoin', '₿', '64250.00', '1265000000000.00', '28400000000.00'),
  crypto('ETH', 'Ethereum', 'Ξ', '3150.00', '378000000000.00', '14200000000.00'),
  crypto('USDT', 'Tether', '₮', '1.00', '118000000000.00', '45000000000.00'),
  crypto('BNB', 'BNB', '🔶', '585.00', '85300000000.00', '1600000000.00'),
  crypto('SOL', 'Solana', '◎', '145.20', '67400000000.00', '2500000000.00'),
  crypto('XRP', 'XRP', '✕', '0.52340000', '29200000000.00', '1200000000.00'),
  crypto('USDC', 'USD Coin', '💲', '1.00', '34100000000.00', '6500000000.00'),
  crypto('ADA', 'Cardano', '₳', '0.45120000', '16100000000.00', '410000000.00'),
  crypto('AVAX', 'Avalanche', '🔺', '27.45', '10900000000.00', '350000000.00'),
  crypto('DOGE', 'Dogecoin', 'Ð', '0.12460000', '18100000000.00', '900000000.00'),
  crypto('DOT', 'Polkadot', '●', '6.18', '8900000000.00', '210000000.00'),
  crypto('MATIC', 'Polygon', '⬡', '0.54870000', '5400000000.00', '280000000.00'),
  crypto('SHIB', 'Shiba Inu', '🐕', '0.00001752', '10300000000.00', '380000000.00'),
  crypto('TRX', 'TRON', '🔻', '0.12530000', '10900000000.00', '320000000.00'),
  crypto('LINK', 'Chainlink', '🔗', '13.48', '8200000000.00', '330000000.00'),
  crypto('TON', 'Toncoin', '💎', '6.82', '17200000000.00', '300000000.00'),
  crypto('UNI', 'Uniswap', '🦄', '8.12', '4900000000.00', '150000000.00'),
  crypto('LTC', 'Litecoin', 'Ł', '72.35', '5400000000.00', '380000000.00'),
  crypto('BCH', 'Bitcoin Cash', 'Ƀ', '381.60', '7500000000.00', '290000000.00'),
  crypto('XLM', 'Stellar', '✦', '0.09510000', '2800000000.00', '75000000.00'),
  stock('AAPL', 'Apple Inc.', '🍎', '228.50', '3480000000000.00', '11800000000.00'),
  stock('MSFT', 'Microsoft Corporation', '🪟', '415.20', '3090000000000.00', '8300000000.00'),
  stock('GOOGL', 'Alphabet Inc.', '🔎', '172.40', '2130000000000.00', '4300000000.00'),
  stock('AMZN', 'Amazon.com, Inc.', '📦', '185.60', '1930000000000.00', '7400000000.00'),
  stock('NVDA', 'NVIDIA Corporation', '🟩', '118.90', '2920000000000.00', '31000000000.00'),
  stock('META', 'Meta Platforms, Inc.', '♾️', '505.30', '1280000000000.00', '6100000000.00'),
  stock('TSLA', 'Tesla, Inc.', '🚗', '245.30', '782000000000.00', '22100000000.00'),
  stock('JPM', 'JPMorgan Chase & Co.', '🏦', '208.40', '596000000000.00', '1900000000.00'),
  stock('V', 'Visa Inc.', '💳', '272.10', '545000000000.00', '1700000000.00'),
  stock('WMT', 'Walmart Inc.', '🛒', '68.90', '554000000000.00', '1200000000.00'),
  stock('JNJ', 'Johnson & Johnson', '🩹', '157.80', '380000000000.00', '1100000000.00'),
  stock('PG', 'The Procter & Gamble Company', '🧴', '166.50', '393000000000.00', '1000000000.00'),
  stock('MA', 'Mastercard Incorporated', '🟠', '455.70', '424000000000.00', '1200000000.00'),
  stock('BAC', 'Bank of America Corporation', '🏛️', '39.80', '311000000000.00', '1500000000.00'),
  stock('DIS', 'The Walt Disney Company', '🏰', '92.40', '168000000000.00', '900000000.00'),
  stock('NFLX', 'Netflix, Inc.', '🎬', '645.20', '278000000000.00', '2100000000.00'),
  stock('KO', 'The Coca-Cola Company', '🥤', '69.30', '298000000000.00', '900000000.00'),
  stock('PEP', 'PepsiCo, Inc.', '🧃', '171.60', '236000000000.00', '900000000.00'),
  stock('ADBE', 'Adobe Inc.', '🎨', '545.80', '242000000000.00', '1600000000.00'),
  stock('CSCO', 'Cisco Systems, Inc.', '🌐', '47.90', '192000000000.00', '900000000.00'),
  stock('INTC', 'Intel Corporation', '💻', '30.10', '129000000000.00', '1600000000.00'),
  stock('VZ', 'Verizon Communications Inc.', '📶', '41.20', '173000000000.00', '800000000.00'),
  stock('CMCSA', 'Comcast Corporation', '📺', '38.70', '150000000000.00', '800000000.00'),
  stock('CRM', 'Salesforce, Inc.', '☁️', '255.40', '247000000000.00', '1500000000.00'),
  stock('AMD', 'Advanced Micro Devices, Inc.', '🔲', '152.30', '246000000000.00', '6800000000.00'),
  stock('PYPL', 'PayPal Holdings, Inc.', '🅿️', '64.20', '67000000000.00', '900000000.00'),
  stock('QCOM', 'QUALCOMM Incorporated', '📱', '172.50', '192000000000.00', '1600000000.00'),
  stock('COST', 'Costco Wholesale Corporation', '🏬', '865.40', '384000000000.00', '1600000000.00'),
  stock('NKE', 'NIKE, Inc.', '👟', '78.60', '118000000000.00', '1000000000.00'),
  stock(
    'IBM',
    'International Business Machines Corporation',
    '🖥️',
    '188.90',
    '174000000000.00',
    '800000000.00',
  ),
];
