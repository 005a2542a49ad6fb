import type { UseFormReturn } from 'react-hook-form';
import { CodeField } from '../../components/code-field.js';
import { EmailField } from '../../components/email-field.js';
import { PasswordField } from '../../components/password-field.js';
import type { SignInValues } from './use-sign-in-form.js';

/** The sign-in fields of both apps: email, password, and the code once the server asked for it. */
export function SignInFields({
  form,
  needsCode,
  emailAutoComplete,
}: {
  form: UseFormReturn<SignInValues, unknown, SignInValues>;
  needsCode: boolean;
  /** The admin console's password managers file staff logins under "username". */
  emailAutoComplete?: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <EmailField
        autoComplete={emailAutoComplete}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {needsCode && <CodeField error={errors.code?.message} {...form.register('code')} />}
    </>
  );
}
