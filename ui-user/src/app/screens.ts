// Why it is built this way: docs/decisions/0024-screens-beyond-the-design.md
import { paths } from '../config/routes.js';
import { type Page, pages } from './pages.js';

/**
 * Which screen each path opens, in the three groups the route table (routes.tsx) wraps
 * differently. main.tsx reads it too, to fetch the opened screen's chunk while React loads.
 */
export const guestScreens: Record<string, Page> = {
  [paths.login]: pages.Login,
  [paths.register]: pages.Register,
  [paths.forgotPassword]: pages.ForgotPassword,
};

/** Reachable signed in or out: the link in the email opens it wherever the user is. */
export const openScreens: Record<string, Page> = {
  [paths.resetPassword]: pages.ResetPassword,
};

export const signedInScreens: Record<string, Page> = {
  [paths.dashboard]: pages.Dashboard,
  [paths.market]: pages.Market,
  '/asset/:id': pages.Asset,
  [paths.invest]: pages.Invest,
  [paths.buy]: pages.Buy,
  [paths.portfolio]: pages.Portfolio,
  [paths.profile]: pages.Profile,
  [paths.settings]: pages.Settings,
  [paths.faq]: pages.Faq,
  [paths.balance]: pages.Balance,
  [paths.topUp]: pages.TopUp,
  [paths.topUpPayment]: pages.TopUp,
  [paths.withdraw]: pages.Withdraw,
  [paths.support]: pages.Tickets,
  '/support/:id': pages.Ticket,
  '*': pages.NotFound,
};

const signedIn = new Set(Object.values(signedInScreens));

/** Whether a screen is one only a signed-in user sees (its frame reads the profile, the bell, the search). */
export function isSignedInScreen(page: Page | undefined): page is Page {
  return page !== undefined && signedIn.has(page);
}

/**
 * The screen a path opens, as the router will pick it (screens.test.ts holds it to react-router's
 * own matchRoutes over the route table): letters in any case, trailing slashes ignored, `:id` one
 * segment, `*` anything else. Hand-written because main.tsx runs it before React and the router
 * load: importing matchRoutes here would put react-router and React in the entry's chunk, the
 * first task (docs/decisions/0025-user-app-start-up.md).
 */
export function screenFor(pathname: string): Page | undefined {
  const all = { ...guestScreens, ...openScreens, ...signedInScreens };
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const exact = all[path];
  if (exact) return exact;
  const segments = path.split('/');
  const pattern = Object.keys(all).find((route) => {
    const parts = route.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part === segments[i] || (part.startsWith(':') && segments[i] !== ''))
    );
  });
  return all[pattern ?? '*'];
}
