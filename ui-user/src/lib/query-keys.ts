import type { AssetListQuery, HistoryRange, InvestmentView, TransactionListQuery } from '@tradesim/core';

/**
 * Every TanStack Query key of the app, in one place, so the realtime bridge
 * (features/live/use-live-updates.ts) can invalidate exactly what an event changed.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** The dashboard's net worth chart of one range; under 'me' so `me` events refresh it too. */
  portfolioHistory: (range: HistoryRange) => ['me', 'portfolio-history', range] as const,
  assets: (query: AssetListQuery = {}) => ['assets', query] as const,
  allAssets: ['assets'] as const,
  asset: (id: string) => ['asset', id] as const,
  allAssetDetails: ['asset'] as const,
  /** The asset page's price chart of one asset; every price tick invalidates them all. */
  history: (id: string) => ['asset-history', id] as const,
  allHistory: ['asset-history'] as const,
  /**
   * A market row's 7-day sparkline. Deliberately not under 'asset-history': a week's shape does
   * not need a refetch per row per tick.
   */
  sparkline: (id: string) => ['asset-sparkline', id] as const,
  durations: ['durations'] as const,
  tradingSettings: ['trading-settings'] as const,
  investments: (view: InvestmentView) => ['investments', view] as const,
  allInvestments: ['investments'] as const,
  transactions: (query: TransactionListQuery = {}) => ['transactions', query] as const,
  allTransactions: ['transactions'] as const,
  /** The balance screen's paged history of one filter; under 'transactions' so `me` events refresh it. */
  transactionHistory: (type: 'all' | 'deposit' | 'withdrawal') => ['transactions', 'history', type] as const,
  notifications: ['notifications'] as const,
  paymentSettings: ['payment-settings'] as const,
  tickets: ['tickets'] as const,
  ticket: (id: string) => ['ticket', id] as const,
  sessions: ['sessions'] as const,
};
