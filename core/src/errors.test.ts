import { describe, expect, it } from 'vitest';
import { AppError, errorCatalogue, errorCodes, isErrorCode, statusOf, validationError } from './errors.js';

describe('error catalogue', () => {
  it('maps every code to an error status and a message', () => {
    for (const code of errorCodes) {
      expect(statusOf(code)).toBeGreaterThanOrEqual(400);
      expect(statusOf(code)).toBeLessThan(600);
      expect(errorCatalogue[code].message.length).toBeGreaterThan(0);
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
    }
  });

  it.each([
    ['ADMIN_REQUIRED', 403, 'Access denied. Admin privileges required.'],
    ['ADMIN_SESSION_INVALID', 401, 'Invalid or expired session'],
    ['ADMIN_PROFILE_NOT_FOUND', 401, 'Admin profile not found'],
    ['INSUFFICIENT_BALANCE', 422, 'Insufficient balance'],
    ['INVESTMENT_NOT_FOUND', 404, 'Investment not found'],
    ['INVESTMENT_NOT_ACTIVE', 409, 'Investment is not active'],
    ['INVESTMENT_NOT_MATURED', 409, 'Investment has not yet matured'],
    ['ASSET_NOT_FOUND', 404, 'Asset not found'],
    ['USER_NOT_FOUND', 404, 'User not found'],
    ['UNAUTHENTICATED', 401, 'User not authenticated'],
    ['PAYMENT_SETTINGS_UNAVAILABLE', 503, 'Failed to fetch payment settings'],
    ['PAYMENT_SETTINGS_NOT_FOUND', 404, 'No payment settings found'],
    ['UPDATE_IN_PROGRESS', 409, 'Update already in progress'],
    ['ASSET_ALREADY_EXISTS', 409, 'Asset already exists'],
    ['UNSUPPORTED_SYMBOL', 422, 'Unsupported cryptocurrency symbol'],
    ['NO_VALID_SYMBOLS', 422, 'No valid cryptocurrency symbols provided'],
    ['INTERNAL', 500, 'An unexpected error occurred. Please try again.'],
  ] as const)('%s is %i "%s"', (code, status, message) => {
    expect(statusOf(code)).toBe(status);
    expect(new AppError(code).message).toBe(message);
  });

  it('builds the wire envelope, with fields only when present', () => {
    expect(new AppError('NOT_FOUND').toBody()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found' },
    });
    expect(validationError({ amount: 'Please enter a valid amount' }).toBody()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid amount',
        fields: { amount: 'Please enter a valid amount' },
      },
    });
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('RATE_LIMITED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
