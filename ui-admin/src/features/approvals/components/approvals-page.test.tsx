import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, type Approval, type StaffRole } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { adminFixture, approvalFixture } from '../../../test/fixtures.js';
import { LiveProbe } from '../../../test/live-probe.js';
import { renderPage } from '../../../test/render.js';
import { ApprovalsPage } from './approvals-page.js';

afterEach(cleanup);

const linusAsks = approvalFixture();
/** Grace (the signed-in owner) asked for this one herself. */
const graceAsks = approvalFixture({
  id: '00000000-0000-4000-8000-0000000000a8',
  kind: 'withdrawal_approval',
  amount: '2500.00',
  direction: 'debit',
  transactionId: '00000000-0000-4000-8000-0000000000f3',
  requestedBy: adminFixture().id,
  requestedByEmail: adminFixture().email,
  note: null,
});

const listOf = (items: Approval[]) => vi.fn().mockResolvedValue({ items });

function renderApprovals(
  approvals: Record<string, unknown>,
  options: { url?: string; role?: StaffRole } = {},
) {
  const session = vi.fn().mockResolvedValue({
    admin: adminFixture({ role: options.role ?? 'owner' }),
    expiresAt: '2099-01-01T00:00:00.000Z',
  });
  const sdk = fakeSdk({ admin: { auth: { session }, approvals } });
  renderPage(
    <>
      <LiveProbe />
      <ApprovalsPage />
    </>,
    { sdk, path: '/approvals', url: options.url ?? '/approvals' },
  );
  return sdk;
}

const card = async (name: RegExp) => within(await screen.findByRole('article', { name }));

describe('the Approvals screen', () => {
  it('says who asked, what, for whom, why and when', async () => {
    const list = listOf([linusAsks, graceAsks]);
    renderApprovals({ list });
    const linus = await card(/Balance adjustment \+\$5,000\.00/);
    expect(list).toHaveBeenCalledWith({ status: 'pending' });
    expect(linus.getByText('linus@tradesim.test')).toBeTruthy();
    expect(linus.getByText('ada@example.com')).toBeTruthy();
    expect(linus.getByText('Goodwill after the outage')).toBeTruthy();
    expect(linus.getByText(formatDateTime(linusAsks.createdAt))).toBeTruthy();
    const grace = await card(/Withdrawal approval -\$2,500\.00/);
    expect(grace.getByText('No note')).toBeTruthy();
  });

  it('approves after a confirmation, says so and refetches the list', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [linusAsks] })
      .mockResolvedValue({ items: [] });
    const approve = vi.fn().mockResolvedValue({
      approval: { ...linusAsks, status: 'approved', decidedBy: adminFixture().id },
    });
    renderApprovals({ list, approve });
    fireEvent.click((await card(/Balance adjustment/)).getByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve request' }));
    expect(dialog.getByText(/Balance adjustment of \+\$5,000\.00 for ada@example\.com/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(approve).toHaveBeenCalledWith(linusAsks.id, { idempotencyKey: expect.any(String) }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Balance adjustment of +$5,000.00 for ada@example.com approved.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Nothing waits for approval')).toBeTruthy();
  });

  it('rejects only with a reason, and sends it', async () => {
    const reject = vi.fn().mockResolvedValue({
      approval: { ...linusAsks, status: 'rejected', reason: 'No outage that day' },
    });
    renderApprovals({ list: listOf([linusAsks]), reject });
    fireEvent.click((await card(/Balance adjustment/)).getByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject request' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Give a reason')).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'No outage that day' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reject).toHaveBeenCalledWith(linusAsks.id, { reason: 'No outage that day' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Balance adjustment of +$5,000.00 for ada@example.com rejected.',
    );
  });

  it('disables the buttons on the admin’s own request and says why', async () => {
    renderApprovals({ list: listOf([graceAsks]) });
    const own = await card(/Withdrawal approval/);
    // "You" once the session says who is signed in.
    expect(await own.findByText('You')).toBeTruthy();
    for (const name of ['Approve', 'Reject']) {
      const button = own.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(
        own.getByText('A different admin must approve this').id,
      );
    }
  });

  it('shows the server’s refusal, with the way to a second factor when the policy wants one', async () => {
    const approve = vi.fn().mockRejectedValue(new AppError('MFA_REQUIRED_FOR_ACTION'));
    renderApprovals({ list: listOf([linusAsks]), approve });
    fireEvent.click((await card(/Balance adjustment/)).getByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve request' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe('Set up two-step verification to do this Set up two-step verification');
    expect(
      within(alert).getByRole('link', { name: 'Set up two-step verification' }).getAttribute('href'),
    ).toBe('/settings/security');
  });

  it('names who decided first and when, and disables Approve, when another admin got there first', async () => {
    const decided = approvalFixture({
      status: 'approved',
      decidedBy: '00000000-0000-4000-8000-00000000ad99',
      decidedByEmail: 'other@tradesim.test',
      decidedAt: '2026-11-22T10:15:00.000Z',
    });
    let pending = [linusAsks];
    const list = vi.fn(async ({ status }: { status: string }) => ({
      items: status === 'pending' ? pending : status === 'approved' ? [decided] : [],
    }));
    const approve = vi.fn(async () => {
      pending = [];
      throw new AppError('APPROVAL_NOT_PENDING');
    });
    renderApprovals({ list, approve });
    fireEvent.click((await card(/Balance adjustment/)).getByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve request' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(
      await dialog.findByText(
        `Already approved by other@tradesim.test on ${formatDateTime(decided.decidedAt ?? '')}. There is nothing left to decide here.`,
      ),
    ).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.queryByText('This request is no longer pending')).toBeNull();
  });

  it('lists decided requests with who decided, when, and why one was rejected', async () => {
    const rejected = approvalFixture({
      status: 'rejected',
      decidedBy: adminFixture().id,
      decidedByEmail: adminFixture().email,
      decidedAt: '2026-11-22T09:15:00.000Z',
      reason: 'No outage that day',
    });
    const byOther = approvalFixture({
      id: '00000000-0000-4000-8000-0000000a0099',
      amount: '7000.00',
      status: 'rejected',
      decidedBy: '00000000-0000-4000-8000-00000000ad99',
      decidedByEmail: 'other@tradesim.test',
      decidedAt: '2026-11-22T10:15:00.000Z',
      reason: 'Duplicate',
    });
    const list = vi.fn(async ({ status }: { status: string }) => ({
      items: status === 'rejected' ? [rejected, byOther] : [],
    }));
    renderApprovals({ list });
    expect(await screen.findByText('Nothing waits for approval')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    const decided = await card(/\$5,000\.00/);
    expect(decided.getByText('Rejected')).toBeTruthy();
    expect((await card(/\$7,000\.00/)).getByText('Rejected by').nextSibling?.textContent).toBe(
      'other@tradesim.test',
    );
    expect(decided.getByText('Rejected by').nextSibling?.textContent).toBe('You');
    expect(decided.getByText(formatDateTime('2026-11-22T09:15:00.000Z'))).toBeTruthy();
    expect(decided.getByText('No outage that day')).toBeTruthy();
    expect(decided.queryByRole('button')).toBeNull();
    expect(list).toHaveBeenLastCalledWith({ status: 'rejected' });
  });

  it('moves live when a request is made elsewhere', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [] })
      .mockResolvedValue({ items: [linusAsks] });
    const sdk = renderApprovals({ list });
    await screen.findByText('Nothing waits for approval');
    await waitFor(() => expect(sdk.client.realtime.subscribe).toHaveBeenCalled());
    sdk.emit({ topic: 'admin.approvals', event: 'approval', data: { id: linusAsks.id, status: 'pending' } });
    expect(await screen.findByRole('article', { name: /Balance adjustment/ })).toBeTruthy();
  });

  it('lets an auditor read the requests but offers no decision', async () => {
    renderApprovals({ list: listOf([linusAsks, graceAsks]) }, { role: 'auditor' });
    const linus = await card(/Balance adjustment/);
    expect(linus.getByText('linus@tradesim.test')).toBeTruthy();
    // Once "You" shows, the role is known: an owner or finance would see the buttons by now.
    await (await card(/Withdrawal approval/)).findByText('You');
    expect(screen.queryAllByRole('button', { name: /^(Approve|Reject)$/ })).toHaveLength(0);
  });
});
