import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import {
  batchJournal,
  type Journal,
  journal,
  platformAccounts,
  post,
  userAccount,
  userIdOfAccount,
} from './ledger.js';

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

describe('batchJournal', () => {
  it('nets platform postings, keeps one user posting per entry, and still balances', () => {
    const entries = [
      journal('investment_settled', [
        post(platformAccounts.investments, '-10.00'),
        post(platformAccounts.returns, '-0.40'),
        post(userAccount('a'), '10.40'),
      ]),
      journal('investment_settled', [
        post(platformAccounts.investments, '-20.00'),
        post(platformAccounts.returns, '-0.90'),
        post(userAccount('a'), '20.90'),
      ]),
    ];
    const { journal: batch, sources } = batchJournal(entries);
    expect(batch.postings.map((p) => [p.account, p.amount.toFixed(2)])).toEqual([
      ['user:a', '10.40'],
      ['user:a', '20.90'],
      ['platform:investments', '-30.00'],
      ['platform:returns', '-1.30'],
    ]);
    expect(sources).toEqual([0, 1, -1, -1]);
    expect(() =>
      batchJournal([
        entries[0] as Journal,
        journal('deposit_approved', [post('user:b', 1), post(platformAccounts.deposits, -1)]),
      ]),
    ).toThrow(/mixes/);
  });
});
