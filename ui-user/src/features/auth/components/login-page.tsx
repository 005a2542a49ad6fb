import { AuthCard, AuthForm, Button, lazyResolver } from '@tradesim/ui-kit';
import { SignInFields, useSignInForm } from '@tradesim/ui-kit/sdk/sign-in';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { useAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { returnPath } from '../return-path.js';
import styles from './login-page.module.css';

/**
 * The form's checks (zod and the core schema) come when a field first takes focus, not with the
 * page: a phone shows the form sooner (see lazyResolver).
 */
const checks = lazyResolver(() => import('../login-checks.js').then((module) => module.loginChecks));

/** Sign in (docs/product/user-app.md#login); afterwards back to the page that sent the user here, or home. */
export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { form, needsCode, serverError, submit } = useSignInForm({
    resolver: checks.resolver,
    signIn,
    onSignedIn: () => navigate(returnPath(location.state), { replace: true }),
    failureMessage: (error) => errorMessage(error),
  });
  const { isSubmitting } = form.formState;

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
      <AuthForm onSubmit={submit} error={serverError} label="Sign in" onFocus={checks.preload}>
        <SignInFields form={form} needsCode={needsCode} />
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
