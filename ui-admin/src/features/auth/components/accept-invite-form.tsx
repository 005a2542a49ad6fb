import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AcceptInviteResponse,
  acceptInviteRequestSchema,
  adminScreenMessages,
  type InviteDetails,
  isAppError,
  newPasswordField,
} from '@tradesim/core';
import { AuthForm, Button, CodeField } from '@tradesim/ui-kit';
import {
  AuthenticatorQr,
  confirmationMatches,
  confirmPasswordField,
  mismatch,
  NewPasswordFields,
} from '@tradesim/ui-kit/sdk/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { showServerFieldErrors } from '../../../lib/server-field-errors.js';
import styles from './accept-invite.module.css';

export const codeRequiredText = 'Enter the code from your authenticator app';

/**
 * A staff password (12 to 128 characters; the server also refuses common ones), typed twice,
 * and the authenticator's first code: required while the staff policy is on, optional otherwise
 * (left blank, the member enrols later by a mailed link). Only the password and the code are sent.
 */
function acceptFormSchema(codeRequired: boolean) {
  return acceptInviteRequestSchema
    .pick({ password: true, code: true })
    .extend({ password: newPasswordField('staff'), confirmPassword: confirmPasswordField })
    .refine((values) => confirmationMatches(values.password, values.confirmPassword), mismatch)
    .refine((values) => !codeRequired || Boolean(values.code), { message: codeRequiredText, path: ['code'] });
}
type AcceptForm = z.input<ReturnType<typeof acceptFormSchema>>;
type AcceptValues = z.output<ReturnType<typeof acceptFormSchema>>;

/**
 * The new staff member's password and second factor, sent with the invitation's token and the
 * secret the QR code holds. A token the server no longer knows is handed up (trying again cannot
 * help); a refused code or password shows under its field, anything else above the fields.
 */
export function AcceptInviteForm({
  token,
  invite,
  onAccepted,
  onInvalidToken,
}: {
  token: string;
  invite: InviteDetails;
  onAccepted(response: AcceptInviteResponse): void;
  onInvalidToken(message: string): void;
}) {
  const { acceptInvite } = useAdminAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AcceptForm, unknown, AcceptValues>({
    resolver: zodResolver(acceptFormSchema(invite.requireStaffMfa)),
    defaultValues: { password: '', confirmPassword: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password, code }) => {
    setServerError(null);
    try {
      onAccepted(await acceptInvite({ token, password, ...(code ? { secret: invite.secret, code } : {}) }));
    } catch (error) {
      if (isAppError(error) && error.code === 'INVITE_INVALID') onInvalidToken(error.message);
      else if (isAppError(error) && error.code === 'MFA_INVALID')
        form.setError('code', { message: error.message });
      else if (showServerFieldErrors(error, form.setError, ['password', 'code']) === 0) {
        setServerError(errorMessage(error, adminScreenMessages.signInFailed));
      }
    }
  });

  return (
    <AuthForm onSubmit={submit} error={serverError} label="Accept the invitation">
      <h2 className={styles.step}>1. Choose a password</h2>
      <NewPasswordFields
        kind="staff"
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirmation={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <h2 className={styles.step}>
        2. Set up two-step verification{invite.requireStaffMfa ? '' : ' (optional)'}
      </h2>
      <p className={styles.text}>
        Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the
        6-digit code it shows.
        {invite.requireStaffMfa
          ? ' Every change in the console needs it.'
          : ' Leave the code empty to set it up later from the console.'}
      </p>
      <AuthenticatorQr otpauthUrl={invite.otpauthUrl} secret={invite.secret} />
      <CodeField
        label="Code from the app"
        error={errors.code?.message}
        // Blank is no code (enrol later), not a wrong one.
        {...form.register('code', { setValueAs: (value: string) => (value.trim() ? value : undefined) })}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? 'Setting up...' : 'Set password and sign in'}
      </Button>
    </AuthForm>
  );
}
