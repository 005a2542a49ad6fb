import { cleanup, waitFor } from '@testing-library/react';
import { formatDate } from '@tradesim/ui-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  card,
  fact,
  hoursFromNow,
  linusAsks,
  listOf,
  renderApprovals,
} from '../../../test/approvals-test-kit.js';
import { approvalFixture, staffMemberFixture } from '../../../test/fixtures.js';

afterEach(cleanup);
beforeEach(() => {
  // jsdom has no object URLs: every fetched image becomes this one.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:image-1'), revokeObjectURL: vi.fn() });
});

const transactionId = '00000000-0000-4000-8000-0000000000f1';
const user = linusAsks.context.user;

/** Ann's first deposit of $2,000 (a proof attached), approved once by Linus. */
const deposit = approvalFixture({
  kind: 'deposit',
  amount: '2000.00',
  direction: 'credit',
  transactionId,
  summary: 'Deposit of $2,000.00 for ada@example.com',
  createdAt: hoursFromNow(-5),
  expiresAt: hoursFromNow(67),
  context: {
    ...(user ? { user } : {}),
    transaction: {
      id: transactionId,
      type: 'deposit',
      status: 'pending',
      amount: '2000.00',
      fee: '0.00',
      netAmount: '2000.00',
      createdAt: '2026-11-22T07:00:00.000Z',
      transactionHash: 'c'.repeat(64),
      proofUrl: `/api/transactions/${transactionId}/proof`,
    },
    before: { balance: '250.00' },
    after: { balance: '2250.00' },
  },
});

/** A $2,500 withdrawal to an address this user was never paid to. */
const withdrawal = approvalFixture({
  kind: 'withdrawal',
  amount: '2500.00',
  direction: 'debit',
  transactionId,
  summary: 'Withdrawal of $2,500.00 for ada@example.com',
  context: {
    ...(user ? { user } : {}),
    transaction: {
      id: transactionId,
      type: 'withdrawal',
      status: 'pending',
      amount: '2500.00',
      fee: '2.00',
      netAmount: '2498.00',
      createdAt: '2026-11-22T07:00:00.000Z',
      walletAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      walletSeenBefore: false,
    },
  },
});

describe('what an approver sees on a request', () => {
  it('shows the money, the balance it leaves and the customer behind it', async () => {
    const proof = vi.fn().mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    renderApprovals({ list: listOf([deposit]) }, { transactions: { proof } });
    const request = await card(/Deposit approval.*Deposit of \$2,000\.00/);
    expect(fact(request, 'Amount')).toBe('+$2,000.00');
    expect(fact(request, 'Net amount')).toBe('$2,000.00');
    expect(fact(request, 'Balance')).toBe('Balance becomes $2,250.00 (now $250.00)');
    expect(fact(request, 'Name')).toBe('Ada Lovelace');
    expect(fact(request, 'Balance now')).toBe('$250.00');
    expect(fact(request, 'Customer for')).toMatch(
      new RegExp(`^\\d+ (days|months|years?) \\(since ${formatDate('2026-01-05T10:00:00.000Z')}\\)$`),
    );
    expect(fact(request, 'Transaction hash')).toBe('c'.repeat(64));
    expect(request.getByRole('link', { name: 'Open the deposit' }).getAttribute('href')).toBe(
      `/transactions?transaction=${transactionId}`,
    );
    // The proof comes through the SDK, with the staff session.
    expect(
      (await request.findByRole('img', { name: 'Payment proof uploaded by the user' })).getAttribute('src'),
    ).toBe('blob:image-1');
    expect(proof).toHaveBeenCalledWith(transactionId);
  });

  it('warns of a payout to an address the user was never paid to, with the fee and the net paid out', async () => {
    renderApprovals({ list: listOf([withdrawal]) });
    const request = await card(/Withdrawal approval/);
    expect(fact(request, 'Amount')).toBe('-$2,500.00');
    expect(fact(request, 'Fee')).toBe('$2.00');
    expect(fact(request, 'Net amount paid out')).toBe('$2,498.00');
    expect(request.getByText('New address: this user was never paid out to it')).toBeTruthy();
    expect(request.queryByText('Paid out to before')).toBeNull();
  });

  it('says when the address was paid to before', async () => {
    const known = approvalFixture({
      ...withdrawal,
      context: {
        ...withdrawal.context,
        ...(withdrawal.context.transaction
          ? { transaction: { ...withdrawal.context.transaction, walletSeenBefore: true } }
          : {}),
      },
    });
    renderApprovals({ list: listOf([known]) });
    expect((await card(/Withdrawal approval/)).getByText('Paid out to before')).toBeTruthy();
  });

  it('shows a staff change as before and after, with the member it is about', async () => {
    const member = staffMemberFixture({ role: 'support', email: 'sam@tradesim.test' });
    const roleChange = approvalFixture({
      kind: 'staff_role',
      amount: null,
      direction: null,
      userId: member.id,
      userEmail: member.email,
      summary: 'Make sam@tradesim.test finance (was support)',
      context: {
        staff: {
          id: member.id,
          email: member.email,
          name: 'Sam Support',
          role: 'support',
          disabled: false,
          mfaEnabled: true,
          lastSignInAt: null,
        },
        before: { role: 'support', disabled: false },
        after: { role: 'finance', disabled: false },
      },
    });
    renderApprovals({ list: listOf([roleChange]) });
    const request = await card(/Role change/);
    expect(request.queryByRole('region', { name: 'Money' })).toBeNull();
    expect(fact(request, 'Role now')).toBe('Support');
    expect(fact(request, 'Last sign-in')).toBe('Never');
    expect(fact(request, 'Role')).toBe('Support→becomesFinance');
    expect(fact(request, 'Account')).toBe('Active (unchanged)');
  });

  it('shows a QR code waiting for approval through the SDK, beside the one users scan now', async () => {
    const qr = approvalFixture({
      kind: 'payment_settings',
      amount: null,
      direction: null,
      userId: null,
      userEmail: null,
      summary: 'Replace the deposit QR code with an uploaded image',
      context: {
        before: {
          walletAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
          qrCodeUrl: '/api/payment-settings/qr?v=1',
        },
        after: {
          walletAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
          qrCodeUrl: `/api/admin/approvals/${linusAsks.id}/file`,
        },
      },
    });
    const file = vi.fn().mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    renderApprovals({ list: listOf([qr]), file });
    const request = await card(/Deposit wallet change/);
    expect(fact(request, 'Deposit wallet')).toBe('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 (unchanged)');
    expect(request.getByRole('img', { name: 'The QR code users scan now' }).getAttribute('src')).toBe(
      '/api/payment-settings/qr?v=1',
    );
    const pending = await request.findByRole('img', {
      name: 'The QR code this request would put on the deposit screen',
    });
    expect(pending.getAttribute('src')).toBe('blob:image-1');
    await waitFor(() => expect(file).toHaveBeenCalledWith(qr.id));
  });
});
