/** The typed route map: every path the app links to, built here and nowhere else. */
export const paths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/',
  market: '/market',
  asset: (id: string) => `/asset/${encodeURIComponent(id)}`,
  buy: '/buy',
  invest: '/invest',
  portfolio: '/portfolio',
  profile: '/profile',
  balance: '/balance',
  topUp: '/topup',
  topUpPayment: '/topup/payment',
  withdraw: '/withdraw',
  settings: '/settings',
  faq: '/faq',
  support: '/support',
  supportTicket: (id: string) => `/support/${encodeURIComponent(id)}`,
} as const;

/** What the asset page hands to /buy (navigation state); /buy redirects to / without it. */
export interface BuyState {
  assetId: string;
  durationId: string;
  amount: string;
}

/** What a screen may hand to /portfolio: the success banner's text. */
export interface PortfolioState {
  message?: string;
}

/** Where /login sends the user back to after signing in. */
export interface LoginState {
  from?: string;
}
