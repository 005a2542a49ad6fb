import type { ChatMessage, Duration, Investment, TicketDetail, TradingSettings } from '@tradesim/core';
import { assetFixture, type EmittedEvent } from '@tradesim/ui-kit/testing';

/** Wire-shaped sample rows for component tests (the shared ones come from ui-kit); override what a test is about. */
export { assetFixture, portfolioFixture, profileFixture, transactionFixture } from '@tradesim/ui-kit/testing';

/** The `assets` tick a live price move arrives as, for one asset (the fixture's by default). */
export function tickFixture(move: {
  price: string;
  change24h: string;
  changePercent24h: string;
  id?: string;
}): EmittedEvent {
  const asset = assetFixture();
  return {
    topic: 'assets',
    event: 'tick',
    data: {
      tickId: 1,
      prices: [
        {
          id: move.id ?? asset.id,
          symbol: asset.symbol,
          price: move.price,
          change24h: move.change24h,
          changePercent24h: move.changePercent24h,
          updatedAt: '2026-11-22T08:00:30.000Z',
        },
      ],
    },
  };
}

export function durationFixture(overrides: Partial<Duration> = {}): Duration {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    label: '7 Days',
    hours: 168,
    maxReturnPercent: '12.00',
    ...overrides,
  };
}

export function tradingSettingsFixture(overrides: Partial<TradingSettings> = {}): TradingSettings {
  return {
    minInvestment: '1.00',
    maxInvestment: '100000.00',
    minDeposit: '10.00',
    maxDeposit: '10000.00',
    minWithdrawal: '10.00',
    withdrawalFee: '1.00',
    ...overrides,
  };
}

export function investmentFixture(overrides: Partial<Investment> = {}): Investment {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    asset: { id: assetFixture().id, symbol: 'BTC', name: 'Bitcoin', type: 'crypto', icon: null },
    duration: { id: durationFixture().id, label: '7 Days', hours: 168 },
    amount: '100.00',
    assetAmount: '0.0015564202',
    assetPrice: '64250.12',
    maxReturnPercent: '12.00',
    expectedReturn: '12.00',
    currentReturn: '4.20',
    currentValue: '104.20',
    returnPercent: '4.20',
    progress: 0.35,
    timeRemaining: '4d 13h',
    isMatured: false,
    startDate: '2026-11-20T08:00:00.000Z',
    endDate: '2026-11-27T08:00:00.000Z',
    status: 'active',
    isArchived: false,
    settledAt: null,
    ...overrides,
  };
}

export function chatMessageFixture(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    ticketId: '00000000-0000-4000-8000-0000000000b1',
    senderId: '00000000-0000-4000-8000-000000000001',
    senderType: 'user',
    message: 'My deposit has not arrived yet.',
    isRead: true,
    createdAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

/** A ticket with its chat (the list's rows are the same without `messages`). */
export function ticketFixture(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id: '00000000-0000-4000-8000-0000000000b1',
    userId: '00000000-0000-4000-8000-000000000001',
    userEmail: 'ada@example.com',
    subject: 'Deposit not credited',
    description: 'My deposit has not arrived yet.',
    status: 'open',
    priority: 'medium',
    category: 'billing',
    assignedAdmin: null,
    messageCount: 1,
    unreadCount: 0,
    lastMessageAt: '2026-11-22T08:00:00.000Z',
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    messages: [chatMessageFixture()],
    ...overrides,
  };
}
