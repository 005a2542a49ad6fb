import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, validationMessages } from '@tradesim/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardRenderer, fileOf, settingsFixture } from '../../../test/payment-settings-test-setup.js';

const createObjectURL = vi.fn((_file: Blob) => 'blob:qr-preview');
const revokeObjectURL = vi.fn();
beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = () => within(screen.getByRole('region', { name: 'QR Code' }));
const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('qr-file-input'), { target: { files: [file] } });

const renderWith = cardRenderer('QR Code');

describe('the QR code card', () => {
  it('shows the current QR code with Replace and Remove', async () => {
    await renderWith();
    expect(
      card().getByRole('img', { name: 'QR code of the deposit wallet address' }).getAttribute('src'),
    ).toBe('/api/payment-settings/qr?v=1');
    expect(card().getByRole('button', { name: 'Replace QR Code' })).toBeTruthy();
    expect(card().getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(card().queryByText('No QR code uploaded')).toBeNull();
  });

  it('says "No QR code uploaded" and offers Upload, which opens the image picker', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await renderWith({ qrCodeUrl: null });
    expect(card().getByText('No QR code uploaded')).toBeTruthy();
    const input = screen.getByTestId('qr-file-input') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.hidden).toBe(true);
    fireEvent.click(card().getByRole('button', { name: 'Upload QR Code' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('previews a picked image, uploads it on Save, and confirms', async () => {
    const uploaded = settingsFixture({ qrCodeUrl: '/api/payment-settings/qr?v=2' });
    let finish: (value: unknown) => void = () => undefined;
    const uploadQr = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    await renderWith({ qrCodeUrl: null }, { uploadQr });
    const file = fileOf('wallet-qr.png', 'image/png');
    pick(file);
    expect(card().getByRole('img', { name: 'Preview of the new QR code' }).getAttribute('src')).toBe(
      'blob:qr-preview',
    );
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(card().getByText('wallet-qr.png')).toBeTruthy();
    expect(uploadQr).not.toHaveBeenCalled();
    fireEvent.click(card().getByRole('button', { name: 'Save QR Code' }));
    expect(
      ((await card().findByRole('button', { name: 'Uploading...' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(uploadQr).toHaveBeenCalledWith(file, 'wallet-qr.png');
    finish(uploaded);
    expect((await screen.findByRole('status')).textContent).toBe('QR code uploaded successfully!');
    expect(
      card().getByRole('img', { name: 'QR code of the deposit wallet address' }).getAttribute('src'),
    ).toBe('/api/payment-settings/qr?v=2');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:qr-preview');
    const info = within(screen.getByRole('region', { name: 'Payment Information' }));
    expect(info.getByText('Uploaded')).toBeTruthy();
  });

  it('replaces the current QR code the same way', async () => {
    const uploadQr = vi
      .fn()
      .mockResolvedValue(settingsFixture({ qrCodeUrl: '/api/payment-settings/qr?v=3' }));
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await renderWith({}, { uploadQr });
    fireEvent.click(card().getByRole('button', { name: 'Replace QR Code' }));
    pick(fileOf('new.jpg', 'image/jpeg'));
    fireEvent.click(card().getByRole('button', { name: 'Save QR Code' }));
    await waitFor(() =>
      expect(
        card().getByRole('img', { name: 'QR code of the deposit wallet address' }).getAttribute('src'),
      ).toBe('/api/payment-settings/qr?v=3'),
    );
  });

  it('drops a preview on Cancel without uploading', async () => {
    const uploadQr = vi.fn();
    await renderWith({}, { uploadQr });
    pick(fileOf('new.png', 'image/png'));
    fireEvent.click(card().getByRole('button', { name: 'Cancel' }));
    expect(card().queryByRole('img', { name: 'Preview of the new QR code' })).toBeNull();
    expect(card().getByRole('img', { name: 'QR code of the deposit wallet address' })).toBeTruthy();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:qr-preview');
    expect(uploadQr).not.toHaveBeenCalled();
  });

  it.each([
    ['a file that is not an image', fileOf('notes.pdf', 'application/pdf'), validationMessages.qrNotImage],
    ['an SVG (it can carry script)', fileOf('qr.svg', 'image/svg+xml'), validationMessages.qrNotImage],
    [
      'an image over 5MB',
      fileOf('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
      validationMessages.qrTooLarge,
    ],
  ])('refuses %s before uploading', async (_case, file, message) => {
    const uploadQr = vi.fn();
    await renderWith({ qrCodeUrl: null }, { uploadQr });
    pick(file);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(card().queryByRole('img')).toBeNull();
    expect(uploadQr).not.toHaveBeenCalled();
  });

  it('accepts an image of exactly 5MB', async () => {
    await renderWith({ qrCodeUrl: null });
    pick(fileOf('edge.png', 'image/png', 5 * 1024 * 1024));
    expect(card().getByRole('img', { name: 'Preview of the new QR code' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows "Failed to upload QR code" when the upload fails, and the server’s words when it refuses the file', async () => {
    const uploadQr = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockRejectedValueOnce(new AppError('UNSUPPORTED_FILE_TYPE', validationMessages.qrNotImage));
    await renderWith({ qrCodeUrl: null }, { uploadQr });
    pick(fileOf('qr.png', 'image/png'));
    fireEvent.click(card().getByRole('button', { name: 'Save QR Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to upload QR code');
    // The preview stays, so the admin can try again.
    fireEvent.click(card().getByRole('button', { name: 'Save QR Code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(validationMessages.qrNotImage));
  });

  it('asks before removing, then removes and confirms (no approval needed when nothing is left to remove)', async () => {
    const removeQr = vi.fn().mockResolvedValue(settingsFixture({ qrCodeUrl: null }));
    await renderWith({}, { removeQr });
    fireEvent.click(card().getByRole('button', { name: 'Remove' }));
    const modal = within(screen.getByRole('dialog', { name: 'Remove QR Code' }));
    expect(
      modal.getByText(
        'Once a second staff member approves, users see no QR code when they deposit until a new one is uploaded. They can still copy the address.',
      ),
    ).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    expect(removeQr).not.toHaveBeenCalled();
    fireEvent.click(card().getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove QR Code' }));
    expect((await screen.findByRole('status')).textContent).toBe('QR code removed successfully!');
    expect(removeQr).toHaveBeenCalledTimes(1);
    expect(card().getByText('No QR code uploaded')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads "Removing..." while busy', async () => {
    await renderWith({}, { removeQr: () => new Promise(() => undefined) });
    fireEvent.click(card().getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove QR Code' }));
    expect(
      (
        (await within(screen.getByRole('dialog')).findByRole('button', {
          name: 'Removing...',
        })) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('shows the server’s text when removing fails, or "Failed to remove QR code"', async () => {
    const removeQr = vi
      .fn()
      .mockRejectedValueOnce(new AppError('SERVICE_UNAVAILABLE'))
      .mockRejectedValueOnce(new AppError('FORBIDDEN', 'Storage is read-only'));
    await renderWith({}, { removeQr });
    fireEvent.click(card().getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove QR Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to remove QR code');
    fireEvent.click(card().getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove QR Code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Storage is read-only'));
    expect(card().getByRole('img', { name: 'QR code of the deposit wallet address' })).toBeTruthy();
  });
});

describe('Generate from address', () => {
  it('has the server draw the QR code of the saved address, and shows it', async () => {
    const generateQr = vi
      .fn()
      .mockResolvedValue(settingsFixture({ qrCodeUrl: '/api/payment-settings/qr?v=2' }));
    await renderWith({ qrCodeUrl: null }, { generateQr });
    fireEvent.click(card().getByRole('button', { name: 'Generate from address' }));
    await waitFor(() => expect(generateQr).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('QR code generated from the wallet address!')).toBeTruthy();
    expect(
      card().getByRole('img', { name: 'QR code of the deposit wallet address' }).getAttribute('src'),
    ).toBe('/api/payment-settings/qr?v=2');
    // Offered beside Replace too, to redraw after the address changed.
    expect(card().getByRole('button', { name: 'Generate from address' })).toBeTruthy();
  });

  it('is not offered before a wallet address is saved', async () => {
    await renderWith({ qrCodeUrl: null, walletAddress: '' });
    expect(card().getByRole('button', { name: 'Upload QR Code' })).toBeTruthy();
    expect(card().queryByRole('button', { name: 'Generate from address' })).toBeNull();
  });

  it('says why the server refused', async () => {
    const generateQr = vi.fn().mockRejectedValue(new AppError('PAYMENT_WALLET_NOT_SET'));
    await renderWith({ qrCodeUrl: null }, { generateQr });
    fireEvent.click(card().getByRole('button', { name: 'Generate from address' }));
    expect(await screen.findByText('Set the wallet address before generating its QR code')).toBeTruthy();
  });
});
