import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@tradesim/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSdk, staffSession } from '../../../test/fake-sdk.js';
import { approvalFixture } from '../../../test/fixtures.js';
import {
  fileOf,
  goodAddress,
  otherAddress,
  settingsFixture,
} from '../../../test/payment-settings-test-setup.js';
import { renderPage } from '../../../test/render.js';
import { PaymentSettingsPage, readOnlyText } from './payment-settings-page.js';

afterEach(cleanup);

/** Linus asked to move the deposit wallet; a second staff member has not decided yet. */
const walletRequest = approvalFixture({
  kind: 'payment_settings',
  amount: null,
  direction: null,
  userId: null,
  userEmail: null,
  summary: `Set the deposit wallet to ${otherAddress}`,
  note: 'The old wallet is compromised',
  context: {
    before: { walletAddress: goodAddress, qrCodeUrl: null },
    after: { walletAddress: otherAddress, qrCodeUrl: null },
  },
});

function renderScreen(
  paymentSettings: Record<string, unknown>,
  options: { role?: 'owner' | 'finance' | 'auditor'; pending?: unknown[] } = {},
) {
  const list = vi.fn().mockResolvedValue({ items: options.pending ?? [] });
  const sdk = fakeSdk({
    admin: {
      auth: { session: staffSession(options.role ?? 'finance') },
      paymentSettings: { get: vi.fn().mockResolvedValue(settingsFixture()), ...paymentSettings },
      approvals: { list },
    },
  });
  renderPage(<PaymentSettingsPage />, { sdk, path: '/payment-settings' });
  return { list };
}

const walletCard = () => within(screen.getByRole('region', { name: 'Wallet Address' }));
const qrCard = () => within(screen.getByRole('region', { name: 'QR Code' }));
const addressInput = () => walletCard().getByLabelText('USDT TRC20 wallet address') as HTMLInputElement;

describe('payment settings under dual control', () => {
  it('sends a new address for a second approval with a reason, says nothing changed, and keeps the saved one', async () => {
    const setWallet = vi.fn().mockResolvedValue({ approval: walletRequest });
    const { list } = renderScreen({ setWallet });
    await screen.findByRole('region', { name: 'Wallet Address' });
    fireEvent.change(addressInput(), { target: { value: otherAddress } });
    fireEvent.click(walletCard().getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the deposit wallet?' }));
    fireEvent.change(dialog.getByLabelText('Reason for the approver (optional)'), {
      target: { value: ' The old wallet is compromised ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(setWallet).toHaveBeenCalledWith(otherAddress, 'The old wallet is compromised'),
    );
    const sent = await screen.findByText(/^Sent for approval: Set the deposit wallet to/);
    expect(sent.textContent).toContain('Nothing has changed yet: a second staff member must approve it');
    expect(screen.getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe(
      `/approvals?request=${walletRequest.id}`,
    );
    expect(addressInput().value).toBe(goodAddress);
    expect(screen.queryByText('Payment settings updated successfully!')).toBeNull();
    // The pending list is read again, so the request shows as waiting.
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('shows the change waiting for a second approval, who asked, and holds the buttons meanwhile', async () => {
    renderScreen({}, { pending: [walletRequest] });
    const note = (await screen.findByText('Awaiting second approval')).parentElement as HTMLElement;
    expect(note.textContent).toContain(
      `Set the deposit wallet to ${otherAddress}, asked by linus@tradesim.test`,
    );
    expect(walletCard().getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(walletCard().getByText('A change waits for a second approval.')).toBeTruthy();
    for (const name of ['Replace QR Code', 'Generate from address', 'Remove']) {
      expect(qrCard().getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('says an uploaded QR code waits for approval and is not live yet', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:qr'), revokeObjectURL: vi.fn() });
    const qrRequest = approvalFixture({
      ...walletRequest,
      summary: 'Replace the deposit QR code with an uploaded image',
    });
    const uploadQr = vi.fn().mockResolvedValue({ approval: qrRequest });
    renderScreen({ uploadQr });
    await screen.findByRole('region', { name: 'QR Code' });
    fireEvent.change(screen.getByTestId('qr-file-input'), {
      target: { files: [fileOf('qr.png', 'image/png')] },
    });
    fireEvent.click(await qrCard().findByRole('button', { name: 'Save QR Code' }));
    expect(await screen.findByText(/^Sent for approval: Replace the deposit QR code/)).toBeTruthy();
    expect(screen.queryByText('QR code uploaded successfully!')).toBeNull();
  });

  it('shows the server’s refusal of a second change while one waits', async () => {
    const generateQr = vi.fn().mockRejectedValue(new AppError('APPROVAL_ALREADY_PENDING'));
    renderScreen({ generateQr });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate from address' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This change is already waiting for approval',
    );
  });

  it('lets an auditor read the settings without a button to change them', async () => {
    renderScreen({}, { role: 'auditor' });
    expect(await screen.findByText(readOnlyText)).toBeTruthy();
    expect(addressInput().readOnly).toBe(true);
    expect(walletCard().queryByRole('button', { name: 'Save' })).toBeNull();
    for (const name of ['Replace QR Code', 'Generate from address', 'Remove']) {
      expect(qrCard().queryByRole('button', { name })).toBeNull();
    }
    // Copying the address changes nothing, so it stays.
    expect(walletCard().getByRole('button', { name: 'Copy wallet address' })).toBeTruthy();
  });
});
