import type { Approval } from '@tradesim/core';
import { describe, expect, it } from 'vitest';
import {
  approvalChoiceLabel,
  approveRequestQuestion,
  describeRequested,
  rejectRequestQuestion,
} from './approval-text.js';

const now = Date.parse('2026-11-27T12:00:00Z');
const wallet = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

function approval(overrides: Partial<Approval>): Approval {
  return {
    id: '2f1c0000-0000-4000-8000-000000000001',
    kind: 'deposit',
    amount: '2000.00',
    direction: 'credit',
    userId: '2f1c0000-0000-4000-8000-000000000002',
    userEmail: 'ann@example.com',
    transactionId: '2f1c0000-0000-4000-8000-000000000003',
    summary: 'Deposit of $2,000.00 for ann@example.com',
    requestedBy: '2f1c0000-0000-4000-8000-000000000004',
    requestedByEmail: 'owner@tradesim.test',
    note: null,
    status: 'pending',
    createdAt: '2026-11-27T11:55:00Z',
    expiresAt: '2026-11-30T11:55:00Z',
    decidedBy: null,
    decidedByEmail: null,
    decidedAt: null,
    reason: null,
    context: {
      user: {
        id: '2f1c0000-0000-4000-8000-000000000002',
        email: 'ann@example.com',
        name: 'Ann Lee',
        balance: '250.00',
        joinedAt: '2026-01-01T00:00:00Z',
        lastSignInAt: null,
      },
      before: { balance: '250.00' },
      after: { balance: '2250.00' },
    },
    ...overrides,
  };
}

describe('requests for a second staff member', () => {
  it('asks as the money commands do, from the context the approver reads', () => {
    expect(approveRequestQuestion(approval({}))).toBe(
      'Approve deposit of $2,000.00 for ann@example.com? Their balance becomes $2,250.00.',
    );
    const adjustment = approval({
      kind: 'adjustment',
      amount: '100.00',
      direction: 'debit',
      transactionId: null,
      summary: 'Balance adjustment of -$100.00 for ann@example.com',
      context: { ...approval({}).context, after: { balance: '150.00' } },
    });
    expect(approveRequestQuestion(adjustment)).toBe(
      "Take $100.00 from ann@example.com's balance? It becomes $150.00.",
    );
    expect(rejectRequestQuestion(adjustment)).toBe(
      'Reject the request "Balance adjustment of -$100.00 for ann@example.com", asked by owner@tradesim.test? Their balance stays $250.00.',
    );
    const withdrawal = approval({
      kind: 'withdrawal',
      direction: 'debit',
      context: {
        transaction: {
          id: '2f1c0000-0000-4000-8000-000000000003',
          type: 'withdrawal',
          status: 'pending',
          amount: '2000.00',
          fee: '1.00',
          netAmount: '1999.00',
          createdAt: '2026-11-27T11:50:00Z',
          walletAddress: wallet,
          walletSeenBefore: false,
        },
      },
    });
    expect(approveRequestQuestion(withdrawal)).toBe(
      `Approve withdrawal of $2,000.00 for ann@example.com (net $1,999.00 to ${wallet}, a new address)?`,
    );
    expect(rejectRequestQuestion(withdrawal)).toContain('Nothing is paid out; the withdrawal stays pending');
  });

  it('asks about other changes by their summary and who asked', () => {
    const walletChange = approval({
      kind: 'payment_settings',
      amount: null,
      direction: null,
      userId: null,
      userEmail: null,
      transactionId: null,
      summary: `Set the deposit wallet to ${wallet}`,
      context: { before: { walletAddress: null }, after: { walletAddress: wallet } },
    });
    expect(approveRequestQuestion(walletChange)).toBe(
      `Approve the request "Set the deposit wallet to ${wallet}", asked by owner@tradesim.test? It takes effect at once.`,
    );
    expect(rejectRequestQuestion(walletChange)).toBe(
      `Reject the request "Set the deposit wallet to ${wallet}", asked by owner@tradesim.test? Nothing changes.`,
    );
    expect(describeRequested(walletChange)).toBe(
      `Requested: Set the deposit wallet to ${wallet}; waiting for a second staff member (approval 2f1c0000-0000-4000-8000-000000000001).\nAnother staff member approves it with: tradesim approvals approve 2f1c0000-0000-4000-8000-000000000001 (before 2026-11-30T11:55:00Z)`,
    );
  });

  it('says nothing moved yet when money waits, and labels a choice with the amount, who asked and when', () => {
    expect(describeRequested(approval({}))).toMatch(
      /^Nothing moved yet: Deposit of \$2,000\.00 for ann@example\.com is at or above the four-eyes threshold/,
    );
    expect(approvalChoiceLabel(approval({}), now)).toBe(
      'Deposit of $2,000.00 for ann@example.com · asked by owner@tradesim.test · 5 min ago',
    );
    const role = approval({
      kind: 'staff_role',
      amount: null,
      summary: 'Make ana@x.test auditor (was finance)',
    });
    expect(approvalChoiceLabel(role, now)).toBe(
      'Make ana@x.test auditor (was finance) · asked by owner@tradesim.test · 5 min ago',
    );
    const unsaid = approval({ summary: 'Deposit for ann@example.com' });
    expect(approvalChoiceLabel(unsaid, now)).toBe(
      'Deposit for ann@example.com (+$2,000.00) · asked by owner@tradesim.test · 5 min ago',
    );
  });
});
