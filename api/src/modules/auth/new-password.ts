import { AppError, checkNewPassword, type NewPassword, type PasswordKind } from '@tradesim/core';
import { passwordRefused } from '../../http/password-refused.js';
import { commonPasswords } from './common-passwords.js';

/** A staff account's password follows the staff rule wherever it is set (a reset link included). */
export function passwordKindOf(userType: 'regular' | 'admin'): PasswordKind {
  return userType === 'admin' ? 'staff' : 'user';
}

/** Why the rules refuse a new password (its message), or null when they allow it. */
export async function newPasswordRefusal(input: Omit<NewPassword, 'isCommon'>): Promise<string | null> {
  const common = await commonPasswords();
  const check = checkNewPassword({ ...input, isCommon: (lowerCased) => common.has(lowerCased) });
  return check.ok ? null : check.message;
}

/**
 * Refuses a password the rules do not allow (too short or long for whose it is, common, the
 * account's email) on the request's field, before anything is hashed or written.
 */
export async function assertNewPassword(
  input: Omit<NewPassword, 'isCommon'> & { field: 'password' | 'newPassword' },
): Promise<void> {
  const refusal = await newPasswordRefusal(input);
  if (refusal === null) return;
  throw new AppError('VALIDATION_FAILED', refusal, {
    fields: { [input.field]: refusal },
    status: passwordRefused.status,
  });
}
