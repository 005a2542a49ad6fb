import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError, type Transaction } from '@tradesim/core';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { profileFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import {
  deferred,
  goodAddress,
  summaryValue,
  typoAddress,
  walletBasics,
  withdrawalFixture,
} from '../../../test/wallet-test-kit.js';
import { WithdrawPage } from './withdraw-page.js';

afterEach(cleanup);

/** Opens /withdraw with $1,250 and continues with the $50 preset to the wallet step. */
async function renderWalletStep(withdraw: Mock = vi.fn().mockResolvedValue(withdrawalFixture())) {
  const sdk = fakeSdk({ ...walletBasics(), wallet: { withdraw } });
  const rendered = renderPage(<WithdrawPage />, { sdk, path: '/withdraw' });
  fireEvent.click(await screen.findByRole('button', { name: '$50' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText('Step 2 of 3');
  return { ...rendered, withdraw };
}

const addressField = () => screen.getByLabelText('TRC20 wallet address') as HTMLInputElement;
const typeAddress = (text: string) => fireEvent.change(addressField(), { target: { value: text } });
const cont = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

async function renderConfirmStep(withdraw?: Mock) {
  const rendered = await renderWalletStep(withdraw);
  typeAddress(goodAddress);
  cont();
  await screen.findByText('Step 3 of 3');
  return rendered;
}

const tickAndConfirm = () => {
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
};

describe('withdraw, step 2: the wallet address', () => {
  it('hints the address format live', async () => {
    await renderWalletStep();
    typeAddress('T123');
    expect(screen.getByText('Invalid TRC20 address format')).toBeTruthy();
    typeAddress(goodAddress);
    expect(screen.getByText('Valid TRC20 address format')).toBeTruthy();
  });

  it.each([
    ['', 'Please enter your TRC20 wallet address'],
    [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      'Invalid TRC20 wallet address format. Address should start with "T" and be 34 characters long.',
    ],
    ['TJRabPrwbZy45sbavfcjinPJC18kjpRT', 'TRC20 wallet address must be exactly 34 characters long'],
    [typoAddress, 'Invalid TRC20 wallet address: the checksum does not match. Check the address for typos.'],
  ])('refuses %j on Continue', async (address, message) => {
    await renderWalletStep();
    typeAddress(address);
    cont();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('pastes the address from the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { readText: vi.fn().mockResolvedValue(`  ${goodAddress}\n`) },
      configurable: true,
    });
    await renderWalletStep();
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
    await waitFor(() => expect(addressField().value).toBe(goodAddress));
    expect(screen.getByText('Valid TRC20 address format')).toBeTruthy();
  });

  it('says so when the browser refuses the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { readText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) },
      configurable: true,
    });
    await renderWalletStep();
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
    expect(
      await screen.findByText('Could not read the clipboard. Paste the address into the field instead.'),
    ).toBeTruthy();
  });

  it('goes back to the amount step with the amount kept', async () => {
    await renderWalletStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: '$50' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('withdraw, step 3: confirm', () => {
  it('summarises amount, network, address, the $1 fee and what arrives', async () => {
    await renderConfirmStep();
    expect(summaryValue('Amount')).toBe('$50.00');
    expect(summaryValue('Network')).toBe('TRC20');
    expect(summaryValue('To address')).toBe(goodAddress);
    expect(summaryValue('Network fee')).toBe('$1.00');
    expect(summaryValue('You receive')).toBe('$49.00');
  });

  it("requires the tick: 'Please confirm the withdrawal details'", async () => {
    const { withdraw } = await renderConfirmStep();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please confirm the withdrawal details');
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('goes back to the wallet step with the address kept', async () => {
    await renderConfirmStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(addressField().value).toBe(goodAddress);
  });
});

describe('withdraw with two-step verification on', () => {
  it('asks for a current code on the confirm step and sends it with the request', async () => {
    const withdraw = vi.fn().mockResolvedValue(withdrawalFixture());
    const sdk = fakeSdk({
      ...walletBasics(),
      me: { get: vi.fn().mockResolvedValue(profileFixture({ mfaEnabled: true })) },
      wallet: { withdraw },
    });
    renderPage(<WithdrawPage />, { sdk, path: '/withdraw' });
    fireEvent.click(await screen.findByRole('button', { name: '$50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    typeAddress(goodAddress);
    cont();
    await screen.findByText('Step 3 of 3');
    tickAndConfirm();
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeTruthy();
    expect(withdraw).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    await waitFor(() => expect(withdraw).toHaveBeenCalled());
    expect(withdraw).toHaveBeenCalledWith(
      { amount: '50.00', walletAddress: goodAddress, code: '123456' },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
  });
});

describe('withdraw, steps 4 and 5: processing and success', () => {
  it('shows the spinner while the request runs, then the success summary', async () => {
    const pending = deferred<Transaction>();
    const withdraw = vi.fn(() => pending.promise);
    await renderConfirmStep(withdraw);
    tickAndConfirm();
    expect(await screen.findByText('Processing your withdrawal...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Withdrawal' })).toBeNull();
    expect(withdraw).toHaveBeenCalledWith(
      { amount: '50.00', walletAddress: goodAddress },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    pending.resolve(withdrawalFixture());
    expect(await screen.findByRole('heading', { name: 'Withdrawal Requested!' })).toBeTruthy();
    expect(summaryValue('Amount')).toBe('$50.00');
    expect(summaryValue('Network')).toBe('TRC20');
    expect(summaryValue('To')).toBe('TJRabP…RTv8');
    expect(summaryValue('Transaction ID')).toBe('5e1f0c2a');
    expect(summaryValue('Status')).toBe('Pending Review');
    expect(summaryValue('Processing time')).toBe('1–3 business days');
  });

  it('links to /balance and / from success', async () => {
    await renderConfirmStep();
    tickAndConfirm();
    fireEvent.click(await screen.findByRole('button', { name: 'View Balance' }));
    expect(screen.getByTestId('location').textContent).toBe('/balance');
    cleanup();
    await renderConfirmStep();
    tickAndConfirm();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Home' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("returns to confirm with the server's reason, and a new key for the next try", async () => {
    const withdraw = vi
      .fn()
      .mockRejectedValueOnce(new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance for withdrawal'))
      .mockResolvedValue(withdrawalFixture());
    await renderConfirmStep(withdraw);
    tickAndConfirm();
    expect(await screen.findByText('Insufficient balance for withdrawal')).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    tickAndConfirm();
    await screen.findByText('Withdrawal Requested!');
    const keys = withdraw.mock.calls.map((call) => call[1].idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says the request failed when the server cannot be reached, and retries with the same key', async () => {
    const withdraw = vi
      .fn()
      .mockRejectedValueOnce(new Error('socket hang up'))
      .mockResolvedValue(withdrawalFixture());
    await renderConfirmStep(withdraw);
    tickAndConfirm();
    expect(await screen.findByText('Failed to create withdrawal request')).toBeTruthy();
    tickAndConfirm();
    await screen.findByText('Withdrawal Requested!');
    const keys = withdraw.mock.calls.map((call) => call[1].idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });
});
