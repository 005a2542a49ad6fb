import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminUserDetailsFixture, approvalFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { userPage } from '../../../test/users-test-kit.js';
import { UsersPage } from './users-page.js';

afterEach(cleanup);

const ada = adminUserDetailsFixture();
const depositId = '00000000-0000-4000-8000-0000000000f1';
/** Ada's $2,000 deposit, approved once and waiting for a second staff member. */
const heldDeposit = approvalFixture({
  id: '00000000-0000-4000-8000-0000000000b1',
  kind: 'deposit',
  amount: '2000.00',
  transactionId: depositId,
  summary: 'Deposit of $2,000.00 for ada@example.com',
});
/** A $5,000 credit asked for her: no transaction exists until it is approved. */
const heldAdjustment = approvalFixture();

describe('money waiting for a second approval in a user’s timeline', () => {
  it('marks the held deposit on its line and lists the held adjustment above', async () => {
    const timeline = vi.fn().mockResolvedValue({
      items: [
        {
          id: depositId,
          at: '2026-11-25T08:00:00.000Z',
          kind: 'deposit',
          status: 'pending',
          amount: '2000.00',
          direction: 'in',
          detail: 'USDT deposit (TRC20)',
          ipAddress: null,
          userAgent: null,
          surface: null,
        },
      ],
      nextCursor: null,
    });
    const sdk = fakeSdk({
      admin: {
        users: {
          list: vi.fn().mockResolvedValue(userPage([])),
          get: vi.fn().mockResolvedValue(ada),
          timeline,
        },
        approvals: { list: vi.fn().mockResolvedValue({ items: [heldDeposit, heldAdjustment] }) },
      },
    });
    renderPage(<UsersPage />, { sdk, path: '/users', url: `/users?user=${ada.id}` });
    const dialog = within(await screen.findByRole('dialog', { name: 'User Details' }));
    const line = (await dialog.findByText('Deposit')).closest('li') as HTMLElement;
    expect(await within(line).findByText(/Awaiting second approval/)).toBeTruthy();
    expect(within(line).getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe(
      `/approvals?request=${heldDeposit.id}`,
    );
    expect(
      await dialog.findByText(/^Credit \$5,000\.00 to ada@example\.com, asked by linus@tradesim\.test/),
    ).toBeTruthy();
  });
});
