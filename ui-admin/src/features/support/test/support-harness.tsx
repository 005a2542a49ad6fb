import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import {
  adminFixture,
  adminTicketListFixture,
  chatMessageFixture,
  ticketDetailFixture,
  ticketFixture,
} from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { SupportPage } from '../components/support-page.js';

/** The support center's component tests: the screen as the console mounts it, and its parts. */

export const ticketId = ticketFixture().id;

/** A second ticket: resolved, low, technical, two days old, from a user without an email. */
export const secondTicket = ticketFixture({
  id: '00000000-0000-4000-8000-0000000000c2',
  userEmail: null,
  subject: 'Cannot sign in',
  description: 'The app says my session expired.',
  status: 'resolved',
  priority: 'low',
  category: 'technical',
  unreadCount: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
});

export const userMessage = chatMessageFixture({
  id: '00000000-0000-4000-8000-0000000000b1',
  message: 'Any news on my deposit?',
  createdAt: '2026-11-22T08:00:00.000Z',
});
export const staffMessage = chatMessageFixture({
  id: '00000000-0000-4000-8000-0000000000b2',
  senderType: 'admin',
  senderId: adminFixture().id,
  message: 'We are checking it now.',
  createdAt: '2026-11-22T08:05:00.000Z',
});
export const conversation = ticketDetailFixture({ messages: [userMessage, staffMessage] });
export const sentReply = chatMessageFixture({
  id: '00000000-0000-4000-8000-0000000000b3',
  senderType: 'admin',
  message: 'Your deposit is approved.',
  createdAt: '2026-11-22T08:10:00.000Z',
});

/**
 * Mounts the support center at `url` with `client.admin.support` faked by `support` (the list
 * answers with one ticket unless `support.tickets.list` says otherwise), and the live bridge
 * when `live`. `search()` reads the URL's parameters as they are now.
 */
export function renderSupport(
  support: Record<string, unknown>,
  options: { url?: string; users?: Record<string, unknown>; live?: boolean } = {},
) {
  const sdk = fakeSdk({
    admin: {
      support: {
        ...support,
        tickets: {
          list: vi.fn().mockResolvedValue(adminTicketListFixture()),
          ...(support.tickets as Record<string, unknown>),
        },
      },
      ...(options.users ? { users: options.users } : {}),
    },
  });
  const result = renderPage(
    <>
      {options.live && <LiveProbe />}
      <SupportPage />
    </>,
    { sdk, path: '/support', url: options.url ?? '/support' },
  );
  const search = () => new URLSearchParams(result.router.state.location.search);
  return { ...result, sdk, search };
}

/** The support center with `?ticket=` of the fixture ticket: its chat open. */
export function renderChat(
  support: Record<string, unknown>,
  options: { url?: string; users?: Record<string, unknown>; live?: boolean } = {},
) {
  return renderSupport(support, { url: `/support?ticket=${ticketId}`, ...options });
}

export const chat = () => within(screen.getByRole('region', { name: /^Conversation/ }));
export const replyBox = async () =>
  (await screen.findByRole('textbox', { name: 'Reply' })) as HTMLTextAreaElement;
export const sendButton = () =>
  screen.getByRole('button', { name: /^(Send|Sending\.\.\.)$/ }) as HTMLButtonElement;
export const chatCounter = () => screen.getByTestId('chat-counter').textContent;
export const toastText = async () => (await screen.findByRole('alert')).textContent;
export const statCards = () => within(screen.getByRole('list', { name: 'Ticket statistics' }));
export const ticketList = () => within(screen.getByRole('region', { name: /^Tickets/ }));
