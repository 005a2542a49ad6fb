// Why it is built this way: docs/decisions/0007-rate-limits-and-passwords.md
import { validationMessages as m } from '../messages.js';
import type { TextCheck } from './text-rules.js';

/**
 * Whose new password: a customer's needs 8 characters, a staff member's 12
 * (docs/contract.md#passwords). NIST SP 800-63B: a minimum length, a check against common
 * passwords, no composition rules.
 */
export type PasswordKind = 'user' | 'staff';

export const passwordMinLengths: Readonly<Record<PasswordKind, number>> = { user: 8, staff: 12 };
/** Bounds the hashing work one request can ask for. */
export const passwordMaxLength = 128;

/** Characters as NIST SP 800-63B counts them: one per Unicode code point (an emoji is one, not two). */
export function passwordLength(password: string): number {
  let length = 0;
  for (const _ of password) length += 1;
  return length;
}

/** The length rule alone: what a form checks before sending (it has no common-password list). */
export function checkPasswordLength(password: string, kind: PasswordKind): TextCheck {
  if (password.length === 0) return { ok: false, message: m.passwordRequired };
  const length = passwordLength(password);
  if (length < passwordMinLengths[kind])
    return { ok: false, message: m.passwordTooShort(passwordMinLengths[kind]) };
  if (length > passwordMaxLength) return { ok: false, message: m.passwordTooLong };
  return { ok: true, value: password };
}

export interface NewPassword {
  password: string;
  kind: PasswordKind;
  /** The account's email: neither it nor the part before the @ may be the password. */
  email?: string | undefined;
  /**
   * Whether a lower-cased password is among the common ones. Injected: the list lives on the
   * server only, so the UIs never download it.
   */
  isCommon(lowerCased: string): boolean;
}

/** The whole rule for a password being set: its length, then whether it is easy to guess. */
export function checkNewPassword(input: NewPassword): TextCheck {
  const length = checkPasswordLength(input.password, input.kind);
  if (!length.ok) return length;
  return isGuessable(input) ? { ok: false, message: m.passwordTooCommon } : length;
}

/** Case-insensitive: "PASSWORD1" is guessed as soon as "password1" is. */
function isGuessable({ password, email, isCommon }: NewPassword): boolean {
  const lowerCased = password.toLowerCase();
  if (isCommon(lowerCased) || new Set(lowerCased).size === 1) return true;
  if (!email) return false;
  const address = email.toLowerCase();
  const at = address.lastIndexOf('@');
  return lowerCased === address || (at > 0 && lowerCased === address.slice(0, at));
}
