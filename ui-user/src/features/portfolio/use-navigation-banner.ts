import { type TimedMessage, useTimedMessage } from '@tradesim/ui-kit';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PortfolioState } from '../../config/routes.js';

/**
 * The success message a previous screen handed over (PortfolioState), shown for 5 seconds.
 * The history entry's state is cleared at once, so a reload or coming Back does not show it again.
 */
export function useNavigationBanner(): TimedMessage | null {
  const location = useLocation();
  const navigate = useNavigate();
  const banner = useTimedMessage(5_000);
  const handed = (location.state as PortfolioState | null)?.message;
  const { show } = banner;
  useEffect(() => {
    if (!handed) return;
    show(handed);
    // Fire and forget: the data router's promise only says the navigation is done.
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [handed, show, navigate, location.pathname, location.search]);
  return banner.message;
}
