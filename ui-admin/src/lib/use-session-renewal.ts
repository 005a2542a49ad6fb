import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from './query-keys.js';
import { useClient } from './sdk-context.js';

/** Renew once fewer than this many milliseconds are left of the 24-hour session. */
export const renewWithinMs = 12 * 60 * 60 * 1000;
const maxTimerMs = 2 ** 31 - 1;

/**
 * DESIGN: the spec's admin session lasts 24 hours and "a refresh renews it by another 24"; the
 * console renews it when it is opened (or stays open) with under 12 hours left, so an admin
 * at work is not signed out mid-review, while an abandoned session still ends.
 */
export function useSessionRenewal(expiresAt: string | undefined): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!expiresAt) return;
    const renewAt = Date.parse(expiresAt) - renewWithinMs;
    const renew = () => {
      client.admin.auth
        .refresh()
        .then(({ session }) =>
          queryClient.setQueryData(queryKeys.session, (current: object | undefined) =>
            current ? { ...current, expiresAt: session.expiresAt } : current,
          ),
        )
        .catch(() => undefined); // A refused refresh ends the session through the SDK's onSignedOut.
    };
    const wait = renewAt - Date.now();
    if (wait <= 0) {
      renew();
      return;
    }
    // setTimeout holds at most ~24.8 days (a longer wait fires at once); sessions last 24 hours.
    if (wait > maxTimerMs) return;
    const timer = setTimeout(renew, wait);
    return () => clearTimeout(timer);
  }, [client, queryClient, expiresAt]);
}
