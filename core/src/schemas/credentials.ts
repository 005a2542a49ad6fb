import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import {
  checkPasswordLength,
  type PasswordKind,
  passwordLength,
  passwordMaxLength,
} from '../validation/password-rules.js';

export const emailInputSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email(m.emailInvalid));

/**
 * A new password as the API parses it: only present (400 otherwise). Its rules depend on whose
 * account it is, so the service checks them and answers 422 (docs/contract.md#passwords).
 */
export const newPasswordSchema = z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).meta({
  description:
    'At least 8 characters (12 for staff), at most 128, and not a common password; refused with 422 VALIDATION_FAILED',
});

/** A form's new password: the length rule of `kind`, checked before sending (the server checks the rest). */
export function newPasswordField(kind: PasswordKind) {
  return z.string({ error: m.passwordRequired }).superRefine((password, ctx) => {
    const check = checkPasswordLength(password, kind);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });
}

/** A password being checked, not set: only presence and a sane bound, so any existing one signs in. */
export const passwordInputSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .refine((password) => passwordLength(password) <= passwordMaxLength, m.passwordTooLong);
