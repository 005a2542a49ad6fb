import { loginRequestSchema } from '@tradesim/core';
import { AuthCard, AuthForm, Button } from '@tradesim/ui-kit';
import { SignInFields, useSignInForm } from '@tradesim/ui-kit/sdk/sign-in';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/routes.js';
import { useAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import { returnPath } from '../return-path.js';
import styles from './login-page.module.css';

/** Sign in (docs/product/user-app.md#login); afterwards back to the page that sent the user here, or home. */
export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { form, needsCode, serverError, submit } = useSignInForm({
    schema: loginRequestSchema,
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
      <AuthForm onSubmit={submit} error={serverError} label="Sign in">
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
