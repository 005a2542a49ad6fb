import { useCallback } from 'react';
import type { UsersLink } from '../../../config/routes.js';
import { pickOption, useUrlState } from '../../../lib/url-state.js';
import type { UserStatusFilter } from '../api/use-users.js';

const statuses: readonly UserStatusFilter[] = ['all', 'active', 'banned'];

/**
 * The users screen's state lives in its URL (config/routes.ts `UsersLink`): `q`, `status`, and
 * `user` for the open View Details modal, so a reload, a shared link or the header search shows
 * the same list. Filters replace the history entry: Back leaves the screen, not each keystroke.
 */
export function useUsersUrl() {
  const { params, update } = useUrlState<keyof UsersLink>();
  return {
    q: params.get('q')?.trim() ?? '',
    status: pickOption(statuses, params.get('status')) ?? 'all',
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
