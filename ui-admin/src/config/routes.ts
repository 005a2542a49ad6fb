/**
 * The typed route map: every path the console links to, built here and nowhere else. Paths are
 * below the router's basename `/admin` (docs/product/admin-console.md#routes).
 */
export const paths = {
  login: '/login',
  /** The staff invitation e-mail's link (`/admin/accept-invite?token=...`). */
  acceptInvite: '/accept-invite',
  /** The second-factor enrolment e-mail's link (`/admin/mfa-enrolment?token=...`); needs a session. */
  mfaEnrolment: '/mfa-enrolment',
  dashboard: '/dashboard',
  users: '/users',
  assets: '/assets',
  transactions: '/transactions',
  approvals: '/approvals',
  paymentSettings: '/payment-settings',
  support: '/support',
  staff: '/staff',
  settings: '/settings',
  settingsDurations: '/settings/durations',
  settingsTrading: '/settings/trading',
  settingsSecurity: '/settings/security',
  settingsNotifications: '/settings/notifications',
  auditLog: '/audit-log',
} as const;

/**
 * What a link may ask a list screen to open with, as URL search parameters, so the dashboard,
 * the bell and the header search can deep-link into a filtered list or straight to one row.
 * DESIGN: the screens read these from the URL (`useSearchParams`) and keep their filters there,
 * so a reload or a shared link shows the same list.
 */
export interface UsersLink {
  q?: string;
  status?: 'all' | 'active' | 'banned';
  /** Opens this user's View Details modal. */
  user?: string;
}
export interface AssetsLink {
  q?: string;
  type?: 'crypto' | 'stock';
  status?: 'all' | 'active' | 'inactive';
  /** Highlights and scrolls to this asset's row. */
  asset?: string;
}
export interface TransactionsLink {
  q?: string;
  type?: 'deposit' | 'withdrawal';
  status?: 'pending' | 'completed' | 'failed' | 'rejected';
  /** Opens this transaction's details modal. */
  transaction?: string;
}
export interface SupportLink {
  q?: string;
  status?: 'open' | 'in_progress' | 'resolved' | 'closed';
  /** Opens this ticket's chat. */
  ticket?: string;
}

export interface ApprovalsLink {
  status?: 'pending' | 'approved' | 'rejected' | 'expired';
  /** Marks and scrolls to this request (a held transaction or staff change links to its own). */
  request?: string;
}

function withQuery(path: string, params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const links = {
  users: (params: UsersLink = {}) => withQuery(paths.users, params),
  assets: (params: AssetsLink = {}) => withQuery(paths.assets, params),
  transactions: (params: TransactionsLink = {}) => withQuery(paths.transactions, params),
  support: (params: SupportLink = {}) => withQuery(paths.support, params),
  approvals: (params: ApprovalsLink = {}) => withQuery(paths.approvals, params),
};

/** Where /login sends the admin back to after signing in. */
export interface LoginState {
  from?: string;
  /** The server ended the session (expired, revoked, signed out elsewhere): the page says so. */
  sessionEnded?: boolean;
  /** Why, in the server's words when it gave them ("Your account was disabled by an owner."). */
  endedBecause?: string | null;
}
