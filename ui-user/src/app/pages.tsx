import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Every screen module, by its path from here. Vite makes each its own chunk (React.lazy), so the
 * first load carries only the shell and the screen it opens.
 */
export const screenModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/components/*-page.tsx',
  '../components/not-found-page.tsx',
]);

/**
 * A screen: `file` is its module (the key the build's table of screen files uses, so main.tsx
 * can fetch a screen's files before React asks for them), `exportName` the component it exports.
 * `load()` imports it; once loaded it renders at once, without suspending. main.tsx loads the
 * opened screen before the first render, so that render draws the screen and starts its queries,
 * instead of a spinner that React keeps up for at least 300 ms.
 */
function page(file: string, exportName: string) {
  const importModule = screenModules[file];
  if (!importModule) throw new Error(`pages.tsx names ${file}, which is not a screen module.`);
  const screen: Page = {
    file,
    exportName,
    loaded: undefined,
    load: async () => {
      const component = (await importModule())[exportName];
      if (typeof component !== 'function') throw new Error(`${file} exports no component ${exportName}.`);
      screen.loaded = component as ComponentType;
      return screen.loaded;
    },
    Lazy: lazy(async () => ({ default: await screen.load() })),
  };
  return screen;
}

export interface Page {
  file: string;
  exportName: string;
  /** The component, once `load()` has imported it. */
  loaded: ComponentType | undefined;
  load(): Promise<ComponentType>;
  Lazy: LazyExoticComponent<ComponentType>;
}

/** A screen, drawn at once when loaded, or suspending while React.lazy imports it. */
export function Screen({ page: { loaded: Loaded, Lazy } }: { page: Page }) {
  return Loaded ? <Loaded /> : <Lazy />;
}

export const pages = {
  Login: page('../features/auth/components/login-page.tsx', 'LoginPage'),
  Register: page('../features/auth/components/register-page.tsx', 'RegisterPage'),
  ForgotPassword: page('../features/auth/components/forgot-password-page.tsx', 'ForgotPasswordPage'),
  ResetPassword: page('../features/auth/components/reset-password-page.tsx', 'ResetPasswordPage'),
  Dashboard: page('../features/dashboard/components/dashboard-page.tsx', 'DashboardPage'),
  Market: page('../features/market/components/market-page.tsx', 'MarketPage'),
  Asset: page('../features/market/components/asset-page.tsx', 'AssetPage'),
  Invest: page('../features/invest/components/invest-page.tsx', 'InvestPage'),
  Buy: page('../features/invest/components/buy-page.tsx', 'BuyPage'),
  Portfolio: page('../features/portfolio/components/portfolio-page.tsx', 'PortfolioPage'),
  Profile: page('../features/profile/components/profile-page.tsx', 'ProfilePage'),
  Settings: page('../features/settings/components/settings-page.tsx', 'SettingsPage'),
  Faq: page('../features/faq/components/faq-page.tsx', 'FaqPage'),
  Balance: page('../features/wallet/components/balance-page.tsx', 'BalancePage'),
  TopUp: page('../features/wallet/components/top-up-page.tsx', 'TopUpPage'),
  Withdraw: page('../features/wallet/components/withdraw-page.tsx', 'WithdrawPage'),
  Tickets: page('../features/support/components/tickets-page.tsx', 'TicketsPage'),
  Ticket: page('../features/support/components/ticket-page.tsx', 'TicketPage'),
  NotFound: page('../components/not-found-page.tsx', 'NotFoundPage'),
};
