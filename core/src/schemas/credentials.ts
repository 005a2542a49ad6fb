import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { passwordMaxLength, passwordMinLength } from '../validation/text-rules.js';

export const emailInputSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email(m.emailInvalid));

/** A new password: 6 to 128 characters (docs/product/user-app.md#validation-rules). */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(passwordMinLength, m.passwordTooShort)
  .max(passwordMaxLength, m.passwordTooLong);

/** A password being checked, not set: only presence and a sane bound. */
export const passwordInputSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(passwordMaxLength, m.passwordTooLong);
