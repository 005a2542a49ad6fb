import type { IconName } from '@tradesim/ui-kit';
import { paths } from '../../config/routes.js';

/** What the sidebar and the bottom tabs link to; the tabs show the first four under short names. */
export const navItems = [
  { to: paths.dashboard, label: 'Dashboard', tabLabel: 'Home', icon: 'home' },
  { to: paths.market, label: 'Market', tabLabel: 'Market', icon: 'market' },
  { to: paths.portfolio, label: 'Portfolio', tabLabel: 'Portfolio', icon: 'portfolio' },
  { to: paths.profile, label: 'Profile', tabLabel: 'Profile', icon: 'profile' },
  { to: paths.support, label: 'Support', tabLabel: 'Support', icon: 'support' },
  { to: paths.settings, label: 'Settings', tabLabel: 'Settings', icon: 'settings' },
  { to: paths.faq, label: 'FAQ', tabLabel: 'FAQ', icon: 'faq' },
] as const satisfies readonly { to: string; label: string; tabLabel: string; icon: IconName }[];
