import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema } from '@tradesim/core';
import { isAppError } from '@tradesim/sdk';
import { AuthCard, AuthForm, Button, CodeField, EmailField, PasswordField } from '@tradesim/ui-kit';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/routes.js';
import { useAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { returnPath } from '../return-path.js';
import { useServerError } from '../use-server-error.js';
import styles from './login-page.module.css';

/** Sign in (docs/product/user-app.md#login); afterwards back to the page that sent the user here, or home. */
export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { serverError, setServerError, afresh } = useServerError();
  // Two-step verification is on for this account: the server asked for a code.
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<LoginRequest, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (needsCode) form.setFocus('code');
  }, [needsCode, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn(values);
      // Fire and forget: the data router's promise only says the navigation is done.
      void navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      // Not a failure but the next step: the code field appears, focused, and explains itself.
      if (isAppError(error) && error.code === 'MFA_REQUIRED') setNeedsCode(true);
      else setServerError(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to your account."
      footer={
        <>
          Don't have an account? <Link to={paths.register}>Create one</Link>
        </>
      }
    >
      <AuthForm onSubmit={afresh(submit)} error={serverError} label="Sign in">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {needsCode && <CodeField error={errors.code?.message} {...form.register('code')} />}
        <Link className={styles.forgot} to={paths.forgotPassword}>
          Forgot password?
        </Link>
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
