import type { Investment, InvestmentList } from '@tradesim/core';
import { type Mock, vi } from 'vitest';
import { investmentFixture } from '../../test/fixtures.js';

/** A list response as GET /api/investments sends it. */
export function listOf(items: Investment[], overrides: Partial<InvestmentList> = {}): InvestmentList {
  return {
    items,
    summary: {
      totalInvested: '500.00',
      currentValue: '540.00',
      totalReturns: '40.00',
      returnPercent: '8.00',
    },
    counts: { active: 1, completed: 0, archived: 0 },
    ...overrides,
  };
}

export const running = investmentFixture();
export const finished = investmentFixture({
  id: '00000000-0000-4000-8000-0000000000e2',
  asset: {
    id: '00000000-0000-4000-8000-0000000000a2',
    symbol: 'ETH',
    name: 'Ethereum',
    type: 'crypto',
    icon: null,
  },
  status: 'completed',
  currentReturn: '10.00',
  currentValue: '110.00',
  returnPercent: '10.00',
  progress: 1,
  timeRemaining: 'Completed',
  isMatured: true,
});
export const soldEarly = investmentFixture({
  id: '00000000-0000-4000-8000-0000000000e3',
  status: 'cancelled',
  asset: { id: '00000000-0000-4000-8000-0000000000a3', symbol: '', name: '', type: 'stock', icon: null },
  timeRemaining: 'Sold early',
  isMatured: false,
});
export const stored = investmentFixture({
  id: '00000000-0000-4000-8000-0000000000e4',
  asset: {
    id: '00000000-0000-4000-8000-0000000000a4',
    symbol: 'AAPL',
    name: 'Apple Inc.',
    type: 'stock',
    icon: null,
  },
  status: 'completed',
  isArchived: true,
  timeRemaining: 'Completed',
  progress: 1,
  isMatured: true,
});

/** `investments.list` answering per view; each view's answer can be replaced in a test. */
export function listByView(views: Partial<Record<'active' | 'completed' | 'archived', unknown>> = {}): Mock {
  const answers: Record<string, unknown> = {
    active: listOf([running]),
    completed: listOf([]),
    archived: listOf([]),
    ...views,
  };
  return vi.fn((view: string) => {
    const answer = answers[view];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}
