import type { ComponentProps } from 'react';
import { Field } from './field.js';

type CodeFieldProps = Omit<ComponentProps<typeof Field>, 'label' | 'inputMode' | 'autoComplete'> & {
  label?: string;
};

/**
 * The second factor's code: the digits keyboard on phones and the one-time-code autofill
 * (iOS offers the code from Messages or the password manager), a recovery code typed as well.
 */
export function CodeField({ label = 'Verification code', hint, ...props }: CodeFieldProps) {
  return (
    <Field
      label={label}
      inputMode="text"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={32}
      hint={hint ?? 'The 6-digit code from your authenticator app, or a recovery code'}
      {...props}
    />
  );
}
