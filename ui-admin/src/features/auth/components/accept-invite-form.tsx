import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInviteRequestSchema, adminScreenMessages, isAppError, newPasswordField } from '@tradesim/core';
import { AuthForm, Button } from '@tradesim/ui-kit';
import {
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

/**
 * A staff password (12 to 128 characters; the server also refuses common ones), typed twice;
 * only the first is sent.
 */
const acceptFormSchema = acceptInviteRequestSchema
  .pick({ password: true })
  .extend({ password: newPasswordField('staff'), confirmPassword: confirmPasswordField })
  .refine((values) => confirmationMatches(values.password, values.confirmPassword), mismatch);

type AcceptForm = z.input<typeof acceptFormSchema>;

/**
 * The new staff member's password, sent with the invitation's token. On success the console
 * holds their first session; a token the server no longer knows is handed up (trying again
 * cannot help), anything else shows above the fields.
 */
export function AcceptInviteForm({
  token,
  onAccepted,
  onInvalidToken,
}: {
  token: string;
  onAccepted(): void;
  onInvalidToken(message: string): void;
}) {
  const { acceptInvite } = useAdminAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AcceptForm, unknown, z.output<typeof acceptFormSchema>>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await acceptInvite({ token, password });
      onAccepted();
    } catch (error) {
      if (isAppError(error) && error.code === 'INVITE_INVALID') onInvalidToken(error.message);
      else if (showServerFieldErrors(error, form.setError, ['password']) === 0)
        setServerError(errorMessage(error, adminScreenMessages.signInFailed));
    }
  });

  return (
    <AuthForm onSubmit={submit} error={serverError} label="Accept the invitation">
      <NewPasswordFields
        kind="staff"
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirmation={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? 'Setting up...' : 'Set password and sign in'}
      </Button>
    </AuthForm>
  );
}
