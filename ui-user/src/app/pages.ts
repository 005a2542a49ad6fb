import { lazy } from 'react';

/**
 * Every screen is its own chunk (React.lazy), so the first load carries only the shell and the
 * screen it opens. `page(import, name)` picks the named export the feature folder provides;
 * `preload()` starts fetching the chunk before React asks for it (see screens.ts).
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const Page = lazy(async () => ({ default: (await load())[name] as React.ComponentType }));
  const preload = () => {
    // Only a head start: if it fails, React.lazy imports again and shows the error then.
    load().catch(() => undefined);
  };
  return Object.assign(Page, { preload });
}

export type Page = ReturnType<typeof page>;

export const pages = {
  Login: page(() => import('../features/auth/components/login-page.js'), 'LoginPage'),
  Register: page(() => import('../features/auth/components/register-page.js'), 'RegisterPage'),
  ForgotPassword: page(
    () => import('../features/auth/components/forgot-password-page.js'),
    'ForgotPasswordPage',
  ),
  ResetPassword: page(
    () => import('../features/auth/components/reset-password-page.js'),
    'ResetPasswordPage',
  ),
  Dashboard: page(() => import('../features/dashboard/components/dashboard-page.js'), 'DashboardPage'),
  Market: page(() => import('../features/market/components/market-page.js'), 'MarketPage'),
  Asset: page(() => import('../features/market/components/asset-page.js'), 'AssetPage'),
  Invest: page(() => import('../features/invest/components/invest-page.js'), 'InvestPage'),
  Buy: page(() => import('../features/invest/components/buy-page.js'), 'BuyPage'),
  Portfolio: page(() => import('../features/portfolio/components/portfolio-page.js'), 'PortfolioPage'),
  Profile: page(() => import('../features/profile/components/profile-page.js'), 'ProfilePage'),
  Settings: page(() => import('../features/settings/components/settings-page.js'), 'SettingsPage'),
  Faq: page(() => import('../features/faq/components/faq-page.js'), 'FaqPage'),
  Balance: page(() => import('../features/wallet/components/balance-page.js'), 'BalancePage'),
  TopUp: page(() => import('../features/wallet/components/top-up-page.js'), 'TopUpPage'),
  Withdraw: page(() => import('../features/wallet/components/withdraw-page.js'), 'WithdrawPage'),
  Tickets: page(() => import('../features/support/components/tickets-page.js'), 'TicketsPage'),
  Ticket: page(() => import('../features/support/components/ticket-page.js'), 'TicketPage'),
  NotFound: page(() => import('../components/not-found-page.js'), 'NotFoundPage'),
};
