import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detailsDialog as dialog,
  listOf,
  pendingDeposit,
  proofBlob,
  renderTransactions,
  stubObjectUrls,
} from '../../../test/transactions-test-setup.js';

stubObjectUrls();
afterEach(cleanup);

describe('the payment proof in the details', () => {
  it('says when the proof cannot be downloaded, and Retry downloads it again', async () => {
    const proof = vi.fn().mockRejectedValueOnce(new TypeError('network')).mockResolvedValue(proofBlob);
    renderTransactions(
      { transactions: { list: listOf(), get: vi.fn().mockResolvedValue(pendingDeposit), proof } },
      `/transactions?transaction=${pendingDeposit.id}`,
    );
    expect((await dialog().findByRole('alert')).textContent).toContain('Failed to load the proof image');
    fireEvent.click(dialog().getByRole('button', { name: 'Retry' }));
    expect(await dialog().findByRole('img', { name: 'Payment proof uploaded by the user' })).toBeTruthy();
    expect(proof).toHaveBeenCalledTimes(2);
  });

  it('says when a deposit came without a proof', async () => {
    const proof = vi.fn();
    renderTransactions(
      {
        transactions: {
          list: listOf(),
          get: vi.fn().mockResolvedValue({ ...pendingDeposit, hasProof: false, proofUrl: null }),
          proof,
        },
      },
      `/transactions?transaction=${pendingDeposit.id}`,
    );
    expect(await dialog().findByText('No payment proof was uploaded.')).toBeTruthy();
    expect(proof).not.toHaveBeenCalled();
  });
});
