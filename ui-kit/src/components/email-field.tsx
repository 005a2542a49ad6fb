import type { ComponentProps } from 'react';
import { Field } from './field.js';

type EmailFieldProps = Omit<ComponentProps<typeof Field>, 'type' | 'inputMode' | 'label'> & {
  label?: string;
};

/** Field for an email address: the email keyboard on phones, autofilled as one unless told otherwise. */
export function EmailField({ label = 'Email', autoComplete = 'email', ...props }: EmailFieldProps) {
  return <Field label={label} type="email" inputMode="email" autoComplete={autoComplete} {...props} />;
}
