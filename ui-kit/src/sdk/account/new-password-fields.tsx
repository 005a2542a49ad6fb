import { type PasswordKind, passwordMinLengths } from '@tradesim/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../components/password-field.js';

type Registered = UseFormRegisterReturn & { error?: string | undefined };

/**
 * A new password typed twice, as register, reset, invitation and change password ask for it:
 * the rules' hint under the first (8 characters for a customer, 12 for staff), the password
 * managers told both are a new password.
 */
export function NewPasswordFields({
  kind,
  password,
  confirmation,
  labels = { password: 'New password', confirmation: 'Confirm new password' },
}: {
  kind: PasswordKind;
  password: Registered;
  confirmation: Registered;
  /** Register says "Password" and "Confirm password": the account has no old one yet. */
  labels?: { password: string; confirmation: string };
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        hint={`At least ${passwordMinLengths[kind]} characters`}
        {...password}
      />
      <PasswordField label={labels.confirmation} autoComplete="new-password" {...confirmation} />
    </>
  );
}
