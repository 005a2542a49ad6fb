import { checkPasswordConfirmation, validationMessages } from '@tradesim/core';
import { z } from 'zod';

/**
 * The screen-only "Confirm password" field of register, reset and change password (the API
 * never sees it): required, and then it must match the new password.
 */
export const confirmPasswordField = z.string().min(1, validationMessages.confirmPasswordRequired);

/** The refinement's check: an empty confirmation already says "required", not also "do not match". */
export function confirmationMatches(password: string, confirmation: string): boolean {
  return confirmation === '' || checkPasswordConfirmation(password, confirmation).ok;
}

/** Where the mismatch message goes. */
export const mismatch = {
  message: validationMessages.passwordsDoNotMatch,
  path: ['confirmPassword'],
};
