import { describe, expect, it } from 'vitest';
import { checkDurationInput } from './durations.js';
import { checkImageUpload, checkSelectedImage, maxUploadBytes } from './proof-image.js';
import {
  checkBanReason,
  checkPasswordConfirmation,
  checkRejectReason,
  checkWalletAddressRequired,
} from './text-rules.js';

const messageOf = (check: { ok: boolean; message?: string }) => (check.ok ? 'ok' : check.message);

describe('password confirmation', () => {
  it('needs the confirmation to match', () => {
    expect(messageOf(checkPasswordConfirmation('secret1', 'secret2'))).toBe('Passwords do not match');
    expect(messageOf(checkPasswordConfirmation('secret1', 'secret1'))).toBe('ok');
  });
});

describe('reasons and required fields', () => {
  it('requires a ban reason, a reject reason and a wallet address', () => {
    expect(messageOf(checkBanReason(' '))).toBe('Please provide a reason for banning this user');
    expect(messageOf(checkRejectReason(undefined))).toBe(
      'Please provide a reason for rejecting this transaction',
    );
    expect(messageOf(checkWalletAddressRequired('  '))).toBe('Wallet address is required');
    expect(checkWalletAddressRequired('  TXYZ  ')).toEqual({ ok: true, value: 'TXYZ' });
  });
});

describe('durations', () => {
  it.each([
    [{ label: '', hours: 5, maxReturnPercent: 2.5 }, 'Please fill in all fields with valid values'],
    [{ label: '5 hours', hours: 'x', maxReturnPercent: 2.5 }, 'Please fill in all fields with valid values'],
    [{ label: '5 hours', hours: 5 }, 'Please fill in all fields with valid values'],
    [
      { label: '5 hours', hours: 0, maxReturnPercent: 2.5 },
      'Hours and return percentage must be positive numbers',
    ],
    [
      { label: '5 hours', hours: 5, maxReturnPercent: -1 },
      'Hours and return percentage must be positive numbers',
    ],
    [{ label: '5 hours', hours: 1.5, maxReturnPercent: 2.5 }, 'Hours must be a whole number'],
    [{ label: '5 hours', hours: '5', maxReturnPercent: '2.5' }, 'ok'],
  ])('%j → %s', (input, expected) => {
    expect(messageOf(checkDurationInput(input))).toBe(expected);
  });
});

describe('images', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

  it('checks presence, size and content', () => {
    expect(messageOf(checkImageUpload(null))).toBe('Please upload a payment proof image');
    expect(checkImageUpload({ bytes: png })).toEqual({ ok: true, contentType: 'image/png' });
    expect(messageOf(checkImageUpload({ bytes: new TextEncoderLike().encode('<svg></svg>') }))).toBe(
      'Please select an image file',
    );
    expect(messageOf(checkImageUpload({ bytes: new TextEncoderLike().encode('<svg></svg>') }, 'qr'))).toBe(
      'Please select a valid image file',
    );
    const big = new Uint8Array(maxUploadBytes + 1);
    big.set(png);
    expect(messageOf(checkImageUpload({ bytes: big }))).toBe('Image size must be less than 5MB');
    expect(messageOf(checkImageUpload({ bytes: big }, 'qr'))).toBe('File size must be less than 5MB');
  });

  it('checks a browser selection by type and size', () => {
    expect(checkSelectedImage({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(checkSelectedImage({ type: 'image/svg+xml', size: 10 })).toBe('Please select an image file');
    expect(checkSelectedImage({ type: 'image/png', size: maxUploadBytes + 1 })).toBe(
      'Image size must be less than 5MB',
    );
    expect(checkSelectedImage({ type: 'image/png', size: 10 })).toBeNull();
  });
});

/** ASCII-only stand-in: core has no TextEncoder type. */
class TextEncoderLike {
  encode(text: string): Uint8Array {
    return Uint8Array.from(text, (char) => char.charCodeAt(0));
  }
}
