import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { formatDateTime } from '@tradesim/ui-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  card,
  fact,
  graceAsks,
  linusAsks,
  listOf,
  renderApprovals,
} from '../../../test/approvals-test-kit.js';
import { adminFixture, approvalFixture } from '../../../test/fixtures.js';
import { ownRequestHint } from './approval-actions.js';
import { withdrawnReason } from './withdraw-request-modal.js';

afterEach(cleanup);

describe('the Approvals screen', () => {
  it('lists the pending requests by kind and summary, with who asked, why and when', async () => {
    const list = listOf([linusAsks, graceAsks]);
    renderApprovals({ list });
    const linus = await card(/Balance adjustment.*Credit \$5,000\.00 to ada@example\.com/);
    expect(list).toHaveBeenCalledWith({ status: 'pending' });
    expect(fact(linus, 'Requested by')).toBe('linus@tradesim.test');
    expect(fact(linus, 'Requester’s reason')).toBe('Goodwill after the outage');
    expect(fact(linus, 'Requested')).toBe(`${formatDateTime(linusAsks.createdAt)} (waiting 3 h)`);
    expect(linus.getByText('Pending · expires in 2 days')).toBeTruthy();
    const grace = await card(/Withdrawal approval/);
    expect(fact(grace, 'Requester’s reason')).toBe('No reason given');
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
    expect(dialog.getByText('Credit $5,000.00 to ada@example.com')).toBeTruthy();
    // No payout to record for an adjustment.
    expect(dialog.queryByLabelText(/Payout transaction id/)).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(approve).toHaveBeenCalledWith(linusAsks.id, {}, { idempotencyKey: expect.any(String) }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Approved: Credit $5,000.00 to ada@example.com.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Nothing waits for approval')).toBeTruthy();
  });

  it('asks the approver of a withdrawal for the payout transaction id, checked as 64 hex digits', async () => {
    const withdrawal = {
      ...graceAsks,
      requestedBy: linusAsks.requestedBy,
      requestedByEmail: 'linus@tradesim.test',
    };
    const approve = vi.fn().mockResolvedValue({ approval: { ...withdrawal, status: 'approved' } });
    renderApprovals({ list: listOf([withdrawal]), approve });
    fireEvent.click((await card(/Withdrawal approval/)).getByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve request' }));
    const payout = dialog.getByLabelText('Payout transaction id (optional)');
    fireEvent.change(payout, { target: { value: 'not-a-hash' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await dialog.findByText(/64/)).toBeTruthy();
    expect(approve).not.toHaveBeenCalled();
    const hash = 'a'.repeat(64);
    fireEvent.change(payout, { target: { value: ` ${hash} ` } });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(approve).toHaveBeenCalledWith(withdrawal.id, { payoutTxHash: hash }, expect.anything()),
    );
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
      'Rejected: Credit $5,000.00 to ada@example.com.',
    );
  });

  it('offers the requester to withdraw their own request instead of approving it', async () => {
    const reject = vi.fn().mockResolvedValue({
      approval: { ...graceAsks, status: 'rejected', decidedBy: graceAsks.requestedBy },
    });
    renderApprovals({ list: listOf([graceAsks]), reject });
    const own = await card(/Withdrawal approval/);
    expect(await own.findByText('You')).toBeTruthy();
    expect(own.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(own.queryByRole('button', { name: 'Reject' })).toBeNull();
    const withdraw = own.getByRole('button', { name: 'Withdraw request' });
    expect(withdraw.getAttribute('aria-describedby')).toBe(own.getByText(ownRequestHint).id);
    fireEvent.click(withdraw);
    const dialog = within(screen.getByRole('dialog', { name: 'Withdraw request' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(reject).toHaveBeenCalledWith(graceAsks.id, { reason: withdrawnReason }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Withdrawn: Withdrawal of $2,500.00 for ada@example.com.',
    );
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
      summary: 'Credit $7,000.00 to ada@example.com',
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
    const mine = await card(/\$5,000\.00/);
    expect(mine.getByText('Rejected', { selector: 'span' })).toBeTruthy();
    expect(fact(await card(/\$7,000\.00/), 'Rejected by')).toBe('other@tradesim.test');
    expect(fact(mine, 'Rejected by')).toBe('You');
    expect(fact(mine, 'Decided')).toBe(formatDateTime('2026-11-22T09:15:00.000Z'));
    expect(fact(mine, 'Reason for rejecting')).toBe('No outage that day');
    expect(mine.queryByRole('button')).toBeNull();
    expect(list).toHaveBeenLastCalledWith({ status: 'rejected' });
  });

  it('lists the requests that expired undecided', async () => {
    const lapsed = approvalFixture({ status: 'expired', expiresAt: '2026-11-25T08:00:00.000Z' });
    const list = vi.fn(async ({ status }: { status: string }) => ({
      items: status === 'expired' ? [lapsed] : [],
    }));
    renderApprovals({ list }, { url: '/approvals?status=expired' });
    const expired = await card(/Balance adjustment/);
    expect(expired.getByText('Expired', { selector: 'span' })).toBeTruthy();
    expect(fact(expired, 'Expired')).toBe(formatDateTime('2026-11-25T08:00:00.000Z'));
    expect(expired.queryByRole('button')).toBeNull();
    expect(list).toHaveBeenCalledWith({ status: 'expired' });
  });

  it('marks the request a link points at', async () => {
    renderApprovals({ list: listOf([linusAsks, graceAsks]) }, { url: `/approvals?request=${graceAsks.id}` });
    const marked = await screen.findByRole('article', { name: /Withdrawal approval/ });
    expect(marked.className).toMatch(/highlighted/);
    expect(screen.getByRole('article', { name: /Balance adjustment/ }).className).not.toMatch(/highlighted/);
  });

  it('moves live when a request is made elsewhere', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [] })
      .mockResolvedValue({ items: [linusAsks] });
    const { sdk } = renderApprovals({ list });
    await screen.findByText('Nothing waits for approval');
    await waitFor(() => expect(sdk.client.realtime.subscribe).toHaveBeenCalled());
    sdk.emit({ topic: 'admin.approvals', event: 'approval', data: { id: linusAsks.id, status: 'pending' } });
    expect(await screen.findByRole('article', { name: /Balance adjustment/ })).toBeTruthy();
  });
});
