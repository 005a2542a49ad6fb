import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import { journal, platformAccounts, post, userAccount, userIdOfAccount } from './ledger.js';

describe('journal', () => {
  it('drops zero postings and keeps balanced ones', () => {
    const entry = journal('investment_settled', [
      post(platformAccounts.investments, '-10.00'),
      post(platformAccounts.returns, '0'),
      post(userAccount('u'), '10.00'),
    ]);
    expect(entry.postings).toHaveLength(2);
  });

  it('refuses an entry that does not sum to zero or moves fractions of a cent', () => {
    expect(() =>
      journal('admin_adjustment', [
        post(userAccount('u'), '1.00'),
        post(platformAccounts.adjustments, '-0.99'),
      ]),
    ).toThrow(/Unbalanced/);
    expect(() =>
      journal('admin_adjustment', [
        post(userAccount('u'), '0.005'),
        post(platformAccounts.adjustments, new Decimal('-0.005')),
      ]),
    ).toThrow(/finer than a cent/);
  });

  it('names user accounts by id', () => {
    expect(userIdOfAccount(userAccount('abc'))).toBe('abc');
    expect(userIdOfAccount(platformAccounts.fees)).toBeNull();
  });
});
