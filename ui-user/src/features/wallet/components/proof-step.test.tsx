import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeSdk } from '../../../test/fake-sdk.js';
import { tradingSettingsFixture, transactionFixture } from '../../../test/fixtures.js';
import { renderPage } from '../../../test/render.js';
import { deferred, goodAddress, summaryValue } from '../../../test/wallet-test-kit.js';
import { TopUpPage } from './top-up-page.js';

const settings = {
  paymentMethod: 'usdt_trc20',
  network: 'TRC20',
  walletAddress: goodAddress,
  qrCodeUrl: null,
};
const submitted = transactionFixture({ id: '7f3c9a12-4b5d-4e6f-8a9b-0c1d2e3f4a5b', amount: '100.00' });

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
afterEach(cleanup);

/** Opens the top-up at the payment step for $100 and presses "I've Sent the Payment". */
async function renderProofStep(deposit: Mock = vi.fn().mockResolvedValue(submitted)) {
  const sdk = fakeSdk({
    market: { tradingSettings: vi.fn().mockResolvedValue(tradingSettingsFixture()) },
    wallet: { paymentSettings: vi.fn().mockResolvedValue(settings), deposit },
  });
  const rendered = renderPage(<TopUpPage />, { sdk, path: '/topup/payment', url: '/start' });
  await act(() => rendered.router.navigate('/topup/payment?amount=100'));
  fireEvent.click(await screen.findByRole('button', { name: "I've Sent the Payment" }));
  await screen.findByText('Step 3 of 3');
  return { ...rendered, deposit };
}

const picker = () => document.getElementById('proof-image') as HTMLInputElement;
const png = (name = 'proof.png', size?: number) => {
  const file = new File(['png-bytes'], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (file: File) => fireEvent.change(picker(), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Proof' }));
const hashField = () => screen.getByLabelText('Transaction hash (optional)') as HTMLInputElement;

describe('top-up, step 3: the proof', () => {
  it("asks for the image when none is chosen: 'Please upload a payment proof image'", async () => {
    const { deposit } = await renderProofStep();
    submit();
    expect(await screen.findByText('Please upload a payment proof image')).toBeTruthy();
    expect(deposit).not.toHaveBeenCalled();
  });

  it("refuses a file that is not an image as it is chosen: 'Please select an image file'", async () => {
    await renderProofStep();
    choose(new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select an image file');
    expect(picker().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("refuses an image of 5MB or more as it is chosen: 'Image size must be less than 5MB'", async () => {
    await renderProofStep();
    choose(png('huge.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('Image size must be less than 5MB');
  });

  it('previews an accepted image and clears an earlier error', async () => {
    await renderProofStep();
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    choose(png());
    expect(screen.queryByRole('alert')).toBeNull();
    const preview = await screen.findByRole('img', { name: 'Preview of the chosen payment proof' });
    expect(preview.getAttribute('src')).toBe('blob:preview');
    expect(screen.getByText('proof.png')).toBeTruthy();
  });

  it('submits the amount, the trimmed hash and the image with an Idempotency-Key, then shows success', async () => {
    const { deposit } = await renderProofStep();
    const file = png();
    choose(file);
    fireEvent.change(hashField(), { target: { value: '  0xabc123  ' } });
    submit();
    expect(await screen.findByRole('heading', { name: 'Payment Submitted!' })).toBeTruthy();
    expect(deposit).toHaveBeenCalledWith(
      { amount: '100.00', transactionHash: '0xabc123', proof: file, fileName: 'proof.png' },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    expect(summaryValue('Amount')).toBe('$100.00');
    expect(summaryValue('Transaction ID')).toBe(submitted.id);
    expect(summaryValue('Status')).toBe('Pending Review');
  });

  it('sends no hash when the field is blank', async () => {
    const { deposit } = await renderProofStep();
    choose(png());
    fireEvent.change(hashField(), { target: { value: '   ' } });
    submit();
    await waitFor(() => expect(deposit).toHaveBeenCalled());
    expect(deposit.mock.calls[0]?.[0].transactionHash).toBeUndefined();
  });

  it("refuses a hash over 200 characters: 'Transaction hash must be at most 200 characters'", async () => {
    const { deposit } = await renderProofStep();
    choose(png());
    fireEvent.change(hashField(), { target: { value: 'a'.repeat(201) } });
    submit();
    expect(await screen.findByText('Transaction hash must be at most 200 characters')).toBeTruthy();
    expect(deposit).not.toHaveBeenCalled();
  });

  it("stays on the proof step with 'Failed to submit proof. Please try again.' and retries with the same key", async () => {
    const deposit = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE', 'Cannot reach the Tradesim server.'))
      .mockResolvedValue(submitted);
    await renderProofStep(deposit);
    choose(png());
    submit();
    expect(await screen.findByText('Failed to submit proof. Please try again.')).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    submit();
    expect(await screen.findByText('Payment Submitted!')).toBeTruthy();
    const keys = deposit.mock.calls.map((call) => call[1].idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it("shows the server's message for a refusal, and uses a new key for the next try", async () => {
    const deposit = vi
      .fn()
      .mockRejectedValueOnce(new AppError('UNSUPPORTED_FILE_TYPE', 'Please select an image file'))
      .mockResolvedValue(submitted);
    await renderProofStep(deposit);
    choose(png());
    submit();
    expect(await screen.findByText('Please select an image file')).toBeTruthy();
    submit();
    await screen.findByText('Payment Submitted!');
    const keys = deposit.mock.calls.map((call) => call[1].idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says Submitting... and cannot be pressed twice while the upload runs', async () => {
    const pending = deferred<typeof submitted>();
    const deposit = vi.fn(() => pending.promise);
    await renderProofStep(deposit);
    choose(png());
    submit();
    const button = (await screen.findByRole('button', { name: 'Submitting...' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    pending.resolve(submitted);
    expect(await screen.findByText('Payment Submitted!')).toBeTruthy();
  });

  it('goes back to the payment details, and forward again with the image and hash kept', async () => {
    await renderProofStep();
    choose(png('kept.png'));
    fireEvent.change(hashField(), { target: { value: 'hash-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "I've Sent the Payment" }));
    expect(screen.getByText('kept.png')).toBeTruthy();
    expect(hashField().value).toBe('hash-1');
  });
});

describe('top-up, step 4: success', () => {
  it('goes home or to the portfolio', async () => {
    await renderProofStep();
    choose(png());
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'View Portfolio' }));
    expect(screen.getByTestId('location').textContent).toBe('/portfolio');
    cleanup();
    await renderProofStep();
    choose(png());
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to Home' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
