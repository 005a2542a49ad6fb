import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordField, registerRequestSchema } from '@tradesim/core';
import { AuthCard, AuthForm, Button, EmailField, Field, useServerError } from '@tradesim/ui-kit';
import { showServerFieldErrors } from '@tradesim/ui-kit/sdk';
import {
  confirmationMatches,
  confirmPasswordField,
  mismatch,
  NewPasswordFields,
} from '@tradesim/ui-kit/sdk/account';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/routes.js';
import { useAuth } from '../../../lib/auth-context.js';
import { errorMessage } from '../../../lib/errors.js';
import styles from './register-page.module.css';

const registerFormSchema = registerRequestSchema
  .extend({ password: newPasswordField('user'), confirmPassword: confirmPasswordField })
  .refine((values) => confirmationMatches(values.password, values.confirmPassword), mismatch);

type RegisterForm = z.input<typeof registerFormSchema>;

/** Create an account (docs/product/user-app.md#register): every field required; then straight to the dashboard. */
export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const { serverError, setServerError, afresh } = useServerError();
  const form = useForm<RegisterForm, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ confirmPassword: _, ...account }) => {
    try {
      await register(account);
      // Fire and forget: the data router's promise only says the navigation is done.
      void navigate(paths.dashboard, { replace: true });
    } catch (error) {
      // A password the server refuses (too common, say) reads under its field.
      if (showServerFieldErrors(error, form.setError, ['password']) === 0)
        setServerError(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Create account"
      subtitle="Start with a simulated balance, invest, and follow your returns."
      footer={
        <>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </>
      }
    >
      <AuthForm onSubmit={afresh(submit)} error={serverError} label="Create account">
        <div className={styles.names}>
          <Field
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <Field
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <NewPasswordFields
          kind="user"
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
          password={{ ...form.register('password'), error: errors.password?.message }}
          confirmation={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
