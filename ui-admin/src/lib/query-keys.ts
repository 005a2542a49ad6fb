import type {
  AdminAssetListQuery,
  AdminTicketListQuery,
  AdminTransactionListQuery,
  AdminUserListQuery,
  ApprovalStatus,
  AuditLogQuery,
} from '@tradesim/core';

/**
 * Every TanStack Query key of the console, in one place, so the realtime bridge
 * (features/live/use-admin-live-updates.ts) can invalidate exactly what an event changed.
 * Each area's keys share a first element (`all*`): invalidating it refreshes its lists and details.
 */
export const queryKeys = {
  /** The signed-in admin (GET /api/admin/auth/session). */
  session: ['admin-session'] as const,
  /** An open staff invitation, with the secret to enrol at acceptance (GET /api/admin/auth/invite/:token). */
  invite: (token: string) => ['invite', token] as const,
  /** The admin's live back-office sessions (GET /api/admin/auth/sessions). */
  adminSessions: ['admin-sessions'] as const,
  /** The dashboard's figures; also the bell's count of items awaiting staff. */
  dashboard: ['dashboard'] as const,
  ledger: ['ledger'] as const,

  allUsers: ['users'] as const,
  /** Every page of every filter of the users list. */
  allUserLists: ['users', 'list'] as const,
  users: (query: AdminUserListQuery = {}) => ['users', 'list', query] as const,
  user: (id: string) => ['users', 'detail', id] as const,
  userTimeline: (id: string) => ['users', 'timeline', id] as const,

  allAssets: ['assets'] as const,
  /** Every filter of the assets list (a tick's prices and an edit are laid over all of them). */
  allAssetLists: ['assets', 'list'] as const,
  assets: (query: AdminAssetListQuery = {}) => ['assets', 'list', query] as const,
  marketSearch: (q: string) => ['market-search', q] as const,
  priceFeed: ['price-feed'] as const,

  allJobs: ['jobs'] as const,
  job: (id: string) => ['jobs', id] as const,

  allTransactions: ['transactions'] as const,
  transactions: (query: AdminTransactionListQuery = {}) => ['transactions', 'list', query] as const,
  transaction: (id: string) => ['transactions', 'detail', id] as const,
  proof: (id: string) => ['transactions', 'proof', id] as const,

  paymentSettings: ['payment-settings'] as const,

  /** Four-eyes requests; `admin.approvals` events invalidate them all. */
  allApprovals: ['approvals'] as const,
  approvals: (status: ApprovalStatus) => ['approvals', 'list', status] as const,
  /** A request looked up among the decided ones, once it left the pending list. */
  decidedApproval: (id: string) => ['approvals', 'decided', id] as const,

  /** Staff members and open invitations (owners). */
  staff: ['staff'] as const,
  /** The staff policy (requireStaffMfa). */
  securitySettings: ['security-settings'] as const,
  /** The signed-in staff member's own notification choices (bell, mail). */
  notificationSettings: ['notification-settings'] as const,

  allTickets: ['tickets'] as const,
  /** Every page of every filter of the support center's list. */
  allTicketLists: ['tickets', 'list'] as const,
  tickets: (query: AdminTicketListQuery = {}) => ['tickets', 'list', query] as const,
  ticket: (id: string) => ['tickets', 'detail', id] as const,
  cannedResponses: ['canned-responses'] as const,

  durations: ['durations'] as const,
  tradingSettings: ['trading-settings'] as const,

  allAuditLog: ['audit-log'] as const,
  auditLog: (query: AuditLogQuery = {}) => ['audit-log', query] as const,

  /** The header search's lists (users, assets, transactions) for one query. */
  globalSearch: (q: string, kind: 'users' | 'assets' | 'transactions') => ['global-search', q, kind] as const,
};
