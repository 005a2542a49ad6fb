import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminUser } from '@tradesim/core';
import { UsersPage } from '../features/users/components/users-page.js';
import { fakeSdk } from './fake-sdk.js';
import { LiveProbe } from './live-probe.js';
import { renderPage } from './render.js';

/** A page of the users list as the server sends it. */
export function userPage(items: AdminUser[], options: { nextCursor?: string | null; total?: number } = {}) {
  return { items, nextCursor: options.nextCursor ?? null, total: options.total ?? items.length };
}

/** The users screen at `url`, with the realtime bridge, over a fake `client.admin.users`. */
export function renderUsers(users: Record<string, unknown>, url = '/users') {
  const sdk = fakeSdk({ admin: { users } });
  const result = renderPage(
    <>
      <LiveProbe />
      <UsersPage />
    </>,
    { sdk, path: '/users', url },
  );
  return { ...result, search: () => result.router.state.location.search };
}

/** Opens a row's menu (named by the user's name and email, unique even when names repeat) and picks one of its items. */
export async function chooseRowAction(name: string, item: string, email = 'ada@example.com') {
  const label = `Actions for ${name} (${email})`;
  const trigger = await screen.findByRole('button', { name: label });
  fireEvent.click(trigger);
  fireEvent.click(within(screen.getByRole('menu', { name: label })).getByRole('menuitem', { name: item }));
}
