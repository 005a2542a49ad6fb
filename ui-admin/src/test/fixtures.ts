import type {
  Admin,
  AdminDuration,
  AdminTicketList,
  AdminTradingSettings,
  AdminTransaction,
  AdminUser,
  AdminUserDetails,
  Approval,
  AuditEntry,
  BackgroundJob,
  ChatMessage,
  Dashboard,
  PriceFeedStatus,
  StaffInvite,
  StaffMember,
  Ticket,
  TicketDetail,
} from '@tradesim/core';
import { profileFixture, transactionFixture } from '@tradesim/ui-kit/testing';

/** Wire-shaped sample rows for component tests (the shared ones come from ui-kit); override what a test is about. */
export { assetFixture, portfolioFixture } from '@tradesim/ui-kit/testing';

export function adminFixture(overrides: Partial<Admin> = {}): Admin {
  return {
    id: '00000000-0000-4000-8000-00000000ad01',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@tradesim.test',
    avatarUrl: null,
    mfaEnabled: false,
    role: 'owner',
    ...overrides,
  };
}

export function dashboardFixture(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    totalUsers: 1284,
    activeUsers: 312,
    totalAssets: 50,
    totalTransactions: 9876,
    totalRevenue: '1250340.50',
    pendingWithdrawals: 2,
    pendingDeposits: 3,
    openTickets: 4,
    pendingApprovals: 0,
    oldestPendingApprovalAt: null,
    ledger: { balanced: true, checkedAt: '2026-11-22T08:05:00.000Z' },
    ...overrides,
  };
}

export function adminUserFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...profileFixture(),
    isBanned: false,
    lastLoginAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function adminUserDetailsFixture(overrides: Partial<AdminUserDetails> = {}): AdminUserDetails {
  return {
    ...adminUserFixture(),
    bannedReason: null,
    bannedAt: null,
    bannedBy: null,
    preferences: {},
    ...overrides,
  };
}

export function adminTransactionFixture(overrides: Partial<AdminTransaction> = {}): AdminTransaction {
  return {
    ...transactionFixture(),
    assetSymbol: 'USDT',
    assetName: 'Tether',
    userId: adminUserFixture().id,
    userEmail: 'ada@example.com',
    userFirstName: 'Ada',
    userLastName: 'Lovelace',
    processedBy: null,
    processedByEmail: null,
    proofUrl: '/api/transactions/00000000-0000-4000-8000-0000000000f1/proof',
    pendingApprovalId: null,
    needsSecondApproval: false,
    ...overrides,
  };
}

export function ticketFixture(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    userId: adminUserFixture().id,
    userEmail: 'ada@example.com',
    subject: 'Deposit not credited',
    description: 'I sent 100 USDT an hour ago and my balance has not changed.',
    status: 'open',
    priority: 'high',
    category: 'billing',
    assignedAdmin: null,
    messageCount: 1,
    unreadCount: 1,
    lastMessageAt: '2026-11-22T08:00:00.000Z',
    createdAt: '2026-11-22T07:30:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

export function chatMessageFixture(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: '00000000-0000-4000-8000-0000000000b1',
    ticketId: ticketFixture().id,
    senderId: adminUserFixture().id,
    senderType: 'user',
    message: 'Any news on my deposit?',
    isRead: false,
    createdAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

export function adminDurationFixture(overrides: Partial<AdminDuration> = {}): AdminDuration {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    label: '5 hours',
    hours: 5,
    maxReturnPercent: '2.500',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function backgroundJobFixture(overrides: Partial<BackgroundJob> = {}): BackgroundJob {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    name: 'bulk-add',
    status: 'running',
    progress: { done: 3, total: 20 },
    result: null,
    error: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export function priceFeedFixture(overrides: Partial<PriceFeedStatus> = {}): PriceFeedStatus {
  return {
    running: false,
    updating: false,
    nextUpdateAt: null,
    lastUpdateAt: null,
    errorCount: 0,
    lastError: null,
    ...overrides,
  };
}

/** One page of the support center's list, with the stat counts the server sends beside it. */
export function adminTicketListFixture(overrides: Partial<AdminTicketList> = {}): AdminTicketList {
  const items = overrides.items ?? [ticketFixture()];
  return {
    items,
    nextCursor: null,
    total: items.length,
    counts: { total: items.length, open: items.length, inProgress: 0, resolved: 0, closed: 0, urgent: 0 },
    ...overrides,
  };
}

/** A ticket as the admin opens it: the ticket and its conversation, oldest first. */
export function ticketDetailFixture(overrides: Partial<TicketDetail> = {}): TicketDetail {
  const messages = overrides.messages ?? [
    chatMessageFixture({
      id: '00000000-0000-4000-8000-0000000000b0',
      message: ticketFixture().description,
      createdAt: '2026-11-22T07:30:00.000Z',
    }),
  ];
  return { ...ticketFixture(), messageCount: messages.length, unreadCount: 0, ...overrides, messages };
}

export function adminTradingSettingsFixture(
  overrides: Partial<AdminTradingSettings> = {},
): AdminTradingSettings {
  return {
    minInvestment: '10.00',
    maxInvestment: '10000.00',
    minDeposit: '10.00',
    maxDeposit: '50000.00',
    minWithdrawal: '20.00',
    fourEyesThreshold: '1000.00',
    withdrawalFee: '2.00',
    updatedAt: '2026-11-20T09:30:00.000Z',
    updatedBy: adminFixture().id,
    ...overrides,
  };
}

export function auditEntryFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '00000000-0000-4000-8000-0000000000a9',
    actorId: adminFixture().id,
    actorType: 'admin',
    actorEmail: adminFixture().email,
    action: 'UPDATE_DURATION',
    tableName: 'investment_durations',
    recordId: adminDurationFixture().id,
    targetLabel: '5 hours',
    oldValues: { hours: 5, label: '5 hours' },
    newValues: { hours: 6, label: '6 hours' },
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    createdAt: '2026-11-22T08:05:00.000Z',
    ...overrides,
  };
}

/**
 * A pending dual-control request: another admin (Linus) asked to credit Ada $5,000, with what the
 * approver reads beside it (Ada now, her balance before and after).
 */
export function approvalFixture(overrides: Partial<Approval> = {}): Approval {
  const user = adminUserFixture();
  return {
    id: '00000000-0000-4000-8000-0000000000a7',
    kind: 'adjustment',
    amount: '5000.00',
    direction: 'credit',
    userId: user.id,
    userEmail: 'ada@example.com',
    transactionId: null,
    summary: 'Credit $5,000.00 to ada@example.com',
    requestedBy: '00000000-0000-4000-8000-00000000ad02',
    requestedByEmail: 'linus@tradesim.test',
    note: 'Goodwill after the outage',
    status: 'pending',
    createdAt: '2026-11-22T08:00:00.000Z',
    expiresAt: '2026-11-25T08:00:00.000Z',
    decidedBy: null,
    decidedByEmail: null,
    decidedAt: null,
    reason: null,
    context: {
      user: {
        id: user.id,
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        balance: '250.00',
        joinedAt: '2026-01-05T10:00:00.000Z',
        lastSignInAt: '2026-11-21T09:00:00.000Z',
      },
      before: { balance: '250.00' },
      after: { balance: '5250.00' },
    },
    ...overrides,
  };
}

/** A staff member other than the signed-in owner (Grace): Linus, in finance. */
export function staffMemberFixture(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: '00000000-0000-4000-8000-00000000ad02',
    email: 'linus@tradesim.test',
    firstName: 'Linus',
    lastName: 'Torvalds',
    role: 'finance',
    disabled: false,
    mfaEnabled: true,
    lastSignInAt: '2026-11-21T17:30:00.000Z',
    createdAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

export function staffInviteFixture(overrides: Partial<StaffInvite> = {}): StaffInvite {
  return {
    id: '00000000-0000-4000-8000-0000000000c7',
    email: 'margaret@tradesim.test',
    firstName: 'Margaret',
    lastName: 'Hamilton',
    role: 'support',
    invitedBy: adminFixture().id,
    createdAt: '2026-11-22T08:00:00.000Z',
    expiresAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}
