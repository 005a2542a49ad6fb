import { zodResolver } from '@hookform/resolvers/zod';
import { isAppError, newPasswordField, resetPasswordRequestSchema } from '@tradesim/core';
import { AuthForm, Button, useServerError } from '@tradesim/ui-kit';
import { showServerFieldErrors } from '@tradesim/ui-kit/sdk';
import {
  confirmationMatches,
  confirmPasswordField,
  mismatch,
  NewPasswordFields,
} from '@tradesim/ui-kit/sdk/account';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/errors.js';
import { useClient } from '../../../lib/sdk-context.js';

// A customer's rule: a staff member's reset is held to 12 characters by the server, which says
// so under the field.
const resetFormSchema = resetPasswordRequestSchema
  .pick({ password: true })
  .extend({ password: newPasswordField('user'), confirmPassword: confirmPasswordField })
  .refine((values) => confirmationMatches(values.password, values.confirmPassword), mismatch);

type ResetForm = z.input<typeof resetFormSchema>;

/** New password and its confirmation (the same rules as sign-up), sent with the link's token. */
export function ResetPasswordForm({
  token,
  onChanged,
  onInvalidToken,
}: {
  token: string;
  onChanged(): void;
  onInvalidToken(message: string): void;
}) {
  const client = useClient();
  const { serverError, setServerError, afresh } = useServerError();
  const form = useForm<ResetForm, unknown, z.output<typeof resetFormSchema>>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await client.auth.resetPassword({ token, password });
      onChanged();
    } catch (error) {
      // A used or expired token will not work however often it is sent: leave the form.
      if (isAppError(error) && error.code === 'RESET_TOKEN_INVALID') onInvalidToken(error.message);
      else if (showServerFieldErrors(error, form.setError, ['password']) === 0)
        setServerError(errorMessage(error));
    }
  });

  return (
    <AuthForm onSubmit={afresh(submit)} error={serverError} label="Set a new password">
      <NewPasswordFields
        kind="user"
        password={{ ...form.register('password'), error: errors.password?.message }}
        confirmation={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Change password'}
      </Button>
    </AuthForm>
  );
}
