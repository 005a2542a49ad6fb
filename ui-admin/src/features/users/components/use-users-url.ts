import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { UsersLink } from '../../../config/routes.js';
import type { UserStatusFilter } from '../api/use-users.js';

const statuses: readonly UserStatusFilter[] = ['all', 'active', 'banned'];

function parseStatus(value: string | null): UserStatusFilter {
  return statuses.find((status) => status === value) ?? 'all';
}

/**
 * The users screen's state lives in its URL (config/routes.ts `UsersLink`): `q`, `status`, and
 * `user` for the open View Details modal, so a reload, a shared link or the header search shows
 * the same list. Filters replace the history entry: Back leaves the screen, not each keystroke.
 */
export function useUsersUrl() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<Record<keyof UsersLink, string | null>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    q: params.get('q')?.trim() ?? '',
    status: parseStatus(params.get('status')),
    openUserId: params.get('user'),
    setQ: useCallback((q: string) => update({ q: q.trim() || null }), [update]),
    setStatus: useCallback(
      (status: UserStatusFilter) => update({ status: status === 'all' ? null : status }),
      [update],
    ),
    openDetails: useCallback((id: string) => update({ user: id }), [update]),
    closeDetails: useCallback(() => update({ user: null }), [update]),
  };
}
