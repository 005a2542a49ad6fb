import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@tradesim/core';
import { AuthCard, AuthForm, Button, EmailField, useServerError } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/routes.js';
import { errorMessage } from '../../../lib/errors.js';
import { useClient } from '../../../lib/sdk-context.js';
import { EmailSent } from './email-sent.js';

/**
 * Ask for a reset link (docs/product/user-app.md#forgot-and-reset-password). The API answers the same whether or
 * not the address has an account, so the confirmation says "if an account exists".
 */
export function ForgotPasswordPage() {
  const client = useClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { serverError, setServerError, afresh } = useServerError();
  const form = useForm<
    z.input<typeof forgotPasswordRequestSchema>,
    unknown,
    z.output<typeof forgotPasswordRequestSchema>
  >({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await client.auth.forgotPassword(email);
      setSentTo(email);
    } catch (error) {
      // RATE_LIMITED and the rest: the service's own words.
      setServerError(errorMessage(error));
    }
  });

  if (sentTo) return <EmailSent email={sentTo} onUseAnother={() => setSentTo(null)} />;

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the email you signed up with and we will send you a link to reset your password."
      footer={
        <>
          Remembered it? <Link to={paths.login}>Back to sign in</Link>
        </>
      }
    >
      <AuthForm onSubmit={afresh(submit)} error={serverError} label="Forgot password">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
