import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOf, pendingDeposit, renderTransactions } from './transactions-test-setup.js';

const createObjectURL = vi.fn((_blob: Blob) => 'blob:proof-1');
const revokeObjectURL = vi.fn();
beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(cleanup);

const proofBlob = new Blob(['png'], { type: 'image/png' });
const dialog = () => within(screen.getByRole('dialog', { name: 'Transaction Details' }));

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
