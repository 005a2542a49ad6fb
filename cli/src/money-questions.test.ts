import { describe, expect, it } from 'vitest';
import {
  adjustmentQuestion,
  approveDepositQuestion,
  approveWithdrawalQuestion,
  balanceAfter,
  rejectDepositQuestion,
  rejectWithdrawalQuestion,
} from './money-questions.js';

const wallet = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe('the questions before money moves', () => {
  it('states the kind, the amount, the user and the balance a deposit leaves', () => {
    expect(
      approveDepositQuestion({
        amount: '2000',
        email: 'ann@example.com',
        balanceAfter: balanceAfter('250', '2000'),
      }),
    ).toBe('Approve deposit of $2,000.00 for ann@example.com? Their balance becomes $2,250.00.');
    expect(rejectDepositQuestion({ amount: '2000.00', email: 'ann@example.com' })).toBe(
      'Reject deposit of $2,000.00 for ann@example.com? Nothing is credited.',
    );
  });

  it('states where a withdrawal goes, in full, and whether the address is new', () => {
    const withdrawal = { amount: '500', netAmount: '499', email: 'bob@example.com', walletAddress: wallet };
    expect(approveWithdrawalQuestion({ ...withdrawal, seenBefore: false })).toBe(
      `Approve withdrawal of $500.00 for bob@example.com (net $499.00 to ${wallet}, a new address)?`,
    );
    expect(approveWithdrawalQuestion({ ...withdrawal, seenBefore: true })).toBe(
      `Approve withdrawal of $500.00 for bob@example.com (net $499.00 to ${wallet}, an address they were paid out to before)?`,
    );
    expect(approveWithdrawalQuestion({ ...withdrawal, seenBefore: undefined })).toBe(
      `Approve withdrawal of $500.00 for bob@example.com (net $499.00 to ${wallet})?`,
    );
    expect(rejectWithdrawalQuestion({ amount: '500', email: 'bob@example.com', balance: '20' })).toBe(
      'Reject withdrawal of $500.00 for bob@example.com? The $500.00 held returns to their balance, which becomes $520.00.',
    );
  });

  it('says add or take, and the balance an adjustment leaves', () => {
    expect(
      adjustmentQuestion({ amount: '50', email: 'ann@example.com', balanceAfter: balanceAfter('250', '50') }),
    ).toBe("Add $50.00 to ann@example.com's balance? It becomes $300.00.");
    expect(
      adjustmentQuestion({
        amount: '-12.50',
        email: 'ann@example.com',
        balanceAfter: balanceAfter('250', '-12.50'),
      }),
    ).toBe("Take $12.50 from ann@example.com's balance? It becomes $237.50.");
  });
});
