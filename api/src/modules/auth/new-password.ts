import { AppError, checkNewPassword, type NewPassword } from '@tradesim/core';
import { passwordRefused } from '@tradesim/core/contract';
import { commonPasswords } from './common-passwords.js';

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

/**
 * The rules for an existing account's new password (a reset, a change): a staff account's
 * follows the staff rule wherever it is set, the user app's reset link included.
 */
export function assertAccountPassword(
  account: { email: string; user_type: 'regular' | 'admin' },
  input: { password: string; field: 'password' | 'newPassword' },
): Promise<void> {
  const kind = account.user_type === 'admin' ? 'staff' : 'user';
  return assertNewPassword({ ...input, kind, email: account.email });
}
