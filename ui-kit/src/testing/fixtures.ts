import type { Asset, Portfolio, Profile, Transaction } from '@tradesim/core';

/**
 * Wire-shaped sample rows both apps' component tests share; override what a test is about.
 * The apps build their own rows on these (the console's user and transaction rows add to them).
 */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada Lovelace',
    avatarUrl: null,
    userType: 'regular',
    mfaEnabled: false,
    balance: '1250.00',
    createdAt: '2026-01-05T10:00:00.000Z',
    portfolio: portfolioFixture(),
    ...overrides,
  };
}

/**
 * $1,250 cash and $540 in open investments ($500 invested); $22.50 was paid out on $281.25 that
 * has settled, so $62.50 earned on $781.25 ever invested: 8 %.
 */
export function portfolioFixture(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    totalInvested: '500.00',
    currentValue: '540.00',
    netWorth: '1790.00',
    realisedReturn: '22.50',
    unrealisedReturn: '40.00',
    totalReturn: '62.50',
    totalReturnPercent: '8.00',
    change24h: { amount: '12.34', percent: '0.69' },
    ...overrides,
  };
}

export function assetFixture(overrides: Partial<Asset> = {}): Asset {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    symbol: 'BTC',
    name: 'Bitcoin',
    type: 'crypto',
    icon: null,
    price: '64250.12',
    change24h: '1250.50',
    changePercent24h: '1.98',
    marketCap: '1260000000000.00',
    volume24h: '35000000000.00',
    isActive: true,
    updatedAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

export function transactionFixture(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    type: 'deposit',
    amount: '100.00',
    fee: '0.00',
    netAmount: '100.00',
    status: 'pending',
    description: 'USDT deposit (TRC20)',
    assetSymbol: null,
    assetName: null,
    transactionHash: null,
    walletAddress: null,
    hasProof: true,
    adminNotes: null,
    processedAt: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}
